import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArchive, IconLock, IconPackage, IconPlus, IconWorldUpload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LIST_TAKE_DEFAULT,
  PRODUCT_STATUSES,
  type ProductListItem,
  type ProductListQuery,
  type ProductStatus,
} from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { NoTeamState } from '@/components/no-team-state';
import { TeamNav } from '@/components/team-nav';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useBulkStatus } from '../api/product-mutations';
import { categoryOptions } from '../category-options';
import {
  PRODUCT_SORTS,
  ProductsFilters,
  type ProductFilterValues,
  type ProductSort,
} from '../components/products-filters';
import { ProductStatusBadge } from '../components/product-status-badge';
import { ProductThumb } from '../components/product-thumb';
import { refreshing } from '@/components/refreshing';

// /dashboard/creator/products: the selected team's products, paged, searched, filtered by status and category,
// sorted; the query lives in the URL (?q=&status=&category=&sort=&page=). Checkboxes select rows for a bulk
// publish or archive.

export default function ProductsPage() {
  const { t } = useTranslation('products');
  const { user } = useMe();
  const team = user?.selectedCreatorTeam?.creatorTeam;
  if (!team) {
    return (
      <Container size="lg" py="xl">
        <PageHeader title={t('list.title')} />
        <NoTeamState text={t('noTeam.text')} />
      </Container>
    );
  }
  return <ProductsContent key={team.id} teamId={team.id} brandName={team.brandName} />;
}

