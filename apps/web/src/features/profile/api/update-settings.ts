import { API, type Currency, type Language, type User } from '@plaudit/contract';
import { apiRequest } from '@/lib/api-client';
import { useMeMutation } from './use-me-mutation';

export interface SettingsInput {
  language?: Language;
  currency?: Currency;
}

/** PUT /profile/settings {language, currency}. */
export function updateSettings(input: SettingsInput): Promise<User> {
  return apiRequest<User>(API.profile.settings, { method: 'PUT', body: input });
}

export function useUpdateSettings(onSuccess?: (user: User, input: SettingsInput) => void) {
  return useMeMutation<SettingsInput>({
    mutationFn: updateSettings,
    apply: (user, input) => ({ ...user, settings: { ...user.settings, ...input } }),
    onSuccess,
  });
}
