import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, LANGUAGES, type Currency, type Language, type User } from '@plaudit/contract';
import { i18n } from '@/lib/i18n';
import { notifySuccess } from '@/lib/notify';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsCard } from './settings-card';

/** Language and currency; each change saves at once, and a new language switches the interface once saved. */
export function PreferencesForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const mutation = useUpdateSettings((_saved, input) => {
    const done = () => notifySuccess(i18n.t('preferences.saved', { ns: 'profile' }));
    if (input.language) void i18n.changeLanguage(input.language).then(done);
    else done();
  });
  return (
    <SettingsCard title={t('preferences.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('preferences.language')}
          data={LANGUAGES.map((value) => ({ value, label: t(`preferences.languages.${value}`) }))}
          value={user.settings.language}
          onChange={(value) =>
            value && value !== user.settings.language && mutation.mutate({ language: value as Language })
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('preferences.currency')}
          data={[...CURRENCIES]}
          value={user.settings.currency}
          onChange={(value) =>
            value && value !== user.settings.currency && mutation.mutate({ currency: value as Currency })
          }
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </SettingsCard>
  );
}
