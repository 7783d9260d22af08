import { ROUTES, type InputOf, type User } from '@plaudit/contract';
import { call } from '@/lib/call';
import { useMeMutation } from './use-me-mutation';

/** The body of PUT /profile/settings, from the route table. */
export type SettingsInput = InputOf<typeof ROUTES.profile.updateSettings>['body'];

/** PUT /profile/settings {language, currency}. */
export function updateSettings(input: SettingsInput): Promise<User> {
  return call(ROUTES.profile.updateSettings, { body: input });
}

export function useUpdateSettings(onSuccess?: (user: User, input: SettingsInput) => void) {
  return useMeMutation<SettingsInput>({
    mutationFn: updateSettings,
    apply: (user, input) => ({ ...user, settings: { ...user.settings, ...input } }),
    onSuccess,
  });
}
