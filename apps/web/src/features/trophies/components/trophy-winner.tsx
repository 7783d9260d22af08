import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrophyCandidate } from '@plaudit/contract';
import { CandidateImage } from './candidate-image';

/** The winner, big: picture, title (the link to what won), subtitle. */
export function TrophyWinner({ winner }: { winner: TrophyCandidate }) {
  const { t } = useTranslation('trophies');
  return (
    <Card withBorder radius="lg" padding="lg" style={{ borderColor: 'var(--mantine-color-yellow-5)', borderWidth: 2 }}>
      <Group gap="lg" wrap="wrap" align="center">
        <CandidateImage candidate={winner} size={120} />
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Badge
            color="yellow"
            variant="filled"
            leftSection={<IconCrown size={14} aria-hidden="true" />}
            w="fit-content"
          >
            {t('winner.badge')}
          </Badge>
          <Title order={3} fz="h2" lh={1.2}>
            <Anchor component={Link} to={winner.href} c="inherit">
              {winner.title}
            </Anchor>
          </Title>
          <Text c="dimmed">{winner.subtitle}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
