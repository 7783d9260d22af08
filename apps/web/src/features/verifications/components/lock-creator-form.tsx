import '@mantine/dates/styles.css';
import { useState } from 'react';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StaffDecisionGround } from '@plaudit/contract';
import { GroundPicker } from '@/components/ground-picker';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetCreatorAccess } from '../api/set-creator-access';

/**
 * 'Temporary lock creator': BLOCKED until a chosen day, or indefinitely, on a published ground (the team's OWNERs and
 * ADMINs read it in their statement of reasons and may appeal); or lift an existing lock, which needs no ground.
 */
export function LockCreatorForm({
  teamId,
  blocked,
  onDone,
  onCancel,
}: {
  teamId: string;
  blocked: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('verifications');
  const access = useSetCreatorAccess();
  const [mode, setMode] = useState<'until' | 'indefinite'>('until');
  const [until, setUntil] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [ground, setGround] = useState<StaffDecisionGround | null>(null);
  const tomorrow = dayjs().add(1, 'day').startOf('day').toDate();
  const canLock = (mode === 'indefinite' || !!until) && ground !== null;

  const run = async (body: Parameters<typeof access.mutateAsync>[0]['body'], message: string) => {
    try {
      await access.mutateAsync({ teamId, body });
      notifySuccess(message);
      onDone();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="md">
      <Radio.Group label={t('lock.duration')} value={mode} onChange={(v) => setMode(v as 'until' | 'indefinite')}>
        <Stack gap="xs" mt="xs">
          <Radio value="until" label={t('lock.untilDate')} />
          <Radio value="indefinite" label={t('lock.indefinitely')} />
        </Stack>
      </Radio.Group>
      {mode === 'until' && (
        <DatePickerInput
          label={t('lock.date')}
          placeholder={t('lock.pickDate')}
          value={until}
          onChange={setUntil}
          minDate={tomorrow}
          valueFormat="MMM D, YYYY"
          clearable
          popoverProps={{ withinPortal: true, zIndex: 1000 }}
        />
      )}
      <GroundPicker value={ground} onChange={setGround} />
      <TextInput
        label={t('lock.reason')}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={500}
      />
      <Group justify="space-between" gap="sm">
        {blocked ? (
          <Button
            variant="light"
            color="teal"
            loading={access.isPending}
            onClick={() => run({ accessStatus: 'UNBLOCKED' }, t('lock.unlocked'))}
          >
            {t('lock.unlock')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            disabled={!canLock}
            loading={access.isPending}
            onClick={() =>
              run(
                {
                  accessStatus: 'BLOCKED',
                  until: mode === 'until' && until ? dayjs(until).endOf('day').toISOString() : null,
                  reason: reason.trim() || undefined,
                  ground: ground ?? undefined,
                },
                t('lock.locked'),
              )
            }
          >
            {t('lock.submit')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
