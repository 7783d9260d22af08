import type { ReactNode } from 'react';
import { Alert, Chip, Container, Group, Select, Skeleton, Stack, Title } from '@mantine/core';
import { IconLock, IconPackageOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BRAND_LIST_ADDRESS,
  brandProductsQuery,
  CATALOGUE_SORTS,
  type BrandPage as BrandPageData,
} from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { PagedRows, useListParams } from '@/components/paged-list';
import { isNotFound, useBrand, useBrandProducts } from '../api/public-pages';
import { BrandHeader } from '../components/brand-header';
import { ProductCards, ProductGridSkeleton } from '../components/product-grid';
import { SafeText } from '../components/safe-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageView } from '../hooks/use-page-view';

/**
 * /brands/{creatorProfile}: the brand's page and its products (filter by category, sort, pages; all in the URL).
 * `notFound` is the app's 404 page (the router hands it in: a feature does not import the app shell); `latestReviews`
 * is the reviews feature's "Latest reviews" section, also handed in by the router.
 */
export default function BrandPage({
  notFound,
  latestReviews,
  trophies,
}: {
  notFound: ReactNode;
  latestReviews?: (brand: BrandPageData) => ReactNode;
  /** The trophies feature's strip of what the brand's products have won (renders nothing when none). */
  trophies?: (brand: BrandPageData) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const { creatorProfile = '' } = useParams();
  const list = useListParams({ ...BRAND_LIST_ADDRESS, navigation: { preventScrollReset: true } });
  const brand = useBrand(creatorProfile);
  // The call the server's first HTML answers for this address (contract page-addresses.ts).
  const productsQuery = brandProductsQuery(list);
  const { sortBy, categoryId } = productsQuery;
  const products = useBrandProducts(creatorProfile, productsQuery, Boolean(brand.data && !brand.data.blocked));
  usePageView('brand', brand.data?.id);
  useDocumentTitle(brand.data ? `${brand.data.brandName} · Plaudit` : null);

  if (isNotFound(brand.error)) return notFound;
  if (brand.error) {
    return (
      <Container size="lg" py="xl">
        <LoadError error={brand.error} onRetry={() => void brand.refetch()} title={t('brand.loadError')} />
      </Container>
    );
  }
  if (!brand.data) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={220} radius="lg" />
        <Skeleton height={32} width="40%" mt="xl" />
        <Skeleton height={16} width="70%" mt="md" />
      </Container>
    );
  }
  const b = brand.data;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <BrandHeader brand={b} />
        {b.description && (
          <section aria-label={t('brand.about')}>
            <SafeText text={b.description} />
          </section>
        )}
        {!b.blocked && trophies?.(b)}
        {b.blocked ? (
          <Alert color="orange" icon={<IconLock size={18} aria-hidden="true" />} title={t('brand.blocked.title')}>
            {t('brand.blocked.text')}
          </Alert>
        ) : (
          <section aria-labelledby="products-heading">
            <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
              <Title order={2} id="products-heading" fz="h3">
                {t('brand.products')}
              </Title>
              <Select
                label={t('sort.label')}
                data={CATALOGUE_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
                value={sortBy}
                onChange={(value) => value && list.setSort(value)}
                allowDeselect={false}
                w={200}
              />
            </Group>
            {b.categories.length > 1 && (
              <Chip.Group
                multiple={false}
                value={categoryId ?? 'all'}
                onChange={(value) => list.setFilter('category', value === 'all' ? null : value)}
              >
                <Group gap="xs" mb="md" role="group" aria-label={t('brand.filter')}>
                  <Chip value="all" variant="outline">
                    {t('brand.allCategories')}
                  </Chip>
                  {b.categories.map((category) => (
                    <Chip key={category.id} value={category.id} variant="outline">
                      {t('brand.categoryCount', { name: category.name, count: category.count })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
            <PagedRows
              list={list}
              query={products}
              errorTitle={t('brand.productsError')}
              empty={{
                icon: IconPackageOff,
                title: t('brand.empty.title'),
                text: t(categoryId ? 'brand.empty.filtered' : 'brand.empty.text'),
              }}
              loading={<ProductGridSkeleton />}
              gap="xl"
              pager={{ size: 'md' }}
            >
              {(rows) => (
                <ProductCards products={rows} showBrand={false} firstRow={b.bannerUrl ? 'eager' : 'priority'} />
              )}
            </PagedRows>
          </section>
        )}
        {!b.blocked && latestReviews?.(b)}
      </Stack>
    </Container>
  );
}
