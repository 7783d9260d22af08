import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOGOUT_DELAY_MS, type User } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { paths } from '@/config/paths';
import { authSession } from '@/lib/auth-session';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsCard } from './settings-card';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function ConfirmDeleteBody({
  username,
  onCancel,
  onConfirm,
}: {
  username: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation('profile');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === username;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!matches) return;
        setBusy(true);
        void onConfirm().finally(() => setBusy(false));
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>{t('deleteAccount.modalText', { username })}</Text>
        <TextInput
          label={t('deleteAccount.confirmLabel')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          autoComplete="off"
          data-autofocus
          spellCheck={false}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('deleteAccount.cancel')}
          </Button>
          <Button type="submit" color="red" disabled={!matches} loading={busy}>
            {t('deleteAccount.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Deleting the account, behind a confirmation where the person types their username (the then applies). */
export function DeleteAccountSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const stack = useModalStack();
  const client = useQueryClient();
  const navigate = useNavigate();
  const mutation = useDeleteAccount();
  // Resolves when this section unmounts (the page was left).
  const left = useRef(deferred());
  useEffect(() => {
    const current = deferred();
    left.current = current;
    return () => current.resolve();
  }, []);

  const onConfirm = async () => {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      notifyError(error);
      return;
    }
    stack.closeAll();
    // Spec §4: told it worked, logged out after 200 ms with the cache cleared. The session is already gone on
    // the server, so the cache goes together with it: an earlier clear would refetch /auth/me into a 401.
    notifySuccess(t('deleteAccount.deleted'));
    await wait(LOGOUT_DELAY_MS);
    // Home first, and only once this page is gone: signed out on a settings page, its guard would send the
    // person to the login page instead. (The navigation is a transition; the sign-out is not.)
    void navigate(paths.home.href(), { replace: true });
    await Promise.race([left.current.promise, wait(2000)]);
    authSession.clear();
    client.clear();
  };

  const open = () =>
    stack.open({
      key: 'confirmation',
      title: t('deleteAccount.modalTitle'),
      size: 'sm',
      render: (api) => <ConfirmDeleteBody username={user.username} onCancel={api.back} onConfirm={onConfirm} />,
    });

  return (
    <SettingsCard title={t('deleteAccount.title')} description={t('deleteAccount.text')} danger>
      <Group justify="flex-end">
        <Button color="red" variant="light" leftSection={<IconTrash size={18} />} onClick={open}>
          {t('deleteAccount.button')}
        </Button>
      </Group>
    </SettingsCard>
  );
}
