import { ROUTES, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useMeMutation } from './use-me-mutation';

/** PUT /profile/youtuber-handle {handle}: the YouTuber's public page address. */
export async function updateYoutuberHandle(current: User, handle: string): Promise<User> {
  const saved = await call(ROUTES.catalogue.updateYoutuberHandle, { body: { handle } });
  return { ...current, youtuber: current.youtuber ? { ...current.youtuber, handle: saved.handle } : null };
}

export function useUpdateYoutuberHandle(
  user: User,
  options: { onSuccess?: (user: User) => void; onError?: (error: unknown) => boolean | void } = {},
) {
  return useMeMutation<string>({
    mutationFn: (handle) => updateYoutuberHandle(user, handle),
    apply: (me, handle) => ({ ...me, youtuber: me.youtuber ? { ...me.youtuber, handle } : null }),
    onSuccess: options.onSuccess,
    onError: options.onError,
  });
}
