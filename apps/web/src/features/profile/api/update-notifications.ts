import { API, type Notifications, type User } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { useMeMutation } from './use-me-mutation';

/** PUT /profile/notifications: only the flags sent change (the server merges them). */
export function updateNotifications(flags: Partial<Notifications>): Promise<User> {
  return apiRequest<User>(API.profile.notifications, { method: 'PUT', body: flags });
}

export function useUpdateNotifications(onSuccess?: (user: User) => void) {
  return useMeMutation<Partial<Notifications>>({
    mutationFn: updateNotifications,
    apply: (user, flags) => ({ ...user, notifications: { ...user.notifications, ...flags } }),
    onSuccess,
  });
}
