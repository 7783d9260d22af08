import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, type AdminCreditTeam } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { useAdminCredits } from '../api/admin-credits';
import { AdjustForm, GrantForm, RefundForm } from '../components/admin-credit-forms';
import { formatCredits } from '../components/money';

// /admin/credits: teams with their balances (searched by brand, sorted by balance or name, in the URL), and on each
// the admin's grant, adjustment and refund dialogs. ADMIN only (the route's guard and the server).

const SORTS = ['balance:DESC', 'balance:ASC', 'brandName:ASC'] as const;
const MODAL_KEY = { grant: 'creditGrant', adjust: 'creditAdjustment', refund: 'creditRefund' } as const;

export default function AdminCreditsPage() {
  const { t, i18n } = useTranslation('credits');
  const stack = useModalStack();
  const list = useListParams({ sorts: SORTS });
  const teams = useAdminCredits({
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    search: list.search,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
  });
  const n = (value: number) => formatCredits(value, i18n.language);

  const open = (team: AdminCreditTeam, kind: 'grant' | 'adjust' | 'refund') =>
    stack.open({
      key: MODAL_KEY[kind],
      title: t(`admin.${kind}Title`, { name: team.brandName }),
      render: (top) => {
        const props = { team, onDone: () => top.back(), onCancel: () => top.back() };
        return kind === 'grant' ? (
          <GrantForm {...props} />
        ) : kind === 'adjust' ? (
          <AdjustForm {...props} />
        ) : (
          <RefundForm {...props} />
        );
      },
    });

  const actions = (team: AdminCreditTeam) => (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => open(team, 'grant')}
        aria-label={t('admin.grantOf', { name: team.brandName })}
      >
        {t('admin.grant')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => open(team, 'adjust')}
        aria-label={t('admin.adjustOf', { name: team.brandName })}
      >
        {t('admin.adjust')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        disabled={!team.topUps.some((topUp) => topUp.status === 'PAID')}
        onClick={() => open(team, 'refund')}
        aria-label={t('admin.refundOf', { name: team.brandName })}
      >
        {t('admin.refund')}
      </Button>
    </Group>
  );

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <ListFilters>
        <ListSearch list={list} label={t('admin.search')} placeholder={t('admin.searchPlaceholder')} />
        <Select
          label={t('admin.sort')}
          data={SORTS.map((sort) => ({ value: sort, label: t(`admin.sorts.${sort}`) }))}
          value={list.sort}
          onChange={(value) => value && list.setSort(value)}
          allowDeselect={false}
          style={{ flex: '1 1 180px' }}
        />
      </ListFilters>
      <PagedList
        list={list}
        query={teams}
        label={t('admin.tableLabel')}
        total={(count) => t('admin.total', { count })}
        rowKey={(team) => team.teamId}
        rowTestId="admin-credit-team"
        errorTitle={t('admin.loadError')}
        clearLabel={t('ledger.clearFilters')}
        empty={{ icon: IconCoins, title: t('admin.emptyTitle'), text: t('admin.emptyText') }}
        columns={[
          {
            header: t('admin.columns.team'),
            cell: (team) => (
              <Text fw={600} fz="sm">
                {team.brandName}
              </Text>
            ),
          },
          { header: t('figures.balance'), cell: (team) => <Text fz="sm">{n(team.balance)}</Text> },
          { header: t('figures.held'), cell: (team) => <Text fz="sm">{n(team.held)}</Text> },
          { header: t('figures.available'), cell: (team) => <Text fz="sm">{n(team.available)}</Text> },
          { header: t('admin.columns.granted'), cell: (team) => <Text fz="sm">{n(team.granted)}</Text> },
          { header: t('admin.columns.actions'), cell: actions },
        ]}
        card={(team) => (
          <Stack gap={6}>
            <Text fw={600}>{team.brandName}</Text>
            <Text fz="sm" c="dimmed">
              {t('admin.cardLine', { balance: n(team.balance), held: n(team.held), granted: n(team.granted) })}
            </Text>
            {actions(team)}
          </Stack>
        )}
      />
    </>
  );
}
