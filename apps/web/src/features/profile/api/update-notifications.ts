import { ROUTES, type Notifications, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useMeMutation } from './use-me-mutation';

/** PUT /profile/notifications: only the flags sent change (the server merges them). */
export function updateNotifications(flags: Partial<Notifications>): Promise<User> {
  return call(ROUTES.profile.updateNotifications, { body: flags });
}

export function useUpdateNotifications(onSuccess?: (user: User) => void) {
  return useMeMutation<Partial<Notifications>>({
    mutationFn: updateNotifications,
    apply: (user, flags) => ({ ...user, notifications: { ...user.notifications, ...flags } }),
    onSuccess,
  });
}
