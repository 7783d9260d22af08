import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES, type CatalogueSort, type SortOrder } from '@plaudit/contract';
import { call } from '@/lib/call';
import { categoriesQueryKey } from './categories';

// The public category page (issue 16 §3): the category with breadcrumb and sub-categories, and one page of products.

export function useCategoryPage(slug: string) {
  return useQuery({
    queryKey: [...categoriesQueryKey, 'page', slug],
    queryFn: ({ signal }) => call(ROUTES.categories.page, { params: { slug } }, { signal }),
  });
}

export interface CategoryProductsParams {
  page: number;
  take: number;
  sortBy: CatalogueSort;
  sortOrder: SortOrder;
}

export function useCategoryProducts(slug: string, query: CategoryProductsParams, enabled: boolean) {
  return useQuery({
    queryKey: [...categoriesQueryKey, 'products', slug, query],
    queryFn: ({ signal }) => call(ROUTES.categories.products, { params: { slug }, query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
