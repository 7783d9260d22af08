import { useState } from 'react';
import { Button, Divider, Group } from '@mantine/core';
import { IconEye, IconHistory, IconKey, IconShieldPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayAdmin, mayPunish as mayPunishTarget, type AdminUserDetail, type GlobalRole } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendPasswordReset } from '../api/send-password-reset';
import { PunishmentForm } from './punishment-form';
import { PunishmentHistory } from './punishment-history';
import { ViewAsUserForm } from './view-as-user';

/** What staff may do to the person besides editing them: the punishment history, a new punishment, a password reset. */
export function UserAdminActions({ user, actor }: { user: AdminUserDetail; actor: { id: string; role: GlobalRole } }) {
  const { t } = useTranslation('adminUsers');
  const stack = useModalStack();
  const reset = useSendPasswordReset(user.id);
  const target = { id: user.id, name: `${user.firstName} ${user.lastName}`, role: user.role };
  const mayPunish = mayPunishTarget(actor, target);

  const onPasswordReset = async () => {
    const yes = await stack.confirm({
      title: t('edit.confirmResetTitle'),
      message: t('edit.confirmReset', { email: user.email }),
      confirmLabel: t('edit.confirmResetAction'),
    });
    if (!yes) return;
    try {
      await reset.mutateAsync();
      notifySuccess(t('edit.resetSent', { email: user.email }));
    } catch (error) {
      notifyError(error);
    }
  };

  const openHistory = () =>
    stack.open({
      key: 'punishmentHistory',
      title: t('punishments.historyTitle'),
      size: 'lg',
      render: () => <PunishmentHistory actor={actor} target={target} />,
    });
  const openAdd = () =>
    stack.open({
      key: 'addPunishment',
      title: t('punishments.addTitle'),
      render: () => <PunishmentForm actorRole={actor.role} target={target} />,
    });

  // Support access: an admin views a USER's account as they see it (read-only, an hour at most).
  const mayViewAs = mayAdmin(actor.role, 'users.impersonate') && user.role === 'USER' && user.id !== actor.id;
  const [viewingAs, setViewingAs] = useState(false);

  return (
    <>
      <Divider />
      <Group gap="xs" wrap="wrap">
        <Button variant="light" leftSection={<IconHistory size={16} />} onClick={openHistory}>
          {t('edit.history')}
        </Button>
        {mayPunish && (
          <Button variant="light" color="orange" leftSection={<IconShieldPlus size={16} />} onClick={openAdd}>
            {t('edit.addPunishment')}
          </Button>
        )}
        {mayViewAs && (
          <Button
            variant="light"
            color="violet"
            leftSection={<IconEye size={16} />}
            onClick={() => setViewingAs((open) => !open)}
            aria-expanded={viewingAs}
          >
            {t('viewAs.action', { ns: 'trust' })}
          </Button>
        )}
        {mayAdmin(actor.role, 'users.passwordReset') && (
          <Button
            variant="light"
            color="gray"
            leftSection={<IconKey size={16} />}
            onClick={() => void onPasswordReset()}
            loading={reset.isPending}
          >
            {t('edit.passwordReset')}
          </Button>
        )}
      </Group>
      {viewingAs && <ViewAsUserForm userId={user.id} name={target.name} onDone={() => stack.closeAll()} />}
    </>
  );
}
