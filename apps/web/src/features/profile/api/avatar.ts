import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type User } from '@plaudit/contract';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { meQueryKey } from '@/lib/me-query';

/** PUT /profile/imageUrl, multipart `file`, with upload progress. */
export function uploadAvatar(image: Blob, onProgress?: (fraction: number) => void): Promise<User> {
  const form = new FormData();
  form.append('file', image, 'avatar.webp');
  return apiUpload<User>(API.profile.imageUrl, form, { method: 'PUT', onProgress });
}

/** DELETE /profile/imageUrl. */
export function deleteAvatar(): Promise<User> {
  return apiRequest<User>(API.profile.imageUrl, { method: 'DELETE' });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ image, onProgress }: { image: Blob; onProgress?: (fraction: number) => void }) => uploadAvatar(image, onProgress),
    onSuccess: (user) => client.setQueryData(meQueryKey, user),
  });
}

export function useDeleteAvatar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAvatar, onSuccess: (user) => client.setQueryData(meQueryKey, user) });
}
