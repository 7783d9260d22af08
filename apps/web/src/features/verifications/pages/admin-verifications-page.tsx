import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUSES, VERIFICATION_TYPES, type AdminVerification } from '@plaudit/contract';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { useModalStack } from '@/components/modal-stack';
import { formatDateTime } from '@/lib/format';
import { useVerifications } from '../api/get-verifications';
import { StatusBadge } from '../components/status-badge';
import { VerificationReview } from '../components/verification-review';

const TAKE = 20;
const ALL = 'ALL';

/** /admin/verifications: the queue of creator and YouTuber applications, filtered, searched and paged. */
export default function AdminVerificationsPage() {
  const { t, i18n } = useTranslation('verifications');
  const stack = useModalStack();
  // The queue opens on PENDING; ?search= (a link from the audit log) looks for that brand or channel in every status.
  const [params] = useSearchParams();
  const list = useListParams({
    filters: { status: [ALL, ...VERIFICATION_STATUSES] as const, type: [ALL, ...VERIFICATION_TYPES] as const },
    defaults: { status: params.get('search') ? ALL : 'PENDING', type: ALL },
  });
  const { status, type } = list.filters;
  const verifications = useVerifications({
    page: list.page,
    take: TAKE,
    status: status === ALL ? undefined : (status ?? undefined),
    type: type === ALL ? undefined : (type ?? undefined),
    search: list.search,
    sortBy: 'submittedAt',
    sortOrder: status === 'PENDING' ? 'ASC' : 'DESC',
  });

  const open = (item: AdminVerification) =>
    stack.open({
      key: 'adminVerification',
      title: t('review.title'),
      size: 'lg',
      render: (api) => <VerificationReview item={item} stack={api} />,
    });

  const name = (item: AdminVerification) => (
    <>
      <Text fw={600}>
        {item.kind === 'RENAME' ? t('renameFromTo', { from: item.previousName ?? '', to: item.name }) : item.name}
      </Text>
      <Text fz="xs" c="dimmed">
        {item.kind === 'RENAME' ? `${t('kind.RENAME')} · ` : ''}
        {item.profile ?? item.link}
      </Text>
    </>
  );
  const applicant = (item: AdminVerification) => (
    <>
      <Text fz="sm">{item.applicant?.name ?? '—'}</Text>
      <Text fz="xs" c="dimmed">
        {item.applicant?.email}
      </Text>
    </>
  );
  const state = (item: AdminVerification) => (
    <Group gap={6}>
      <StatusBadge status={item.status} />
      {item.accessStatus === 'BLOCKED' && (
        <Text fz="xs" c="red">
          {t('access.blocked')}
        </Text>
      )}
    </Group>
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ListFilters>
        <ListSearch list={list} label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} />
        <Select
          label={t('filters.status')}
          data={[
            { value: ALL, label: t('filters.all') },
            ...VERIFICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={status}
          onChange={(v) => list.setFilter('status', v)}
          allowDeselect={false}
          size="md"
          w={200}
        />
        <SegmentedControl
          aria-label={t('filters.type')}
          value={type ?? ALL}
          onChange={(v) => list.setFilter('type', v)}
          data={[
            { value: ALL, label: t('filters.all') },
            ...VERIFICATION_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
          ]}
        />
      </ListFilters>

      <PagedList
        list={list}
        query={verifications}
        label={t('title')}
        rowKey={(item) => item.id}
        // Named by its visible text, after what it does (WCAG 2.5.3 label in name).
        open={{ label: t('review.open'), onOpen: open }}
        total={(count) => t('total', { count })}
        empty={{ icon: IconInbox, title: t('empty.title'), text: t('empty.text') }}
        errorTitle={t('error.title')}
        columns={[
          { header: t('fields.name'), cell: name },
          { header: t('fields.type'), cell: (item) => t(`type.${item.type}`) },
          { header: t('fields.applicant'), cell: applicant },
          {
            header: t('fields.submitted'),
            cell: (item) => <Text fz="sm">{formatDateTime(item.submittedAt, i18n.language)}</Text>,
          },
          { header: t('fields.status'), cell: state },
        ]}
        card={(item) => (
          <Stack gap={6}>
            {name(item)}
            <Text fz="sm">
              {t(`type.${item.type}`)} · {formatDateTime(item.submittedAt, i18n.language)}
            </Text>
            {applicant(item)}
            {state(item)}
          </Stack>
        )}
      />
    </>
  );
}
