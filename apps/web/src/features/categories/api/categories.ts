import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ROUTES, type CategoryCreateBody, type CategoryUpdateBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

// The categories: the public tree, and the admin's changes, each of which refreshes the tree, the
// category pages and the home page.

export const categoriesQueryKey = ['categories'] as const;

export const categoriesQueryOptions = queryOptions({
  queryKey: [...categoriesQueryKey, 'list'],
  queryFn: ({ signal }) => call(ROUTES.categories.list, {}, { signal }),
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

function refresh() {
  void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['home'] });
}

export function useCreateCategory() {
  return useMutation({
    mutationFn: (body: CategoryCreateBody) => call(ROUTES.categories.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateCategory() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CategoryUpdateBody }) =>
      call(ROUTES.categories.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  return useMutation({
    mutationFn: (id: string) => call(ROUTES.categories.remove, { params: { id } }),
    onSuccess: refresh,
  });
}
