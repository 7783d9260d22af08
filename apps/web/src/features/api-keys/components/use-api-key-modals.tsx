import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, ApiKeyCreated } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { CreateKeyForm } from './create-key-form';
import { KeyShownOnce } from './key-shown-once';
import { RollKeyForm } from './roll-key-form';

/**
 * Opens the API key modals on the app's modal stack: "create API key" and "roll", each followed, in the same modal,
 * by the shown-once screen of the new key.
 */
export function useApiKeyModals(teamId: string) {
  const { t } = useTranslation('apiKeys');
  const stack = useModalStack();
  return useMemo(
    () => ({
      create: () =>
        stack.open({
          key: 'createApiKey',
          title: t('modal.create'),
          size: 'lg',
          render: (top) => <CreateThenShow teamId={teamId} onClose={() => top.back()} />,
        }),
      roll: (apiKey: ApiKey) =>
        stack.open({
          key: 'rollApiKey',
          title: t('modal.roll', { name: apiKey.name }),
          size: 'md',
          render: (top) => <RollThenShow teamId={teamId} apiKey={apiKey} onClose={() => top.back()} />,
        }),
    }),
    [stack, t, teamId],
  );
}

function CreateThenShow({ teamId, onClose }: { teamId: string; onClose: () => void }) {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return created ? (
    <KeyShownOnce created={created} onDone={onClose} />
  ) : (
    <CreateKeyForm teamId={teamId} onCreated={setCreated} onCancel={onClose} />
  );
}

function RollThenShow({ teamId, apiKey, onClose }: { teamId: string; apiKey: ApiKey; onClose: () => void }) {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return created ? (
    <KeyShownOnce created={created} onDone={onClose} />
  ) : (
    <RollKeyForm teamId={teamId} apiKey={apiKey} onRolled={setCreated} onCancel={onClose} />
  );
}
