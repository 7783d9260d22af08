import { Anchor, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BrandRequest } from '@plaudit/contract';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useBrandRequests } from '../api/get-brand-requests';

/** /admin/brand-requests: brands people said were missing ('not here? click here'), newest first. */
export default function AdminBrandRequestsPage() {
  const { t, i18n } = useTranslation('verifications');
  const list = useListParams();
  const requests = useBrandRequests({ page: list.page, search: list.search });

  const brand = (r: BrandRequest) => (
    <>
      <Text fw={600}>{r.brandName}</Text>
      {r.website && (
        <Anchor href={r.website} target="_blank" rel="noreferrer noopener" fz="xs" style={{ overflowWrap: 'anywhere' }}>
          {r.website}
        </Anchor>
      )}
    </>
  );
  const message = (r: BrandRequest) => (
    <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {r.message ?? '—'}
    </Text>
  );
  const requester = (r: BrandRequest) => (
    <>
      <Text fz="sm">{r.requester?.name ?? '—'}</Text>
      <Text fz="xs" c="dimmed">
        {r.requester?.email}
      </Text>
    </>
  );
  const date = (r: BrandRequest) => <Text fz="sm">{formatDateTime(r.createdAt, i18n.language)}</Text>;

  return (
    <>
      <PageHeader title={t('brandRequests.title')} description={t('brandRequests.description')} />
      <ListFilters>
        <ListSearch list={list} label={t('filters.search')} />
      </ListFilters>
      <PagedList
        list={list}
        query={requests}
        label={t('brandRequests.title')}
        rowKey={(r) => r.id}
        empty={{ icon: IconInbox, title: t('brandRequests.emptyTitle'), text: t('brandRequests.emptyText') }}
        errorTitle={t('error.title')}
        skeleton={{ rows: 4, height: 52 }}
        columns={[
          { header: t('fields.brand'), cell: brand },
          { header: t('brandRequests.message'), cell: message, style: { maxWidth: 360 } },
          { header: t('brandRequests.requester'), cell: requester },
          { header: t('brandRequests.date'), cell: date },
        ]}
        card={(r) => (
          <Stack gap={6}>
            {brand(r)}
            {message(r)}
            {requester(r)}
            {date(r)}
          </Stack>
        )}
      />
    </>
  );
}
