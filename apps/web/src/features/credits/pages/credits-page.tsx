import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Button, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCoins, IconDownload, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CREDIT_ENTRY_KINDS,
  DEFAULT_CURRENCY,
  LIST_TAKE_DEFAULT,
  mayDoInTeam,
  type CreditAccount,
  type CreditEntry,
  type CreditEntriesQuery,
  type Currency,
  type TeamRole,
} from '@plaudit/contract';
import { LoadError, ListSkeleton } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { ListFilters, PagedList, useListParams } from '@/components/paged-list';
import { TeamNav } from '@/components/team-nav';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { getCreditEntriesCsv, useCreditAccount, useCreditEntries } from '../api/get-credits';
import { BalanceCards } from '../components/balance-cards';
import { entryActor, entrySentence } from '../components/entry-sentence';
import { LowBalanceForm } from '../components/low-balance-form';
import { formatCredits } from '../components/money';
import { ReceiptsList } from '../components/receipts-list';
import { TopUpForm } from '../components/top-up-form';

// /dashboard/creator/credits: the selected team's balance, held and available credits; the "top-up credits" modal;
// the ledger with its kind and date filters in the URL (?kind=&from=&to=&page=), each entry said in a sentence, and
// its CSV; the receipts; the low-balance setting. EDITORs see the figures only (the rest is the owners' and admins').

const ADDRESS = { filters: { kind: CREDIT_ENTRY_KINDS, from: 'text', to: 'text' } } as const;
const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid() ? value : null;

export default function CreditsPage() {
  const { t } = useTranslation('credits');
  return (
    <SelectedTeamPage title={t('title')} noTeamText={t('noTeam')}>
      {(member, user) => (
        <CreditsContent
          teamId={member.creatorTeam.id}
          brandName={member.creatorTeam.brandName}
          role={member.role}
          currency={(user.settings.currency ?? DEFAULT_CURRENCY) as Currency}
        />
      )}
    </SelectedTeamPage>
  );
}

function CreditsContent({
  teamId,
  brandName,
  role,
  currency,
}: {
  teamId: string;
  brandName: string;
  role: TeamRole;
  currency: Currency;
}) {
  const { t } = useTranslation('credits');
  const stack = useModalStack();
  const account = useCreditAccount(teamId);
  const manages = mayDoInTeam(role, 'manageCredits');

  const openTopUp = (data: CreditAccount) =>
    stack.open({
      key: 'topUpCredits',
      title: t('topUp.title'),
      size: 'lg',
      render: (top) => (
        <TopUpForm
          teamId={teamId}
          account={data}
          displayCurrency={currency}
          onCancel={() => top.back()}
          onLeave={() => top.closeAll()}
        />
      ),
    });

  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t('title')}
        description={t('description', { name: brandName })}
        action={
          manages &&
          account.data && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => openTopUp(account.data)}>
              {t('topUp.open')}
            </Button>
          )
        }
      />
      <TeamNav />
      {account.isPending && <ListSkeleton rows={1} height={110} />}
      {account.isError && (
        <LoadError title={t('loadError')} error={account.error} onRetry={() => void account.refetch()} />
      )}
      {account.data && <BalanceCards account={account.data} />}
      {manages ? (
        <Stack gap="xl">
          <Ledger teamId={teamId} />
          <ReceiptsList teamId={teamId} />
          {account.data && (
            <LowBalanceForm key={account.data.lowBalanceThreshold ?? 'none'} teamId={teamId} account={account.data} />
          )}
        </Stack>
      ) : (
        <Text c="dimmed">{t('editorNote')}</Text>
      )}
    </Container>
  );
}

function Ledger({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation('credits');
  const list = useListParams(ADDRESS);
  const from = day(list.filters.from);
  const to = day(list.filters.to);
  const filters = { kind: list.filters.kind ?? undefined, from: from ?? undefined, to: to ?? undefined };
  const query: CreditEntriesQuery = { page: list.page, take: LIST_TAKE_DEFAULT, ...filters };
  const entries = useCreditEntries(teamId, query);

  const exportCsv = async () => {
    try {
      const csv = await getCreditEntriesCsv(teamId, filters);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'plaudit-credits.csv';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyError(error);
    }
  };

  const sentence = (entry: CreditEntry) => {
    const actor = entryActor(entry);
    return (
      <div>
        <Text fz="sm">{entrySentence(entry, t, i18n.language)}</Text>
        {actor && (
          <Text fz="xs" c="dimmed">
            {t('ledger.by', { name: actor })}
          </Text>
        )}
      </div>
    );
  };

  const amount = (entry: CreditEntry) => {
    const value = entry.amount;
    if (value === 0)
      return (
        <Text fz="sm" c="dimmed">
          {t('ledger.noChange')}
        </Text>
      );
    return (
      <Text fz="sm" fw={600} c={value > 0 ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value > 0 ? '+' : '−'}
        {formatCredits(Math.abs(value), i18n.language)}
      </Text>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="ledger-title">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} fz="lg" id="ledger-title">
          {t('ledger.title')}
        </Title>
        <Button variant="default" size="xs" leftSection={<IconDownload size={14} />} onClick={() => void exportCsv()}>
          {t('ledger.csv')}
        </Button>
      </Group>
      <ListFilters>
        <Select
          label={t('ledger.kind')}
          placeholder={t('ledger.allKinds')}
          clearable
          data={CREDIT_ENTRY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={list.filters.kind}
          onChange={(value) => list.setFilter('kind', value)}
          style={{ flex: '1 1 180px' }}
        />
        <DatesProvider settings={{ locale: i18n.language.startsWith('de') ? 'de' : 'en' }}>
          <DatePickerInput
            type="range"
            label={t('ledger.dates')}
            placeholder={t('ledger.datesPlaceholder')}
            value={[from, to]}
            onChange={([start, end]) =>
              list.setFilters({
                from: start ? dayjs(start).format('YYYY-MM-DD') : null,
                to: end ? dayjs(end).format('YYYY-MM-DD') : null,
              })
            }
            clearable
            allowSingleDateInRange
            maxDate={new Date()}
            style={{ flex: '1 1 240px' }}
          />
        </DatesProvider>
      </ListFilters>
      <PagedList
        list={list}
        query={entries}
        label={t('ledger.tableLabel')}
        total={(count) => t('ledger.total', { count })}
        rowKey={(entry) => entry.id}
        rowTestId="credit-entry"
        errorTitle={t('ledger.loadError')}
        clearLabel={t('ledger.clearFilters')}
        empty={
          list.isFiltered
            ? { icon: IconCoins, title: t('ledger.emptyFilteredTitle'), text: t('ledger.emptyFilteredText') }
            : { icon: IconCoins, title: t('ledger.emptyTitle'), text: t('ledger.emptyText') }
        }
        columns={[
          {
            header: t('ledger.columns.date'),
            cell: (entry) => (
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.createdAt, i18n.language)}
              </Text>
            ),
          },
          {
            header: t('ledger.columns.entry'),
            cell: sentence,
          },
          { header: t('ledger.columns.amount'), cell: amount },
          {
            header: t('ledger.columns.balance'),
            cell: (entry) => <Text fz="sm">{formatCredits(entry.balanceAfter, i18n.language)}</Text>,
          },
        ]}
        card={(entry) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {sentence(entry)}
              {amount(entry)}
            </Group>
            <Text fz="xs" c="dimmed">
              {formatDateTime(entry.createdAt, i18n.language)} ·{' '}
              {t('ledger.balanceAfter', { balance: formatCredits(entry.balanceAfter, i18n.language) })}
            </Text>
          </Stack>
        )}
      />
    </Stack>
  );
}
