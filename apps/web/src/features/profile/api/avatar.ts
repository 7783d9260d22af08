import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROUTES, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { meQueryKey } from '@/lib/me-query';

/** PUT /profile/imageUrl, multipart `file`, with upload progress. */
export function uploadAvatar(image: Blob, onProgress?: (fraction: number) => void): Promise<User> {
  const form = new FormData();
  form.append('file', image, 'avatar.webp');
  return call(ROUTES.profile.uploadImage, { body: form }, { onProgress });
}

/** DELETE /profile/imageUrl. */
export function deleteAvatar(): Promise<User> {
  return call(ROUTES.profile.deleteImage);
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: Blob; onProgress?: (fraction: number) => void }) =>
      uploadAvatar(image, onProgress),
    onSuccess: (user) => client.setQueryData(meQueryKey, user),
  });
}

export function useDeleteAvatar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAvatar, onSuccess: (user) => client.setQueryData(meQueryKey, user) });
}
