import { useEffect } from 'react';
import { Alert, Badge, Button, Container, Group, Pagination, Stack, Tabs, Text } from '@mantine/core';
import { IconLock, IconPlus, IconTrophy } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayDoInTeam, TROPHY_TEAM_RELATIONS, type CreatorTrophy, type TeamRole } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { NoTeamState } from '@/components/no-team-state';
import { PageHeader } from '@/components/page-header';
import { TeamNav } from '@/components/team-nav';
import { useMe } from '@/lib/me-query';
import { useCreatorTrophies } from '../api/creator-list';
import { useTrophyCategories } from '../api/categories';
import { useMyTrophies } from '../api/mine';
import { BadgeButton, type BadgeSnippetSlot } from '../components/badge-button';
import { TrophyFilters } from '../components/trophy-filters';
import { TrophyTable } from '../components/trophy-table';
import { useTrophyModals } from '../components/use-trophy-modals';
import { isFiltered, readFilters, toApiQuery, writeFilters, type TrophyListFilters } from '../list-query';
import { refreshing } from '@/components/refreshing';

// /dashboard/creator/trophies (issue 18 §5): the selected team's trophies — those it runs, has won or is nominated
// for — with every spec §3 option and the relation in the URL. A YouTuber without a team sees the trophies their
// own reviews have won. The badge snippet comes from the public trophies feature through the `badgeSnippet` slot.

export interface CreatorTrophiesPageProps {
  badgeSnippet?: BadgeSnippetSlot;
}

export default function CreatorTrophiesPage({ badgeSnippet }: CreatorTrophiesPageProps) {
  const { t } = useTranslation('trophyOrganiser');
  const { user } = useMe();
  const member = user?.selectedCreatorTeam;
  if (!member) {
    return (
      <Container size="lg" py="xl">
        <PageHeader title={t('creator.title')} />
        {user?.youtuber ? <MyTrophies badgeSnippet={badgeSnippet} /> : <NoTeamState text={t('creator.noTeam')} />}
      </Container>
    );
  }
  const team = member.creatorTeam;
  const usable = team.verification.status === 'APPROVED' && team.accessStatus !== 'BLOCKED';
  return (
    <CreatorTrophiesContent
      key={team.id}
      teamId={team.id}
      brandName={team.brandName}
      role={member.role}
      usable={usable}
      badgeSnippet={badgeSnippet}
    />
  );
}

function MyTrophies({ badgeSnippet }: { badgeSnippet?: BadgeSnippetSlot }) {
  const { t } = useTranslation('trophyOrganiser');
  const mine = useMyTrophies();
  if (mine.isPending) return <ListSkeleton rows={3} height={56} />;
  if (mine.isError) return <LoadError title={t('list.loadError')} error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.data.length === 0) return <EmptyState icon={IconTrophy} title={t('creator.mineEmptyTitle')} text={t('creator.mineEmptyText')} />;
  return <TrophyTable rows={mine.data.data} label={t('creator.mineLabel')} extra={(row) => <BadgeButton trophy={row} badgeSnippet={badgeSnippet} />} />;
}

interface ContentProps {
  teamId: string;
  brandName: string;
  role: TeamRole;
  /** The team is APPROVED and not blocked: only then may it run trophies. */
  usable: boolean;
  badgeSnippet?: BadgeSnippetSlot;
}

export function CreatorTrophiesContent({ teamId, brandName, role, usable, badgeSnippet }: ContentProps) {
  const { t } = useTranslation('trophyOrganiser');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const categories = useTrophyCategories();
  const list = useCreatorTrophies(teamId, { ...toApiQuery(filters), ...(filters.relation ? { relation: filters.relation } : {}) });
  const modals = useTrophyModals();
  const mayRun = mayDoInTeam(role, 'runTrophies');
  const canCreate = mayRun && usable;
  const update = (changes: Partial<TrophyListFilters>) => setParams((current) => writeFilters(current, changes), { replace: true });
  const rows = list.data?.data ?? [];
  const pageCount = list.data?.meta.pageCount ?? 0;
  useEffect(() => {
    if (list.data && pageCount >= 1 && filters.page > pageCount) update({ page: pageCount });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, pageCount, filters.page]);

  const extra = (row: CreatorTrophy) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Badge variant="dot" color={row.relation === 'WON' ? 'teal' : row.relation === 'RUNS' ? 'blue' : 'gray'}>{t(`relation.${row.relation}`)}</Badge>
      {row.relation === 'WON' && <BadgeButton trophy={row} badgeSnippet={badgeSnippet} />}
    </Group>
  );

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t('creator.title')}
        description={t('creator.description', { name: brandName })}
        action={canCreate ? <Button leftSection={<IconPlus size={16} />} onClick={() => modals.create(teamId)}>{t('actions.new')}</Button> : undefined}
      />
      <TeamNav />
      {mayRun && !usable && <Alert color="gray" icon={<IconLock size={18} />} role="status" mb="md">{t('creator.notUsable')}</Alert>}
      <Tabs value={filters.relation ?? 'ALL'} onChange={(value) => update({ relation: value === 'ALL' || !value ? null : (value as TrophyListFilters['relation']) })} mb="md">
        <Tabs.List>
          <Tabs.Tab value="ALL">{t('relationTabs.ALL')}</Tabs.Tab>
          {TROPHY_TEAM_RELATIONS.map((relation) => <Tabs.Tab key={relation} value={relation}>{t(`relationTabs.${relation}`)}</Tabs.Tab>)}
        </Tabs.List>
      </Tabs>
      <TrophyFilters filters={filters} onChange={update} categories={categories.data?.data ?? []} />
      {list.isPending && <ListSkeleton rows={4} height={56} />}
      {list.isError && !list.data && <LoadError title={t('list.loadError')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && rows.length === 0 && (
        <EmptyState
          icon={IconTrophy}
          title={isFiltered(filters) || filters.relation ? t('list.filteredTitle') : t('creator.emptyTitle')}
          text={isFiltered(filters) || filters.relation ? t('list.filteredText') : t('creator.emptyText')}
        />
      )}
      {rows.length > 0 && (
        <Stack gap="md" {...refreshing(list.isPlaceholderData)}>
          <Text fz="sm" c="dimmed" aria-live="polite">{t('list.total', { count: list.data?.meta.total ?? 0 })}</Text>
          <TrophyTable
            rows={rows}
            label={t('creator.listLabel')}
            onOpen={(row) => (row.relation === 'RUNS' && mayRun ? () => modals.edit(row.id) : undefined)}
            extra={extra}
          />
          {pageCount > 1 && (
            <Group justify="center"><Pagination total={pageCount} value={filters.page} onChange={(page) => update({ page })} size="sm" /></Group>
          )}
        </Stack>
      )}
    </Container>
  );
}
