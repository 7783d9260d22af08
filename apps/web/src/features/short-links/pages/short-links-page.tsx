import { ActionIcon, Anchor, Button, Container, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconLink, IconPlus, IconQrcode } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, SHORT_LINK_STATUSES, type ShortLinkListItem } from '@plaudit/contract';
import { ListFilters, ListSearch, PagedList, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { TeamNav } from '@/components/team-nav';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useShortLinks } from '../api/get-short-links';
import { useTeamProductOptions } from '../api/get-team-products';
import { CopyLinkButton } from '../components/copy-link-button';
import { LINK_SORTS, LinkStatusFilter } from '../components/link-list-filters';
import { ClicksSparkline } from '../components/sparkline';
import { LinkStatusBadge } from '../components/link-status-badge';
import { useShortLinkModals } from '../components/use-short-link-modals';

// /dashboard/creator/links: the selected team's short links, searched, filtered by status and product, sorted; the
// query lives in the URL (?q=&status=&productId=&sort=&page=). Each row: the link, where it goes, its clicks of the
// last 30 days.

const ADDRESS = {
  filters: { status: SHORT_LINK_STATUSES, productId: 'text' },
  sorts: LINK_SORTS,
  names: { search: 'q' },
} as const;

export default function ShortLinksPage() {
  const { t } = useTranslation('shortLinks');
  return (
    <SelectedTeamPage title={t('list.title')} noTeamText={t('list.noTeam')}>
      {({ creatorTeam: team }) => <LinksContent teamId={team.id} brandName={team.brandName} />}
    </SelectedTeamPage>
  );
}

export function LinksContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t, i18n } = useTranslation('shortLinks');
  const list = useListParams(ADDRESS);
  const links = useShortLinks(teamId, {
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    search: list.search,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    status: list.filters.status ?? undefined,
    productId: list.filters.productId ?? undefined,
  });
  const products = useTeamProductOptions(teamId);
  const productOptions = (products.data?.data ?? []).map((product) => ({ value: product.id, label: product.name }));
  // A product named in the address that is not among the options (deleted, or past the first page) still shows.
  const chosen = list.filters.productId;
  if (chosen && products.data && !productOptions.some((option) => option.value === chosen))
    productOptions.push({ value: chosen, label: t('list.otherProduct') });
  const modals = useShortLinkModals(teamId);
  const permissions = links.data?.permissions;
  const addButton = permissions?.edit ? (
    <Button leftSection={<IconPlus size={18} />} onClick={() => modals.create()}>
      {t('list.add')}
    </Button>
  ) : undefined;

  const linkCell = (link: ShortLinkListItem) => (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Group gap={4} wrap="nowrap">
        <Anchor component={Link} to={paths.creatorLink.href(link.id)} fw={600} fz="sm" truncate="end">
          /s/{link.slug}
        </Anchor>
        <CopyLinkButton url={link.shortUrl} teamId={teamId} linkId={link.id} />
        <Tooltip label={t('qr.open')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('qr.openFor', { slug: link.slug })}
            onClick={() => modals.qr(link)}
          >
            <IconQrcode size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text fz="xs" c="dimmed" truncate="end" title={link.finalUrl}>
        {link.title ? `${link.title} · ` : ''}
        {link.destination}
      </Text>
    </Stack>
  );
  const spark = (link: ShortLinkListItem) => (
    <Group gap="xs" wrap="nowrap">
      <ClicksSparkline data={link.sparkline} />
      <Text fz="sm" fw={600} aria-label={t('list.clicksOf', { count: link.recentClicks })}>
        {new Intl.NumberFormat(i18n.language).format(link.recentClicks)}
      </Text>
    </Group>
  );

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('list.title')} description={t('list.description', { name: brandName })} action={addButton} />
      <TeamNav />
      <ListFilters>
        <ListSearch list={list} label={t('list.search')} placeholder={t('list.searchPlaceholder')} />
        <LinkStatusFilter value={list.filters.status} onChange={(value) => list.setFilter('status', value)} />
        <Select
          label={t('list.product')}
          placeholder={t('list.allProducts')}
          clearable
          searchable
          data={productOptions}
          value={list.filters.productId}
          onChange={(value) => list.setFilter('productId', value)}
          nothingFoundMessage={t('list.noProduct')}
          style={{ flex: '1 1 180px' }}
        />
        <Select
          label={t('list.sort')}
          data={LINK_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
          value={list.sort}
          onChange={(value) => value && list.setSort(value as (typeof LINK_SORTS)[number])}
          allowDeselect={false}
          style={{ flex: '1 1 180px' }}
        />
      </ListFilters>
      <PagedList
        list={list}
        query={links}
        label={t('list.tableLabel')}
        total={(count) => t('list.total', { count })}
        rowKey={(link) => link.id}
        rowTestId="short-link-row"
        errorTitle={t('list.loadError')}
        clearLabel={t('list.clearFilters')}
        empty={
          list.isFiltered
            ? { icon: IconLink, title: t('list.emptyFilteredTitle'), text: t('list.emptyFilteredText') }
            : { icon: IconLink, title: t('list.emptyTitle'), text: t('list.emptyText'), action: addButton }
        }
        columns={[
          { header: t('list.columns.link'), cell: linkCell, style: { maxWidth: 380 } },
          { header: t('list.columns.status'), cell: (link) => <LinkStatusBadge status={link.status} /> },
          { header: t('list.columns.clicks'), cell: spark },
          {
            header: t('list.columns.created'),
            cell: (link) => <Text fz="sm">{formatDate(link.createdAt, i18n.language)}</Text>,
          },
        ]}
        card={(link) => (
          <Stack gap={6}>
            {linkCell(link)}
            <Group justify="space-between" wrap="nowrap">
              <LinkStatusBadge status={link.status} />
              {spark(link)}
            </Group>
          </Stack>
        )}
      />
    </Container>
  );
}
