import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { useMe } from '@/lib/me-query';
import { AvatarSection } from '../components/avatar-section';
import { EmailSection } from '../components/email-section';
import { NamesForm } from '../components/names-form';
import { PreferencesForm } from '../components/preferences-form';
import { UsernameForm } from '../components/username-form';
import { YoutuberHandleForm } from '../components/youtuber-handle-form';

/** Shown while the profile loads, or when it could not be loaded (with retry). */
export function ProfileGate({
  children,
}: {
  children: (user: NonNullable<ReturnType<typeof useMe>['user']>) => React.ReactNode;
}) {
  const { t } = useTranslation('profile');
  const { user, query } = useMe();
  if (user) return <>{children(user)}</>;
  if (query.isError)
    return <LoadError title={t('common.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  return <ListSkeleton height={[140, 160, 140]} gap="md" radius="lg" />;
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
            {user.youtuber?.handle && user.youtuber.verification.status === 'APPROVED' && (
              <YoutuberHandleForm user={user} />
            )}
            <EmailSection user={user} />
            <PreferencesForm user={user} />
          </Stack>
        )}
      </ProfileGate>
    </div>
  );
}
