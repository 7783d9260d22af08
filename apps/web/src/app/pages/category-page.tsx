import {
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconPackageOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_SORTS,
  CATEGORY_LIST_ADDRESS,
  categoryListState,
  categoryPageProductsQuery,
} from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { PagedRows, useListParams } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import NotFoundPage from './status-page';
import { ProductCards, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';
import { ProductCard } from '@/features/catalogue/components/product-card';
import { SponsoredCards } from '@/features/featuring/components/sponsored-cards';
import { useCategoryPage, useCategoryProducts } from '@/features/categories/api/category-page';
import { CategoryIcon } from '@/components/category-icon';
import { useDocumentTitle } from '@/lib/use-document-title';

// /categories/:slug: the category with its breadcrumb, sub-categories and products (its own and its
// sub-categories'), sorted and paged with both in the URL. An unknown slug is the app's 404 page.

export default function CategoryPage() {
  const { t } = useTranslation('categories');
  const { slug = '' } = useParams();
  const list = useListParams({ ...CATEGORY_LIST_ADDRESS, navigation: {} });
  const page = useCategoryPage(slug);
  // The call the server's first HTML answers for this address (contract page-addresses.ts).
  const products = useCategoryProducts(slug, categoryPageProductsQuery(categoryListState(list)), page.isSuccess);
  // As the server's head for this page says (catalogue.seo.ts), so arriving by a link names the tab the same way.
  useDocumentTitle(page.data ? `${page.data.category.name} · Plaudit` : null);

  if (isApiError(page.error) && page.error.status === 404) return <NotFoundPage />;

  const data = page.data;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {page.isError && <LoadError title={t('page.loadError')} error={page.error} onRetry={() => void page.refetch()} />}
      {page.isPending && (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('page.loading')}>
          <Skeleton height={16} width={200} />
          <Skeleton height={40} width={320} />
          <Skeleton height={18} width="60%" />
        </Stack>
      )}
      {data && (
        <Stack gap="xl">
          <Stack gap="sm">
            <nav aria-label={t('page.breadcrumb')}>
              <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap' } }}>
                <Anchor component={Link} to={paths.home.href()} fz="sm">
                  {t('page.home')}
                </Anchor>
                {data.parent && (
                  <Anchor component={Link} to={paths.category.href(data.parent.slug)} fz="sm">
                    {data.parent.name}
                  </Anchor>
                )}
                <Text fz="sm" c="dimmed" aria-current="page">
                  {data.category.name}
                </Text>
              </Breadcrumbs>
            </nav>
            <Group gap="md" wrap="nowrap" align="center">
              <ThemeIcon size={52} radius="md" variant="light" style={{ flexShrink: 0 }}>
                <CategoryIcon name={data.category.icon} size={30} />
              </ThemeIcon>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.15} style={{ overflowWrap: 'anywhere' }}>
                  {data.category.name}
                </Title>
                <Text c="dimmed" fz="sm">
                  {t('page.productCount', { count: data.category.productCount })}
                </Text>
              </Stack>
            </Group>
            {data.category.description && (
              <Text maw={720} style={{ whiteSpace: 'pre-line' }}>
                {data.category.description}
              </Text>
            )}
          </Stack>

          {data.children.length > 0 && (
            <nav aria-label={t('page.subcategories')}>
              <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.children.map((child) => (
                  <li key={child.id}>
                    <Button
                      component={Link}
                      to={paths.category.href(child.slug)}
                      variant="light"
                      radius="xl"
                      size="sm"
                      leftSection={<CategoryIcon name={child.icon} size={16} />}
                    >
                      {child.name} · {child.productCount}
                    </Button>
                  </li>
                ))}
              </Group>
            </nav>
          )}

          {/* Paid placements, labelled; the organic list below keeps its own order. */}
          <SponsoredCards slug={slug} renderCard={(sponsored) => <ProductCard product={sponsored.card} />} />

          <Stack gap="md">
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <Title order={2} fz="xl">
                {t('page.products')}
              </Title>
              <Select
                label={t('page.sortLabel')}
                data={CATALOGUE_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
                value={list.sort}
                onChange={(value) => value && list.setSort(value)}
                allowDeselect={false}
                w={{ base: '100%', xs: 220 }}
              />
            </Group>
            <PagedRows
              // A new page of products starts at the top of the page.
              list={{
                ...list,
                setPage: (next) => {
                  list.setPage(next);
                  window.scrollTo({ top: 0 });
                },
              }}
              query={products}
              errorTitle={t('page.productsError')}
              empty={{
                icon: IconPackageOff,
                title: t('page.emptyTitle'),
                text: t('page.emptyText'),
                action: (
                  <Button component={Link} to={paths.home.href()} variant="light" size="xs">
                    {t('page.emptyAction')}
                  </Button>
                ),
              }}
              loading={<ProductGridSkeleton />}
              pager={{ size: 'md' }}
            >
              {(rows) => <ProductCards products={rows} />}
            </PagedRows>
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
