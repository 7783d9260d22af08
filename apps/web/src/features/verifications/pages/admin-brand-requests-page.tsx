import { useState } from 'react';
import { Anchor, Card, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useBrandRequests } from '../api/get-brand-requests';

/** /admin/brand-requests: brands people said were missing ('not here? click here'), newest first. */
export default function AdminBrandRequestsPage() {
  const { t, i18n } = useTranslation('verifications');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useBrandRequests({ page, search: debounced || undefined });
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={t('brandRequests.title')} description={t('brandRequests.description')} />
      <TextInput
        label={t('filters.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {list.isError ? (
        <LoadError title={t('error.title')} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <ListSkeleton rows={4} height={52} />
      ) : rows.length === 0 ? (
        <EmptyState icon={IconInbox} title={t('brandRequests.emptyTitle')} text={t('brandRequests.emptyText')} />
      ) : (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={680} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }} /* keyboard users scroll it too */>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.brand')}</Table.Th>
                  <Table.Th>{t('brandRequests.message')}</Table.Th>
                  <Table.Th>{t('brandRequests.requester')}</Table.Th>
                  <Table.Th>{t('brandRequests.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text fw={600}>{r.brandName}</Text>
                      {r.website && <Anchor href={r.website} target="_blank" rel="noreferrer noopener" fz="xs">{r.website}</Anchor>}
                    </Table.Td>
                    <Table.Td><Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>{r.message ?? '—'}</Text></Table.Td>
                    <Table.Td>
                      <Text fz="sm">{r.requester?.name ?? '—'}</Text>
                      <Text fz="xs" c="dimmed">{r.requester?.email}</Text>
                    </Table.Td>
                    <Table.Td><Text fz="sm">{formatDateTime(r.createdAt, i18n.language)}</Text></Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {list.data && list.data.meta.pageCount > 1 && (
        <Group justify="flex-end">
          <Pagination total={list.data.meta.pageCount} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
