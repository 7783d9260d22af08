import { useState } from 'react';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { API_KEY_OVERLAP_SECONDS, type ApiKey, type ApiKeyCreated, type ApiKeyOverlapSeconds } from '@plaudit/contract';
import { notifyError } from '@/lib/notify';
import { useRollApiKey } from '../api/api-key-mutations';

/** Rolling a key: a new one replaces it, and the old one keeps working for the overlap chosen, so nothing breaks. */
export function RollKeyForm({
  teamId,
  apiKey,
  onRolled,
  onCancel,
}: {
  teamId: string;
  apiKey: ApiKey;
  onRolled: (created: ApiKeyCreated) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('apiKeys');
  const roll = useRollApiKey(teamId);
  const [overlap, setOverlap] = useState<string>('86400');
  const submit = async () => {
    try {
      onRolled(await roll.mutateAsync({ keyId: apiKey.id, overlapSeconds: Number(overlap) as ApiKeyOverlapSeconds }));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack gap="md">
      <Text fz="sm">{t('roll.text', { name: apiKey.name, start: apiKey.start })}</Text>
      <Radio.Group label={t('roll.overlap')} value={overlap} onChange={setOverlap}>
        <Stack gap="xs" mt="xs">
          {API_KEY_OVERLAP_SECONDS.map((seconds) => (
            <Radio key={seconds} value={String(seconds)} label={t(`roll.overlaps.${seconds}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={roll.isPending}>
          {t('roll.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