function readFilters(params: URLSearchParams): ProductFilterValues & { page: number } {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: status && (PRODUCT_STATUSES as readonly string[]).includes(status) ? status : null,
    categoryId: params.get('category') || null,
    sort: sort && (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'updatedAt:DESC',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function ProductsContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t, i18n } = useTranslation('products');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [search, setSearch] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const categories = useCategories();
  const options = categoryOptions(categories.data?.data ?? []);
  const bulk = useBulkStatus(teamId);

  const update = (next: Partial<ProductFilterValues> & { page?: number }) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | null | undefined) => (value ? out.set(key, value) : out.delete(key));
        if ('search' in next) set('q', next.search?.trim());
        if ('status' in next) set('status', next.status);
        if ('categoryId' in next) set('category', next.categoryId);
        if ('sort' in next) set('sort', next.sort === 'updatedAt:DESC' ? null : next.sort);
        // Any change but the page itself starts again at page 1.
        set('page', next.page && next.page > 1 ? String(next.page) : null);
        return out;
      },
      { replace: true },
    );
    setSelected(new Set());
  };

  useEffect(() => {
    if (debouncedSearch !== filters.search) update({ search: debouncedSearch });
    // Only the debounced text drives the URL; the URL's own changes are read on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const [sortBy, sortOrder] = filters.sort.split(':') as [ProductListQuery['sortBy'], ProductListQuery['sortOrder']];
  const query: ProductListQuery = {
    page: filters.page,
    take: LIST_TAKE_DEFAULT,
    search: filters.search || undefined,
    sortBy,
    sortOrder,
    status: (filters.status as ProductStatus | null) ?? undefined,
    categoryId: filters.categoryId ?? undefined,
  };
  const products = useProducts(teamId, query);
  const data = products.data?.data ?? [];
  const permissions = products.data?.permissions;
  const filtered = Boolean(filters.search || filters.status || filters.categoryId);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = data.length > 0 && data.every((p) => selected.has(p.id));
  const someOnPage = data.some((p) => selected.has(p.id));

  const runBulk = async (status: ProductStatus) => {
    try {
      const result = await bulk.mutateAsync({ ids: [...selected], status });
      notifySuccess(t(status === 'PUBLISHED' ? 'bulk.published' : 'bulk.archived', { count: result.updated }));
      setSelected(new Set());
    } catch (error) {
      notifyError(error);
    }
  };

  const newButton = permissions?.edit ? (
    <Button component={Link} to={paths.creatorProductNew.href()} leftSection={<IconPlus size={18} />}>
      {t('list.new')}
    </Button>
  ) : undefined;

  return (
    <Container size="lg" py="xl">
      <PageHeader title={t('list.title')} description={t('list.description', { name: brandName })} action={newButton} />
      <TeamNav />
      {permissions?.readOnly && (
        <Alert color="red" icon={<IconLock size={18} />} role="status" mb="md">
          {t('list.locked')}
        </Alert>
      )}
      {permissions && permissions.edit && !permissions.publish && (
        <Alert color="orange" icon={<IconLock size={18} />} role="status" mb="md">
          {t('list.muted')}
        </Alert>
      )}
      <ProductsFilters
        values={{ ...filters, search }}
        categories={options}
        onChange={(next) => ('search' in next ? setSearch(next.search ?? '') : update(next))}
      />

      {products.isPending && <ListSkeleton rows={5} height={64} />}
      {products.isError && !products.data && (
        <LoadError title={t('list.loadError')} error={products.error} onRetry={() => void products.refetch()} />
      )}
      {products.data && data.length === 0 && (
        <EmptyState
          icon={IconPackage}
          title={filtered ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
          text={filtered ? t('list.emptyFilteredText') : t('list.emptyText')}
          action={
            filtered ? (
              <Button
                variant="light"
                size="xs"
                onClick={() => {
                  setSearch('');
                  update({ search: '', status: null, categoryId: null });
                }}
              >
                {t('list.clearFilters')}
              </Button>
            ) : (
              newButton
            )
          }
        />
      )}
      {products.data && data.length > 0 && (
        <Stack gap="md" {...refreshing(products.isPlaceholderData)}>
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm">
              {permissions?.edit && (
                <Checkbox
                  label={t('bulk.selectPage')}
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={(e) => setSelected(e.currentTarget.checked ? new Set(data.map((p) => p.id)) : new Set())}
                />
              )}
              <Text fz="sm" c="dimmed" aria-live="polite">
                {selected.size > 0
                  ? t('bulk.selected', { count: selected.size })
                  : t('list.total', { count: products.data.meta.total })}
              </Text>
            </Group>
            {permissions?.edit && (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  color="teal"
                  leftSection={<IconWorldUpload size={16} />}
                  disabled={selected.size === 0 || !permissions.publish}
                  loading={bulk.isPending && bulk.variables?.status === 'PUBLISHED'}
                  onClick={() => void runBulk('PUBLISHED')}
                >
                  {t('bulk.publish')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconArchive size={16} />}
                  disabled={selected.size === 0}
                  loading={bulk.isPending && bulk.variables?.status === 'ARCHIVED'}
                  onClick={() => void runBulk('ARCHIVED')}
                >
                  {t('bulk.archive')}
                </Button>
              </Group>
            )}
          </Group>
          <Card withBorder radius="lg" p={0} visibleFrom="sm">
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('list.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  {permissions?.edit && (
                    <Table.Th w={40}>
                      <VisuallyHidden>{t('bulk.selectColumn')}</VisuallyHidden>
                    </Table.Th>
                  )}
                  <Table.Th>{t('list.columns.product')}</Table.Th>
                  <Table.Th>{t('list.columns.category')}</Table.Th>
                  <Table.Th>{t('list.columns.status')}</Table.Th>
                  <Table.Th>{t('list.columns.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((p) => (
                  <Table.Tr key={p.id} data-testid="product-row">
                    {permissions?.edit && (
                      <Table.Td>
                        <Checkbox
                          aria-label={t('bulk.selectOne', { name: p.name })}
                          checked={selected.has(p.id)}
                          onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    )}
                    <Table.Td style={{ maxWidth: 360 }}>
                      <ProductCell product={p} />
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{p.categoryName}</Text>
                    </Table.Td>
                    <Table.Td>
                      <ProductStatusBadge status={p.status} />
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">{formatDate(p.updatedAt, i18n.language)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Stack
            gap="xs"
            hiddenFrom="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('list.tableLabel')}
          >
            {data.map((p) => (
              <Card key={p.id} component="li" withBorder radius="md" p="sm" data-testid="product-card">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {permissions?.edit && (
                    <Checkbox
                      mt={14}
                      aria-label={t('bulk.selectOne', { name: p.name })}
                      checked={selected.has(p.id)}
                      onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                    />
                  )}
                  <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
                    <ProductCell product={p} />
                    <Group gap={6} wrap="wrap">
                      <ProductStatusBadge status={p.status} />
                      <Text fz="xs" c="dimmed">
                        {p.categoryName} · {formatDate(p.updatedAt, i18n.language)}
                      </Text>
                    </Group>
                  </Stack>
                </Group>
              </Card>
            ))}
          </Stack>
          {products.data.meta.pageCount > 1 && (
            <Group justify="center">
              <Pagination
                total={products.data.meta.pageCount}
                value={filters.page}
                onChange={(page) => update({ page })}
                size="sm"
              />
            </Group>
          )}
        </Stack>
      )}
    </Container>
  );
}

function ProductCell({ product }: { product: ProductListItem }) {
  const { t } = useTranslation('products');
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <ProductThumb image={product.cover} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={paths.creatorProductEdit.href(product.id)} fw={600} fz="sm" truncate="end">
          {product.name}
        </Anchor>
        <Text fz="xs" c="dimmed" truncate="end">
          /{product.slug} · {t('list.images', { count: product.imageCount })}
        </Text>
      </Stack>
    </Group>
  );
}
