import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBan, IconBuildingStore, IconHourglass, IconLock, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrophyDetail } from '@plaudit/contract';
import { LoadError, ListSkeleton } from '@/components/data-states';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useTrophy } from '../api/get-trophy';
import { useTrophyCandidates } from '../api/get-trophy-candidates';
import BadgeSnippet from '../components/badge-snippet';
import { TrophyCandidates } from '../components/trophy-candidates';
import { TrophyCategoryIcon } from '@/components/trophy-category-icon';
import { ProtocolDownloads, TrophyDecision } from '../components/trophy-decision';
import { OrganiserBadge } from '../components/organiser-badge';
import { TrophyStatusBadge } from '../components/trophy-status-badge';
import { TrophyWinner } from '../components/trophy-winner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatPeriod } from '../period';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} fz="h3" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** One fact in the header's grid: a small label over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" fz="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** Where the trophy stands, for a visitor: nominations open, candidates locked, cancelled (with the reason), draft. */
function StateNote({ trophy }: { trophy: TrophyDetail }) {
  const { t } = useTranslation('trophies');
  if (trophy.status === 'NOMINATING') {
    return (
      <Alert color="blue" icon={<IconHourglass size={18} aria-hidden="true" />} title={t('state.NOMINATING.title')}>
        {t('state.NOMINATING.text')}
      </Alert>
    );
  }
  if (trophy.status === 'LOCKED') {
    return (
      <Alert color="orange" icon={<IconLock size={18} aria-hidden="true" />} title={t('state.LOCKED.title')}>
        {t(trophy.method === 'DRAW' ? 'state.LOCKED.draw' : 'state.LOCKED.text')}
      </Alert>
    );
  }
  if (trophy.status === 'CANCELLED') {
    return (
      <Alert color="red" icon={<IconBan size={18} aria-hidden="true" />} title={t('state.CANCELLED.title')}>
        {trophy.cancelReason ? t('state.CANCELLED.reason', { reason: trophy.cancelReason }) : t('state.CANCELLED.text')}
      </Alert>
    );
  }
  if (trophy.status === 'DRAFT') {
    return (
      <Alert color="gray" icon={<IconPencil size={18} aria-hidden="true" />} title={t('state.DRAFT.title')}>
        {t('state.DRAFT.text')}
      </Alert>
    );
  }
  return null;
}

/**
 * /trophies/{trophyId}: the trophy, its winner, its candidates, how it was decided and, once awarded, the signed
 * protocol and the embeddable badge. `notFound` is the app's 404 page, handed in by the router.
 */
export default function TrophyPage({ notFound }: { notFound: ReactNode }) {
  const { t, i18n } = useTranslation('trophies');
  const { trophyId = '' } = useParams();
  const trophy = useTrophy(trophyId);
  const candidates = useTrophyCandidates(trophyId, Boolean(trophy.data));
  // A brand's own award is not titled a Plaudit trophy, in the tab or a bookmark either.
  const suffix =
    trophy.data?.organiser.kind === 'TEAM'
      ? t('page.titleSuffixBrand', { name: trophy.data.organiser.name })
      : t('page.titleSuffix');
  useDocumentTitle(trophy.data ? `${trophy.data.name} · ${suffix}` : null);

  if (isApiError(trophy.error) && trophy.error.status === 404) return notFound;
  if (trophy.error) {
    return (
      <Container size="lg" py="xl">
        <LoadError error={trophy.error} onRetry={() => void trophy.refetch()} title={t('page.loadError')} />
      </Container>
    );
  }
  if (!trophy.data) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={24} width={160} />
        <Skeleton height={40} width="60%" mt="md" />
        <Skeleton height={16} width="80%" mt="md" />
        <Skeleton height={160} radius="lg" mt="xl" />
      </Container>
    );
  }
  const tr = trophy.data;
  const awarded = tr.status === 'AWARDED';
  const team = tr.organiser.team;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Group gap="xs">
            <Anchor component={Link} to={paths.trophies.href({ category: tr.category.id })} fz="sm">
              <Group component="span" gap={4} wrap="nowrap">
                <TrophyCategoryIcon name={tr.category.icon} size={16} />
                {tr.category.name}
              </Group>
            </Anchor>
            <TrophyStatusBadge status={tr.status} />
            <OrganiserBadge organiser={tr.organiser} />
          </Group>
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
            {tr.name}
          </Title>
          {tr.description && (
            <Text c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {tr.description}
            </Text>
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t('facts.awardedBy')}>
            {team ? (
              <Anchor component={Link} to={paths.brand.href(team.creatorProfile)}>
                {tr.organiser.name}
              </Anchor>
            ) : (
              tr.organiser.name
            )}
          </Fact>
          <Fact label={t('facts.period')}>{formatPeriod(tr.periodFrom, tr.periodTo, i18n.language)}</Fact>
          <Fact label={t('facts.contentType')}>
            {t(`contentType.${tr.contentType}`)}
            {tr.catalogueCategory && ` · ${tr.catalogueCategory.name}`}
          </Fact>
          <Fact label={t('facts.method')}>
            <Badge variant="outline" color="gray">
              {t(`method.${tr.method}.name`)}
            </Badge>
          </Fact>
        </SimpleGrid>
        {team && (
          <Alert
            color="grape"
            variant="light"
            icon={<IconBuildingStore size={18} aria-hidden="true" />}
            title={t('organiser.brandTitle', { name: tr.organiser.name })}
          >
            {t('organiser.brandText', { name: tr.organiser.name })}
          </Alert>
        )}
        <StateNote trophy={tr} />
        {awarded && tr.winner && (
          <Section id="trophy-winner" title={t('winner.title')}>
            <TrophyWinner winner={tr.winner} />
          </Section>
        )}
        <Section id="trophy-candidates" title={t('candidates.title')}>
          {candidates.error ? (
            <LoadError
              error={candidates.error}
              onRetry={() => void candidates.refetch()}
              title={t('candidates.loadError')}
            />
          ) : !candidates.data ? (
            <ListSkeleton rows={3} height={64} />
          ) : candidates.data.data.length === 0 ? (
            <Text c="dimmed">{t('candidates.empty')}</Text>
          ) : (
            <TrophyCandidates nominees={candidates.data.data} method={tr.method} />
          )}
        </Section>
        <Section id="trophy-decision" title={t('decision.title')}>
          <TrophyDecision trophy={tr} nominees={candidates.data?.data} />
        </Section>
        {awarded && (
          <>
            <Divider />
            <Section id="trophy-protocol" title={t('protocol.title')}>
              <ProtocolDownloads trophyId={tr.id} method={tr.method} />
            </Section>
            <Section id="trophy-badge" title={t('badge.title')}>
              <BadgeSnippet trophyId={tr.id} trophyName={tr.name} organiser={tr.organiser} />
            </Section>
          </>
        )}
      </Stack>
    </Container>
  );
}
