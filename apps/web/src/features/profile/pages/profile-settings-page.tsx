import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/error-text';
import { useMe } from '@/lib/me-query';
import { AvatarSection } from '../components/avatar-section';
import { EmailSection } from '../components/email-section';
import { NamesForm } from '../components/names-form';
import { PreferencesForm } from '../components/preferences-form';
import { UsernameForm } from '../components/username-form';

/** Shown while the profile loads, or when it could not be loaded (with retry). */
export function ProfileGate({ children }: { children: (user: NonNullable<ReturnType<typeof useMe>['user']>) => React.ReactNode }) {
  const { t } = useTranslation('profile');
  const { user, query } = useMe();
  if (user) return <>{children(user)}</>;
  if (query.isError) {
    return (
      <Alert color="red" title={t('common.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{errorText(query.error)}</Text>
          <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={16} />} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md" aria-busy="true">
      {[140, 160, 140].map((h, i) => (
        <Skeleton key={i} height={h} radius="lg" />
      ))}
    </Stack>
  );
}

/** /settings/profile: picture, names, username, email, language and currency. */
export default function ProfileSettingsPage() {
  const { t } = useTranslation('profile');
  return (
    <div>
      <PageHeader title={t('profilePage.title')} description={t('profilePage.description')} />
      <ProfileGate>
        {(user) => (
          <Stack gap="lg">
            <AvatarSection user={user} />
            <NamesForm user={user} />
            <UsernameForm user={user} />
            <EmailSection user={user} />
            <PreferencesForm user={user} />
          </Stack>
        )}
      </ProfileGate>
    </div>
  );
}
