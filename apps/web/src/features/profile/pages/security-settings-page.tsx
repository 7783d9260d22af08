import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useModalStack } from '@/components/modal-stack';
import { paths } from '@/config/paths';
import { ChangePasswordModal } from '../components/change-password-modal';
import { DeleteAccountSection } from '../components/delete-account-section';
import { SettingsCard } from '../components/settings-card';
import { ProfileGate } from './profile-settings-page';

/** /settings/security: change the password and delete the account. */
export default function SecuritySettingsPage() {
  const { t } = useTranslation('profile');
  const stack = useModalStack();
  return (
    <div>
      <PageHeader title={t('security.title')} description={t('security.description')} />
      <ProfileGate>
        {(user) => (
          <Stack gap="lg">
            <SettingsCard title={t('security.passwordTitle')} description={t('security.passwordText')}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Anchor component={Link} to={paths.sessions.href()} fz="sm">
                  {t('security.sessionsLink')}
                </Anchor>
                <Button
                  leftSection={<IconKey size={18} />}
                  onClick={() =>
                    stack.open({
                      key: 'changePassword',
                      title: t('password.modalTitle'),
                      render: (api) => <ChangePasswordModal email={user.email} onDone={api.back} />,
                    })
                  }
                >
                  {t('security.changePassword')}
                </Button>
              </Group>
            </SettingsCard>
            <DeleteAccountSection user={user} />
          </Stack>
        )}
      </ProfileGate>
    </div>
  );
}
