import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROUTES, type ProductStaffListQuery } from '@plaudit/contract';
import { call } from '@/lib/call';

// The staff's side of the products: the list of what they disabled, and enabling one again. Enabling changes what
// the public pages show, so their cached answers are read anew too.

const staffProductKeys = {
  all: ['admin', 'products'] as const,
  disabled: (query: ProductStaffListQuery) => ['admin', 'products', 'disabled', query] as const,
};

/** GET /admin/products/disabled: one page, kept on screen while the next loads. */
export function useStaffDisabledProducts(query: ProductStaffListQuery) {
  return useQuery({
    queryKey: staffProductKeys.disabled(query),
    queryFn: ({ signal }) => call(ROUTES.products.adminDisabledList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/products/{productId}/enable. */
export function useStaffEnableProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => call(ROUTES.products.adminEnable, { params: { productId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffProductKeys.all });
      void client.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
