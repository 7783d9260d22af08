import { ActionIcon, Badge, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMailOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TeamSettings } from '@plaudit/contract';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelInvite, useTeamInvites } from '../api/team-invites';

/** The team's pending invitations; cancelling removes one at once and puts it back if the server refuses. */
export function PendingInvites({ settings }: { settings: TeamSettings }) {
  const { t, i18n } = useTranslation('teams');
  const invites = useTeamInvites(settings.id);
  const cancel = useCancelInvite(settings.id);
  const canManage = settings.permissions.manageMembers;

  const onCancel = (inviteId: string) =>
    cancel.mutate(inviteId, {
      onSuccess: () => notifySuccess(t('invites.cancelled')),
      onError: (error) => notifyError(error),
    });

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="invites-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="invites-title">
          {t('invites.title')}
        </Title>
        {invites.isPending && <ListSkeleton rows={2} height={48} />}
        {invites.isError && (
          <LoadError title={t('loadError')} error={invites.error} onRetry={() => void invites.refetch()} />
        )}
        {invites.data && invites.data.length === 0 && (
          <Group gap="sm" wrap="nowrap">
            <IconMailOff size={22} aria-hidden="true" color="var(--mantine-color-dimmed)" />
            <div>
              <Text fw={600} fz="sm">
                {t('invites.emptyTitle')}
              </Text>
              <Text c="dimmed" fz="sm">
                {t('invites.emptyText')}
              </Text>
            </div>
          </Group>
        )}
        {invites.data && invites.data.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('invites.listLabel')}>
            {invites.data.map((invite) => (
              <Card component="li" key={invite.id} withBorder radius="md" p="sm" data-testid="pending-invite">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} fz="sm">{`${invite.firstName} ${invite.lastName}`}</Text>
                      <Badge size="sm" variant="light">
                        {t(`roles.${invite.role}`)}
                      </Badge>
                      {invite.expired && (
                        <Badge size="sm" color="gray">
                          {t('invites.expired')}
                        </Badge>
                      )}
                    </Group>
                    <Text fz="sm" c="dimmed" truncate>
                      {invite.email}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {[
                        invite.invitedBy ? t('invites.by', { name: invite.invitedBy }) : null,
                        invite.expired
                          ? null
                          : t('invites.expires', { date: formatDate(invite.expiresAt, i18n.language) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  {canManage && (
                    <Tooltip label={t('invites.cancel')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('invites.cancelFor', { email: invite.email })}
                        onClick={() => onCancel(invite.id)}
                      >
                        <IconX size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
