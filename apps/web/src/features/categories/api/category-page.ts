import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROUTES, type CatalogueSort, type SortOrder } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useFirstAnswer } from '@/lib/first-answer-query';
import { categoriesQueryKey } from './categories';

// The public category page: the category with breadcrumb and sub-categories, and one page of products.
// Both answers come with the page's first HTML (the server drew the page with them).

export function useCategoryPage(slug: string) {
  const input = { params: { slug } };
  return useQuery({
    queryKey: [...categoriesQueryKey, 'page', slug],
    queryFn: ({ signal }) => call(ROUTES.categories.page, input, { signal }),
    initialData: useFirstAnswer(ROUTES.categories.page, input),
  });
}

export interface CategoryProductsParams {
  page: number;
  take: number;
  sortBy: CatalogueSort;
  sortOrder: SortOrder;
}

export function useCategoryProducts(slug: string, query: CategoryProductsParams, enabled: boolean) {
  const input = { params: { slug }, query };
  return useQuery({
    queryKey: [...categoriesQueryKey, 'products', slug, query],
    queryFn: ({ signal }) => call(ROUTES.categories.products, input, { signal }),
    initialData: useFirstAnswer(ROUTES.categories.products, input),
    placeholderData: keepPreviousData,
    enabled,
  });
}
