import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { useState } from 'react';
import { Button, Card, Code, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListSearch, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, TRUST_AUDIT_ACTIONS, type AuditEntry, type AuditListQuery } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { AuditSentence } from '../components/audit-sentence';

// /admin/audit: who did what to whom and when, filterable by actor, action and date range, paged.

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
function show(value: unknown, language: string): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'string' && ISO.test(value) && Number.isFinite(Date.parse(value))) return formatDateTime(value, language);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The changed fields as `field: before → after` lines (ids of the punishment are context, not change). */
function ChangeList({ entry }: { entry: AuditEntry }) {
  const { i18n } = useTranslation();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((k) => k !== 'punishmentId');
  if (keys.length === 0) return <Text fz="sm" c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {keys.map((key) => {
        const inBefore = entry.before && key in entry.before;
        const inAfter = entry.after && key in entry.after;
        return (
          <Text key={key} fz="xs" style={{ overflowWrap: 'anywhere' }}>
            <Code>{key}</Code> {inBefore && <span>{show(entry.before![key], i18n.language)}</span>}
            {inBefore && inAfter && ' → '}
            {inAfter && <strong>{show(entry.after![key], i18n.language)}</strong>}
          </Text>
        );
      })}
    </Stack>
  );
}

export default function AdminAuditPage() {
  const { t, i18n } = useTranslation('adminAudit');
  const [actor, setActor] = useState('');
  const [debouncedActor] = useDebouncedValue(actor.trim(), 300);
  const [action, setAction] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  const [page, setPage] = useState(1);
  const query: AuditListQuery = {
    page,
    take: LIST_TAKE_DEFAULT,
    actor: debouncedActor || undefined,
    action: action ?? undefined,
    from: range[0] ? dayjs(range[0]).startOf('day').toISOString() : undefined,
    to: range[1] ? dayjs(range[1]).endOf('day').toISOString() : undefined,
  };
  const audit = useAudit(query);
  const data = audit.data?.data ?? [];
  const filtered = Boolean(debouncedActor || action || range[0] || range[1]);
  const actionLabel = (a: string) => t(`actions.${a}`, { defaultValue: a });
  const clear = () => {
    setActor('');
    setAction(null);
    setRange([null, null]);
    setPage(1);
  };

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Card withBorder radius="lg" p="md" mb="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('actor')}
            placeholder={t('actorPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={actor}
            onChange={(e) => {
              setActor(e.currentTarget.value);
              setPage(1);
            }}
            type="search"
            style={{ flex: '2 1 200px' }}
          />
          <Select
            label={t('action')}
            placeholder={t('actionPlaceholder')}
            data={TRUST_AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
            value={action}
            onChange={(v) => {
              setAction(v);
              setPage(1);
            }}
            clearable
            size="md"
            style={{ flex: '1 1 180px' }}
          />
          <DatesProvider settings={{ locale: i18n.language.startsWith('de') ? 'de' : 'en' }}>
            <DatePickerInput
              type="range"
              label={t('dates')}
              placeholder={t('datesPlaceholder')}
              value={range}
              onChange={(v) => {
                setRange(v as [string | null, string | null]);
                setPage(1);
              }}
              clearable
              allowSingleDateInRange
              maxDate={new Date()}
              size="md"
              style={{ flex: '1 1 220px' }}
            />
          </DatesProvider>
        </Group>
      </Card>

      {audit.isPending && <ListSkeleton rows={4} height={52} />}
      {audit.isError && !audit.data && <LoadError title={t('errorTitle')} error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && data.length === 0 && (
        <EmptyState
          icon={IconListSearch}
          title={t('emptyTitle')}
          text={t('emptyText')}
          action={
            filtered && (
              <Button variant="light" size="xs" onClick={clear}>
                {t('clearFilters')}
              </Button>
            )
          }
        />
      )}
      {audit.data && data.length > 0 && (
        <Stack gap="md" style={{ opacity: audit.isPlaceholderData ? 0.6 : 1 }}>
          <Text fz="sm" c="dimmed" aria-live="polite">
            {t('total', { count: audit.data.meta.total })}
          </Text>
          <Card withBorder radius="lg" p={0} visibleFrom="sm">
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.at')}</Table.Th>
                  <Table.Th>{t('columns.what')}</Table.Th>
                  <Table.Th>{t('columns.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((e) => (
                  <Table.Tr key={e.id} data-testid="audit-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text fz="sm">{formatDateTime(e.at, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td style={{ maxWidth: 420 }}>
                      <AuditSentence entry={e} />
                      {e.actor && <Text fz="xs" c="dimmed">{e.actor.email}</Text>}
                    </Table.Td>
                    <Table.Td style={{ maxWidth: 360 }}><ChangeList entry={e} /></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Stack gap="xs" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tableLabel')}>
            {data.map((e) => (
              <Card key={e.id} component="li" withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Text fz="xs" c="dimmed">{formatDateTime(e.at, i18n.language)}</Text>
                  <AuditSentence entry={e} />
                  <ChangeList entry={e} />
                </Stack>
              </Card>
            ))}
          </Stack>
          {audit.data.meta.pageCount > 1 && (
            <Group justify="center">
              <Pagination total={audit.data.meta.pageCount} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}
    </>
  );
}
