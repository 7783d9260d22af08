import { useEffect, useState } from 'react';
import { Alert, Button, Container } from '@mantine/core';
import { IconLock, IconPackage, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, PRODUCT_STATUSES, type ProductListQuery } from '@plaudit/contract';
import { PagedRows, useListParams } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { SelectedTeamPage } from '@/components/selected-team-page';
import { paths } from '@/config/paths';
import { TeamNav } from '@/components/team-nav';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { categoryOptions } from '../category-options';
import { PRODUCT_SORTS, ProductsFilters, type ProductSort } from '../components/products-filters';
import { ProductRows } from '../components/product-rows';
import { ProductsBulkBar } from '../components/products-bulk-bar';

// /dashboard/creator/products: the selected team's products, paged, searched, filtered by status and category,
// sorted; the query lives in the URL (?q=&status=&category=&sort=&page=). Checkboxes select rows for a bulk
// publish or archive.

export default function ProductsPage() {
  const { t } = useTranslation('products');
  return (
    <SelectedTeamPage title={t('list.title')} noTeamText={t('noTeam.text')}>
      {({ creatorTeam: team }) => <ProductsContent teamId={team.id} brandName={team.brandName} />}
    </SelectedTeamPage>
  );
}

/** The list's address: ?q=&status=&category=&sort=&page= (the search is `q` here). */
const PRODUCT_LIST_ADDRESS = {
  filters: { status: PRODUCT_STATUSES, category: 'text' },
  sorts: PRODUCT_SORTS,
  names: { search: 'q' },
} as const;

function ProductsContent({ teamId, brandName }: { teamId: string; brandName: string }) {
  const { t } = useTranslation('products');
  const list = useListParams(PRODUCT_LIST_ADDRESS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const categories = useCategories();
  const options = categoryOptions(categories.data?.data ?? []);

  // A selection belongs to the rows it was made on: another page, search, filter or sort starts with none.
  const shown = JSON.stringify([list.page, list.search, list.filters, list.sort]);
  useEffect(() => setSelected(new Set()), [shown]);

  const query: ProductListQuery = {
    page: list.page,
    take: LIST_TAKE_DEFAULT,
    search: list.search,
    sortBy: list.sortBy,
    sortOrder: list.sortOrder,
    status: list.filters.status ?? undefined,
    categoryId: list.filters.category ?? undefined,
  };
  const products = useProducts(teamId, query);
  const permissions = products.data?.permissions;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
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
        values={{
          search: list.searchInput,
          status: list.filters.status,
          categoryId: list.filters.category,
          sort: list.sort as ProductSort,
        }}
        categories={options}
        onChange={(next) => {
          if ('search' in next) list.setSearchInput(next.search ?? '');
          if ('status' in next) list.setFilter('status', next.status ?? null);
          if ('categoryId' in next) list.setFilter('category', next.categoryId ?? null);
          if (next.sort) list.setSort(next.sort);
        }}
      />

      <PagedRows
        list={list}
        query={products}
        errorTitle={t('list.loadError')}
        empty={
          list.isFiltered
            ? { icon: IconPackage, title: t('list.emptyFilteredTitle'), text: t('list.emptyFilteredText') }
            : { icon: IconPackage, title: t('list.emptyTitle'), text: t('list.emptyText'), action: newButton }
        }
        clearLabel={t('list.clearFilters')}
        skeleton={{ rows: 5, height: 64 }}
      >
        {(rows) => (
          <>
            <ProductsBulkBar
              teamId={teamId}
              rows={rows}
              total={products.data?.meta.total ?? 0}
              permissions={permissions}
              selected={selected}
              setSelected={setSelected}
            />
            <ProductRows rows={rows} selectable={Boolean(permissions?.edit)} selected={selected} onToggle={toggle} />
          </>
        )}
      </PagedRows>
    </Container>
  );
}
