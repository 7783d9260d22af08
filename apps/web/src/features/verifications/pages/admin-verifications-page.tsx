import { useState } from 'react';
import { Card, Group, Pagination, SegmentedControl, Select, Stack, Table, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_STATUSES, type AdminVerification, type VerificationStatus, type VerificationType } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { useModalStack } from '@/components/modal-stack';
import { formatDateTime } from '@/lib/format';
import { useVerifications } from '../api/get-verifications';
import { StatusBadge } from '../components/status-badge';
import { VerificationReview } from '../components/verification-review';

const TAKE = 20;

/** /admin/verifications: the queue of creator and YouTuber applications, filtered, searched and paged. */
export default function AdminVerificationsPage() {
  const { t, i18n } = useTranslation('verifications');
  const stack = useModalStack();
  // ?search= (a link from the audit log) looks for that brand or channel in every status.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<VerificationStatus | null>(params.get('search') ? null : 'PENDING');
  const [type, setType] = useState<VerificationType | 'ALL'>('ALL');
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useVerifications({
    page, take: TAKE, status: status ?? undefined, type: type === 'ALL' ? undefined : type, search: debouncedSearch || undefined,
    sortBy: 'submittedAt', sortOrder: status === 'PENDING' ? 'ASC' : 'DESC',
  });

  const open = (item: AdminVerification) =>
    stack.open({ key: 'adminVerification', title: t('review.title'), size: 'lg', render: (api) => <VerificationReview item={item} stack={api} /> });

  const rows = list.data?.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label={t('filters.status')}
          data={[{ value: 'ALL', label: t('filters.all') }, ...VERIFICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          value={status ?? 'ALL'}
          onChange={(v) => {
            setStatus(!v || v === 'ALL' ? null : (v as VerificationStatus));
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
        <SegmentedControl
          aria-label={t('filters.type')}
          value={type}
          onChange={(v) => {
            setType(v as VerificationType | 'ALL');
            setPage(1);
          }}
          data={[
            { value: 'ALL', label: t('filters.all') },
            { value: 'CREATOR', label: t('type.CREATOR') },
            { value: 'YOUTUBER', label: t('type.YOUTUBER') },
          ]}
        />
      </Group>

      {list.isError ? (
        <LoadError title={t('error.title')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListSkeleton rows={5} height={52} />
      ) : rows.length === 0 ? (
        <EmptyState icon={IconInbox} title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }} /* keyboard users scroll it too */>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.type')}</Table.Th>
                  <Table.Th>{t('fields.applicant')}</Table.Th>
                  <Table.Th>{t('fields.submitted')}</Table.Th>
                  <Table.Th>{t('fields.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item) => (
                  <Table.Tr key={item.id} onClick={() => open(item)} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      <UnstyledButton onClick={(e) => { e.stopPropagation(); open(item); }}>
                        {/* Named by its visible text, after what it does (WCAG 2.5.3 label in name). */}
                        <VisuallyHidden>{t('review.open')} </VisuallyHidden>
                        <Text fw={600}>{item.name}</Text>
                        <Text fz="xs" c="dimmed">{item.profile ?? item.link}</Text>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{t(`type.${item.type}`)}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{item.applicant?.name ?? '—'}</Text>
                      <Text fz="xs" c="dimmed">{item.applicant?.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{formatDateTime(item.submittedAt, i18n.language)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <StatusBadge status={item.status} />
                        {item.accessStatus === 'BLOCKED' && <Text fz="xs" c="red">{t('access.blocked')}</Text>}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {list.data && list.data.meta.pageCount > 1 && (
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">{t('total', { count: list.data.meta.total })}</Text>
          <Pagination total={list.data.meta.pageCount} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
