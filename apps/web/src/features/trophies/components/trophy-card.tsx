import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrophySummary } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { formatPeriod } from '../period';
import { CandidateImage } from './candidate-image';
import { TrophyCategoryIcon } from '@/components/trophy-category-icon';
import { OrganiserBadge } from './organiser-badge';
import { TrophyStatusBadge } from './trophy-status-badge';

/**
 * One trophy in a list: its icon and name (the link to its page), status, category, period, what can win it and,
 * once awarded, the winner's picture and title.
 */
export function TrophyCard({ trophy, headingLevel = 3 }: { trophy: TrophySummary; headingLevel?: 2 | 3 | 4 }) {
  const { t, i18n } = useTranslation('trophies');
  return (
    <Card withBorder radius="lg" padding="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Text c="yellow.7" lh={0} mt={2}>
              <TrophyCategoryIcon name={trophy.category.icon} size={22} />
            </Text>
            <Title order={headingLevel} fz="md" lh={1.3}>
              <Anchor component={Link} to={paths.trophy.href(trophy.id)} c="inherit" fw={700}>
                {trophy.name}
              </Anchor>
            </Title>
          </Group>
          {/* The name wraps instead: squeezed, a badge cut its word to "VERGE…" (German, 390 px). */}
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <TrophyStatusBadge status={trophy.status} />
            <OrganiserBadge organiser={trophy.organiser} />
          </Stack>
        </Group>
        <Text fz="sm" c="dimmed">
          {trophy.category.name} · {t(`contentType.${trophy.contentType}`)} ·{' '}
          {formatPeriod(trophy.periodFrom, trophy.periodTo, i18n.language)}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('organiser.byline', { name: trophy.organiser.name })}
        </Text>
        {trophy.status === 'AWARDED' && trophy.winner ? (
          <Group gap="sm" wrap="nowrap" mt="auto">
            <CandidateImage candidate={trophy.winner} size={48} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('card.winner')}
              </Text>
              <Text fw={600} fz="sm" truncate>
                {trophy.winner.title}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Text fz="sm" mt="auto">
            {t('card.candidates', { count: trophy.candidateCount })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
