import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OwnershipTransfer, TeamSettings } from '@plaudit/contract';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAnswerOwnership } from '../api/member-actions';

/** An open ownership offer: its recipient accepts or declines; an owner sees that it waits. */
export function TransferOfferAlert({
  settings,
  transfer,
  myUserId,
}: {
  settings: TeamSettings;
  transfer: OwnershipTransfer;
  myUserId: string;
}) {
  const { t } = useTranslation('teams');
  const answer = useAnswerOwnership(settings.id);
  const forMe = transfer.toUserId === myUserId;
  if (!forMe && settings.role !== 'OWNER') return null;

  const respond = async (accept: boolean) => {
    try {
      await answer.mutateAsync({ transferId: transfer.id, accept });
      notifySuccess(accept ? t('members.accepted', { team: settings.brandName }) : t('members.declined'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Alert color="grape" icon={<IconCrown size={18} />} role="status" mb="lg">
      {forMe ? (
        <Stack gap="sm">
          <Text fz="sm">
            {t('members.transferForYou', { from: transfer.fromName ?? '—', team: settings.brandName })}
          </Text>
          {!settings.permissions.readOnly && (
            <Group gap="sm">
              <Button
                size="xs"
                color="grape"
                loading={answer.isPending && answer.variables?.accept}
                onClick={() => void respond(true)}
              >
                {t('members.accept')}
              </Button>
              <Button
                size="xs"
                variant="default"
                loading={answer.isPending && !answer.variables?.accept}
                onClick={() => void respond(false)}
              >
                {t('members.decline')}
              </Button>
            </Group>
          )}
        </Stack>
      ) : (
        <Text fz="sm">{t('members.transferPendingOwner', { name: transfer.toName })}</Text>
      )}
    </Alert>
  );
}
