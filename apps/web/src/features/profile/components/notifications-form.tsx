import { Divider, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationFlag, User } from '@plaudit/contract';
import { notifySuccess } from '@/lib/notify';
import { useUpdateNotifications } from '../api/update-notifications';
import { SettingsCard } from './settings-card';

/** The eleven flags, grouped: where notifications reach the person, news, and activity. */
export const NOTIFICATION_GROUPS: Array<{ key: 'channels' | 'news' | 'activity'; flags: NotificationFlag[] }> = [
  { key: 'channels', flags: ['emailNotifications', 'desktopNotifications', 'websiteNotifications'] },
  { key: 'news', flags: ['weeklyContentUpdates', 'monthlyBulletin', 'weeklyCompanyUpdates'] },
  { key: 'activity', flags: ['milestoneReached', 'newReview', 'newVideoReview', 'newUserAddedToAccount', 'newTrophy'] },
];

/** Each switch saves at once, optimistically, and rolls back with a toast when saving fails. */
export function NotificationsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const mutation = useUpdateNotifications(() => notifySuccess(t('notificationsPage.saved')));
  return (
    <Stack gap="lg">
      {NOTIFICATION_GROUPS.map((group) => (
        <SettingsCard
          key={group.key}
          title={t(`notifications.groups.${group.key}.title`)}
          description={t(`notifications.groups.${group.key}.text`)}
        >
          <Stack gap="sm">
            {group.flags.map((flag, index) => (
              <div key={flag}>
                {index > 0 && <Divider mb="sm" />}
                <Switch
                  label={
                    <Text component="span" fz="sm">
                      {t(`notifications.flags.${flag}`)}
                    </Text>
                  }
                  checked={user.notifications[flag]}
                  onChange={(event) => mutation.mutate({ [flag]: event.currentTarget.checked })}
                  labelPosition="left"
                  styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
                />
              </div>
            ))}
          </Stack>
        </SettingsCard>
      ))}
    </Stack>
  );
}
