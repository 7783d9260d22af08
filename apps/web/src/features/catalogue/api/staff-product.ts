import { useMutation } from '@tanstack/react-query';
import { ROUTES, type ProductDisableBody } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';

// Staff take a product off every public page with a reason; the public pages read anew, so it is gone from them.

export function useStaffDisableProduct() {
  return useMutation({
    mutationFn: ({ productId, ...body }: { productId: string } & ProductDisableBody) =>
      call(ROUTES.products.adminDisable, { params: { productId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}
