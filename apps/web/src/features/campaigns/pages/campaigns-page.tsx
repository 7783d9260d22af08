import { Anchor, Button, Container, Select, Stack, Group, Text } from '@mantine/core';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_STATUSES, LIST_TAKE_DEFAULT, mayDoInTeam, type CampaignSummary } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { TeamNav } from '@/components/team-nav';
import { paths } from '@/config/paths';
import { useCampaigns } from '../api/campaigns';
import { CampaignForm } from '../components/campaign-form';
import { CampaignStatusBadge } from '../components/campaign-status-badge';

// /dashboard/creator/campaigns: the selected team's featuring campaigns, searched and filtered by status (the query
// in the URL), and the "new campaign" modal for an OWNER or ADMIN.

const SORTS = ['createdAt:DESC', 'createdAt:ASC', 'name:ASC', 'startsOn:DESC'] as const;
const ADDRESS = { filters: { status: CAMPAIGN_STATUSES }, sorts: SORTS, names: { search: 'q' } } as const;

export default function CampaignsPage() {
  const { t } = useTranslation('campaigns');
  return (
    <SelectedTeamPage title={t('list.title')} noTeamText={t('list.noTeam')}>
      {(member) => <CampaignList teamId={member.creatorTeam.id} mayRun={mayDoInTeam(member.role, 'runCampaigns')} />}
    </SelectedTeamPage>
  );
}

function CampaignList({ teamId, mayRun }: { teamId: string; mayRun: boolean }) {
  const { t, i18n } = useTranslation('campaigns');
  const navigate = useNavigate();
  const stack = useModalStack();
  const list = useListParams(ADDRESS);
  const campaigns = useCampaigns(teamId, {
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    search: list.search,
    status: list.filters.status ?? undefined,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
  });
  const open = () =>
    stack.open({
      key: 'newCampaign',
      title: t('form.title'),
      size: 'lg',
      render: (top) => (
        <CampaignForm
          teamId={teamId}
          onDone={(saved) => {
            top.back();
            void navigate(paths.creatorCampaign.href(saved.id));
          }}
        />
      ),
    });
  const add = mayRun ? (
    <Button leftSection={<IconPlus size={18} />} onClick={open}>
      {t('list.add')}
    </Button>
  ) : undefined;
  const credits = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const name = (c: CampaignSummary) => (
    <Anchor component={Link} to={paths.creatorCampaign.href(c.id)} fw={600} fz="sm">
      {c.name}
    </Anchor>
  );
  const spent = (c: CampaignSummary) => (
    <Text fz="sm">{t('list.spentOf', { spent: credits(c.spent), budget: credits(c.totalBudget) })}</Text>
  );

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('list.title')} description={t('list.description')} action={add} />
      <TeamNav />
      <ListFilters>
        <ListSearch list={list} label={t('list.search')} placeholder={t('list.searchPlaceholder')} />
        <Select
          label={t('list.status')}
          placeholder={t('list.allStatuses')}
          clearable
          data={CAMPAIGN_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          style={{ flex: '1 1 160px' }}
        />
      </ListFilters>
      <PagedList
        list={list}
        query={campaigns}
        label={t('list.tableLabel')}
        total={(count) => t('list.total', { count })}
        rowKey={(c) => c.id}
        rowTestId="campaign-row"
        errorTitle={t('list.loadError')}
        clearLabel={t('list.clearFilters')}
        empty={
          list.isFiltered
            ? { icon: IconSpeakerphone, title: t('list.emptyFilteredTitle'), text: t('list.emptyFilteredText') }
            : { icon: IconSpeakerphone, title: t('list.emptyTitle'), text: t('list.emptyText'), action: add }
        }
        columns={[
          { header: t('list.columns.name'), cell: name },
          { header: t('list.columns.status'), cell: (c) => <CampaignStatusBadge status={c.status} /> },
          { header: t('list.columns.spent'), cell: spent },
          { header: t('list.columns.bids'), cell: (c) => c.bidCount },
          {
            header: t('list.columns.dates'),
            cell: (c) => (
              <Text fz="sm">{c.endsOn ? `${c.startsOn} – ${c.endsOn}` : t('list.from', { day: c.startsOn })}</Text>
            ),
          },
        ]}
        card={(c) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              {name(c)}
              <CampaignStatusBadge status={c.status} />
            </Group>
            {spent(c)}
          </Stack>
        )}
      />
    </Container>
  );
}
