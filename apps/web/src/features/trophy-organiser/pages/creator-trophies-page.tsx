import { Alert, Badge, Button, Container, Group, Tabs } from '@mantine/core';
import { IconLock, IconPlus, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayDoInTeam, TROPHY_TEAM_RELATIONS, type CreatorTrophy, type TeamRole } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { NoTeamState } from '@/components/no-team-state';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { PagedRows, useListParams } from '@/components/paged-list';
import { TeamNav } from '@/components/team-nav';
import { useCreatorTrophies } from '../api/creator-list';
import { useTrophyCategories } from '../api/categories';
import { useMyTrophies } from '../api/mine';
import { BadgeButton, type BadgeSnippetSlot } from '../components/badge-button';
import { TrophyFilters } from '../components/trophy-filters';
import { TrophyTable } from '../components/trophy-table';
import { useTrophyModals } from '../components/use-trophy-modals';
import { CREATOR_TROPHY_LIST, trophyListQuery } from '../list-query';

// /dashboard/creator/trophies: the selected team's trophies — those it runs, has won or is nominated
// for — with every the option and the relation in the URL. A YouTuber without a team sees the trophies their
// own reviews have won. The badge snippet comes from the public trophies feature through the `badgeSnippet` slot.

export interface CreatorTrophiesPageProps {
  badgeSnippet?: BadgeSnippetSlot;
}

export default function CreatorTrophiesPage({ badgeSnippet }: CreatorTrophiesPageProps) {
  const { t } = useTranslation('trophyOrganiser');
  return (
    <SelectedTeamPage
      title={t('creator.title')}
      withoutTeam={(user) =>
        user?.youtuber ? <MyTrophies badgeSnippet={badgeSnippet} /> : <NoTeamState text={t('creator.noTeam')} />
      }
    >
      {(member) => {
        const team = member.creatorTeam;
        const usable = team.verification.status === 'APPROVED' && team.accessStatus !== 'BLOCKED';
        return (
          <CreatorTrophiesContent
            teamId={team.id}
            brandName={team.brandName}
            role={member.role}
            usable={usable}
            badgeSnippet={badgeSnippet}
          />
        );
      }}
    </SelectedTeamPage>
  );
}

function MyTrophies({ badgeSnippet }: { badgeSnippet?: BadgeSnippetSlot }) {
  const { t } = useTranslation('trophyOrganiser');
  const mine = useMyTrophies();
  if (mine.isPending) return <ListSkeleton rows={3} height={56} />;
  if (mine.isError)
    return <LoadError title={t('list.loadError')} error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.data.length === 0)
    return <EmptyState icon={IconTrophy} title={t('creator.mineEmptyTitle')} text={t('creator.mineEmptyText')} />;
  return (
    <TrophyTable
      rows={mine.data.data}
      label={t('creator.mineLabel')}
      extra={(row) => <BadgeButton trophy={row} badgeSnippet={badgeSnippet} />}
    />
  );
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
  const list = useListParams(CREATOR_TROPHY_LIST);
  const categories = useTrophyCategories();
  const trophies = useCreatorTrophies(teamId, {
    ...trophyListQuery(list),
    ...(list.filters.relation ? { relation: list.filters.relation } : {}),
  });
  const modals = useTrophyModals();
  const mayRun = mayDoInTeam(role, 'runTrophies');
  const canCreate = mayRun && usable;

  const extra = (row: CreatorTrophy) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Badge variant="dot" color={row.relation === 'WON' ? 'teal' : row.relation === 'RUNS' ? 'blue' : 'gray'}>
        {t(`relation.${row.relation}`)}
      </Badge>
      {row.relation === 'WON' && <BadgeButton trophy={row} badgeSnippet={badgeSnippet} />}
    </Group>
  );

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t('creator.title')}
        description={t('creator.description', { name: brandName })}
        action={
          canCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => modals.create(teamId)}>
              {t('actions.new')}
            </Button>
          ) : undefined
        }
      />
      <TeamNav />
      {mayRun && !usable && (
        <Alert color="gray" icon={<IconLock size={18} />} role="status" mb="md">
          {t('creator.notUsable')}
        </Alert>
      )}
      <Tabs
        value={list.filters.relation ?? 'ALL'}
        onChange={(value) => list.setFilter('relation', value === 'ALL' ? null : value)}
        mb="md"
      >
        <Tabs.List>
          <Tabs.Tab value="ALL">{t('relationTabs.ALL')}</Tabs.Tab>
          {TROPHY_TEAM_RELATIONS.map((relation) => (
            <Tabs.Tab key={relation} value={relation}>
              {t(`relationTabs.${relation}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <TrophyFilters list={list} categories={categories.data?.data ?? []} />
      <PagedRows
        list={list}
        query={trophies}
        total={(count) => t('list.total', { count })}
        empty={{
          icon: IconTrophy,
          title: list.isFiltered ? t('list.filteredTitle') : t('creator.emptyTitle'),
          text: list.isFiltered ? t('list.filteredText') : t('creator.emptyText'),
        }}
        errorTitle={t('list.loadError')}
        skeleton={{ rows: 4, height: 56 }}
      >
        {(rows) => (
          <TrophyTable
            rows={rows}
            label={t('creator.listLabel')}
            onOpen={(row) => (row.relation === 'RUNS' && mayRun ? () => modals.edit(row.id) : undefined)}
            extra={extra}
          />
        )}
      </PagedRows>
    </Container>
  );
}
