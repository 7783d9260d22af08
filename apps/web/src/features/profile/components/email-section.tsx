import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { ChangeEmailModal } from './change-email-modal';
import { SettingsCard } from './settings-card';

/** The email address, shown read-only, with the 'change email' modal. */
export function EmailSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const stack = useModalStack();
  const open = () =>
    stack.open({
      key: 'changeEmail',
      title: t('email.modalTitle'),
      render: (api) => <ChangeEmailModal onDone={api.back} />,
    });
  return (
    <SettingsCard title={t('email.title')}>
      <Group justify="space-between" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconMail size={20} aria-hidden="true" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }} data-testid="settings-email">
              {user.email}
            </Text>
            <Badge size="sm" variant="light" color={user.isEmailVerified ? 'teal' : 'orange'}>
              {user.isEmailVerified ? t('email.verified') : t('email.unverified')}
            </Badge>
          </Stack>
        </Group>
        <Button variant="default" onClick={open}>
          {t('email.change')}
        </Button>
      </Group>
    </SettingsCard>
  );
}
