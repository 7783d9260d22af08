import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { Code, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconListSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { LIST_TAKE_DEFAULT, TRUST_AUDIT_ACTIONS, type AuditEntry, type AuditListQuery } from '@plaudit/contract';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { AuditSentence } from '../components/audit-sentence';
import { fieldLabel } from '../components/field-label';

// /admin/audit: who did what to whom and when, filterable by actor, action and date range, paged.

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A value for people: dates in their language, yes/no, an id shortened, a list of ids counted (never raw JSON of ids). */
function show(value: unknown, language: string, t: TFunction<'audit'>): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (isUuid(value)) return t('values.id', { short: value.slice(0, 8) });
  if (Array.isArray(value) && value.every(isUuid)) return t('values.ids', { count: value.length });
  if (typeof value === 'string' && ISO.test(value) && Number.isFinite(Date.parse(value)))
    return formatDateTime(value, language);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An id the entry also names (`winnerId` beside `winnerTitle`) says nothing more: only the name is shown. */
const named = (key: string, record: Record<string, unknown>) => {
  const stem = key.replace(/Id$/, '');
  return stem !== key && (typeof record[`${stem}Title`] === 'string' || typeof record[`${stem}Name`] === 'string');
};

/** The changed fields as `field: before → after` lines (ids of the punishment are context, not change). */
function ChangeList({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('audit');
  const both = { ...entry.before, ...entry.after };
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (k) => k !== 'punishmentId' && !named(k, both),
  );
  if (keys.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={2}>
      {keys.map((key) => {
        const inBefore = entry.before && key in entry.before;
        const inAfter = entry.after && key in entry.after;
        return (
          <Text key={key} fz="xs" style={{ overflowWrap: 'anywhere' }}>
            <Code>{fieldLabel(key, t)}</Code> {inBefore && <span>{show(entry.before![key], i18n.language, t)}</span>}
            {inBefore && inAfter && ' → '}
            {inAfter && <strong>{show(entry.after![key], i18n.language, t)}</strong>}
          </Text>
        );
      })}
    </Stack>
  );
}

/** A day in the URL (YYYY-MM-DD, as the date picker gives it); anything else is no day. */
const day = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).isValid() ? value : null;

export default function AdminAuditPage() {
  const { t, i18n } = useTranslation('audit');
  // The actor box is the list's search (?search=), so the URL of a filtered log reads like every other list's.
  const list = useListParams({ filters: { action: TRUST_AUDIT_ACTIONS, from: 'text', to: 'text' } });
  const from = day(list.filters.from);
  const to = day(list.filters.to);
  const query: AuditListQuery = {
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    actor: list.search,
    action: list.filters.action ?? undefined,
    from: from ? dayjs(from).startOf('day').toISOString() : undefined,
    to: to ? dayjs(to).endOf('day').toISOString() : undefined,
  };
  const audit = useAudit(query);
  const actionLabel = (a: string) => t(`actions.${a}`, { defaultValue: a });

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListFilters>
        <ListSearch list={list} label={t('actor')} placeholder={t('actorPlaceholder')} style={{ flex: '2 1 200px' }} />
        <Select
          label={t('action')}
          placeholder={t('actionPlaceholder')}
          data={TRUST_AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
          value={list.filters.action}
          onChange={(v) => list.setFilter('action', v)}
          clearable
          size="md"
          style={{ flex: '1 1 180px' }}
        />
        <DatesProvider settings={{ locale: i18n.language.startsWith('de') ? 'de' : 'en' }}>
          <DatePickerInput
            type="range"
            label={t('dates')}
            placeholder={t('datesPlaceholder')}
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
            size="md"
            style={{ flex: '1 1 220px' }}
          />
        </DatesProvider>
      </ListFilters>

      <PagedList
        list={list}
        query={audit}
        label={t('tableLabel')}
        rowKey={(e) => e.id}
        rowTestId="audit-row"
        total={(count) => t('total', { count })}
        empty={{ icon: IconListSearch, title: t('emptyTitle'), text: t('emptyText') }}
        clearLabel={t('clearFilters')}
        errorTitle={t('errorTitle')}
        skeleton={{ rows: 4, height: 52 }}
        columns={[
          {
            header: t('columns.at'),
            cell: (e) => <Text fz="sm">{formatDateTime(e.at, i18n.language)}</Text>,
            style: { whiteSpace: 'nowrap' },
          },
          {
            header: t('columns.what'),
            cell: (e) => (
              <>
                <AuditSentence entry={e} />
                {e.actor && (
                  <Text fz="xs" c="dimmed">
                    {e.actor.email}
                  </Text>
                )}
              </>
            ),
            style: { maxWidth: 420 },
          },
          { header: t('columns.change'), cell: (e) => <ChangeList entry={e} />, style: { maxWidth: 360 } },
        ]}
        card={(e) => (
          <Stack gap={6}>
            <Text fz="xs" c="dimmed">
              {formatDateTime(e.at, i18n.language)}
            </Text>
            <AuditSentence entry={e} />
            <ChangeList entry={e} />
          </Stack>
        )}
      />
    </>
  );
}
