import { useMutation } from '@tanstack/react-query';
import { ROUTES, type Product, type ProductBody, type ProductStatus } from '@plaudit/contract';
import { call } from '@/lib/call';
import { queryClient } from '@/lib/query-client';
import { productKeys } from './product-keys';

// Every write of a product; each refreshes the team's list, and those that answer the product store it.

function onProduct(teamId: string) {
  return (product: Product) => {
    queryClient.setQueryData(productKeys.one(teamId, product.id), product);
    void queryClient.invalidateQueries({ queryKey: [...productKeys.all(teamId), 'list'] });
  };
}

const refreshList = (teamId: string) => () =>
  void queryClient.invalidateQueries({ queryKey: [...productKeys.all(teamId), 'list'] });

export function useCreateProduct(teamId: string) {
  return useMutation({
    mutationFn: (body: ProductBody) => call(ROUTES.products.create, { params: { teamId }, body }),
    onSuccess: refreshList(teamId),
  });
}

export function useUpdateProduct(teamId: string, productId: string) {
  return useMutation({
    mutationFn: (body: ProductBody) => call(ROUTES.products.update, { params: { teamId, productId }, body }),
    onSuccess: onProduct(teamId),
  });
}

export function useDeleteProduct(teamId: string) {
  return useMutation({
    mutationFn: (productId: string) => call(ROUTES.products.delete, { params: { teamId, productId } }),
    onSuccess: refreshList(teamId),
  });
}

export function useBulkStatus(teamId: string) {
  return useMutation({
    mutationFn: (input: { ids: string[]; status: ProductStatus }) =>
      call(ROUTES.products.bulkStatus, { params: { teamId }, body: input }),
    onSuccess: refreshList(teamId),
  });
}

/** PUT …/images: multipart, the optional alt text first, then the file (the server reads them in that order). */
export function uploadProductImage(
  teamId: string,
  productId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Product> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(ROUTES.products.uploadImage, { params: { teamId, productId }, body: form }, { onProgress });
}

export function useUploadProductImage(teamId: string, productId: string) {
  return useMutation({
    mutationFn: (input: { file: File; onProgress: (fraction: number) => void }) =>
      uploadProductImage(teamId, productId, input.file, input.onProgress),
    onSuccess: onProduct(teamId),
  });
}

export function useOrderProductImages(teamId: string, productId: string) {
  return useMutation({
    mutationFn: (ids: string[]) => call(ROUTES.products.orderImages, { params: { teamId, productId }, body: { ids } }),
    onSuccess: onProduct(teamId),
  });
}

export function useDeleteProductImage(teamId: string, productId: string) {
  return useMutation({
    mutationFn: (imageId: string) => call(ROUTES.products.deleteImage, { params: { teamId, productId, imageId } }),
    onSuccess: onProduct(teamId),
  });
}

export function useUpdateProductImageAlt(teamId: string, productId: string) {
  return useMutation({
    mutationFn: (input: { imageId: string; alt: string }) =>
      call(ROUTES.products.updateImage, {
        params: { teamId, productId, imageId: input.imageId },
        body: { alt: input.alt },
      }),
    onSuccess: onProduct(teamId),
  });
}
