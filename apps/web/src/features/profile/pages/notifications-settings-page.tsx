import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { NotificationsForm } from '../components/notifications-form';
import { ProfileGate } from './profile-settings-page';

/** /settings/notifications: the eleven flags, saved as they are switched. */
export default function NotificationsSettingsPage() {
  const { t } = useTranslation('profile');
  return (
    <div>
      <PageHeader title={t('notificationsPage.title')} description={t('notificationsPage.description')} />
      <ProfileGate>{(user) => <NotificationsForm user={user} />}</ProfileGate>
    </div>
  );
}
