import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Stepper, Text, Textarea } from '@mantine/core';
import { IconBan, IconCheckbox, IconFileCertificate, IconLock, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  TROPHY_CANCEL_REASON_MAX,
  TROPHY_CANDIDATES_MIN,
  trophyCancelBodySchema,
  type TrophyDetail,
  type TrophyStatus,
} from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import type { ModalStackApi } from '@/components/modal-stack';
import { fieldError } from '@/lib/field-error';
import { useCancelTrophy } from '../api/cancel';
import { useTrophy } from '../api/get';
import { useLockTrophy } from '../api/lock';
import { useOpenTrophy } from '../api/open';
import { ProductSelection } from './product-selection';
import { ProtocolGet } from './protocol-get';
import { TrophyForm } from './trophy-form';
import { TrophyStatusBadge } from './trophy-status-badge';
import { WinnerSelection } from './winner-selection';

const STEPS: TrophyStatus[] = ['DRAFT', 'NOMINATING', 'LOCKED', 'AWARDED'];

/** Where the trophy is on its way (a CANCELLED one stops where it was; the badge says so). */
function StatusStepper({ status }: { status: TrophyStatus }) {
  const { t } = useTranslation('trophyOrganiser');
  const active = status === 'CANCELLED' ? -1 : status === 'AWARDED' ? STEPS.length : STEPS.indexOf(status);
  return (
    <Stepper active={active} size="xs" allowNextStepsSelect={false} aria-label={t('editor.stepper')}>
      {STEPS.map((step) => (
        <Stepper.Step key={step} label={t(`status.${step}`)} />
      ))}
    </Stepper>
  );
}

function CancelForm({ trophyId, onDone, onBack }: { trophyId: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('trophyOrganiser');
  const [reason, setReason] = useState('');
  const cancel = useCancelTrophy();
  const parsed = trophyCancelBodySchema.safeParse({ reason });
  const error = parsed.success ? undefined : fieldError(parsed.error.issues[0]?.message);
  return (
    <Stack gap="md">
      <Text fz="sm">{t('cancel.text')}</Text>
      <Textarea
        label={t('cancel.reason')}
        autosize
        minRows={2}
        maxLength={TROPHY_CANCEL_REASON_MAX + 1}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onBack}>
          {t('modal.back')}
        </Button>
        <Button
          color="red"
          disabled={!parsed.success}
          loading={cancel.isPending}
          onClick={() => cancel.mutate({ id: trophyId, body: { reason } }, { onSuccess: onDone })}
        >
          {t('cancel.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The "edit trophy" modal's body: the status stepper, the form, and the next steps the server's `permissions`
 * allow. Product selection, winner selection and the protocol open ON TOP of it (their Back returns here).
 */
export function TrophyEditor({ trophyId, stack }: { trophyId: string; stack: ModalStackApi }) {
  const { t } = useTranslation('trophyOrganiser');
  const query = useTrophy(trophyId);
  const open = useOpenTrophy();
  const lock = useLockTrophy();

  if (query.isPending)
    return (
      <Stack gap="sm">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={40} />
        ))}
      </Stack>
    );
  if (query.isError)
    return <LoadError title={t('editor.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
  const trophy: TrophyDetail = query.data;
  const can = trophy.permissions;
  const tooFew = trophy.candidateCount < TROPHY_CANDIDATES_MIN;

  const openSelection = () =>
    stack.open({
      key: 'productSelection',
      title: t('selection.title', { name: trophy.name }),
      size: 'xl',
      render: (top) => <ProductSelection trophyId={trophy.id} trophy={trophy} onBack={() => top.back()} />,
    });
  const openWinner = () =>
    stack.open({
      key: 'winnerSelection',
      title: t('winner.title', { name: trophy.name }),
      size: 'lg',
      render: (top) => <WinnerSelection trophy={trophy} onBack={() => top.back()} />,
    });
  const openProtocol = () =>
    stack.open({
      key: 'protocolGet',
      title: t('protocol.title', { name: trophy.name }),
      render: (top) => <ProtocolGet trophyId={trophy.id} onBack={() => top.back()} />,
    });
  const confirmLock = async () => {
    const yes = await stack.confirm({
      title: t('lock.title'),
      message: (
        <Stack gap="xs" component="span">
          <Text component="span" display="block">
            {t('lock.text', { count: trophy.candidateCount })}
          </Text>
          {trophy.method === 'DRAW' && (
            <Text component="span" display="block">
              {t('lock.draw')}
            </Text>
          )}
        </Stack>
      ),
      confirmLabel: t('lock.confirm'),
    });
    if (yes) lock.mutate({ id: trophy.id });
  };
  const openCancel = () =>
    stack.open({
      key: 'confirmation',
      title: t('cancel.title'),
      size: 'sm',
      render: (top) => <CancelForm trophyId={trophy.id} onBack={() => top.back()} onDone={() => top.back()} />,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <TrophyStatusBadge status={trophy.status} />
        <Text fz="xs" c="dimmed">
          {t('editor.candidates', { count: trophy.candidateCount })}
        </Text>
      </Group>
      <StatusStepper status={trophy.status} />
      {trophy.status === 'CANCELLED' && (
        <Alert color="red" icon={<IconBan size={16} />}>
          {trophy.cancelReason ? t('editor.cancelledWith', { reason: trophy.cancelReason }) : t('editor.cancelled')}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap" aria-label={t('editor.actions')} role="group">
        {can.open && (
          <Button
            size="xs"
            leftSection={<IconPlayerPlay size={14} />}
            loading={open.isPending}
            onClick={() => open.mutate({ id: trophy.id })}
          >
            {t('actions.open')}
          </Button>
        )}
        {can.nominate && (
          <Button size="xs" variant="light" leftSection={<IconCheckbox size={14} />} onClick={openSelection}>
            {t('actions.choose')}
          </Button>
        )}
        {can.lock && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconLock size={14} />}
            loading={lock.isPending}
            // The server refuses a lock below the minimum (409): say so before, not after.
            disabled={tooFew}
            aria-describedby={tooFew ? 'trophy-lock-hint' : undefined}
            onClick={() => void confirmLock()}
          >
            {t('actions.lock')}
          </Button>
        )}
        {can.award && (
          <Button size="xs" color="teal" leftSection={<IconTrophy size={14} />} onClick={openWinner}>
            {t('actions.award')}
          </Button>
        )}
        {trophy.status === 'AWARDED' && (
          <Button size="xs" variant="light" leftSection={<IconFileCertificate size={14} />} onClick={openProtocol}>
            {t('actions.protocol')}
          </Button>
        )}
        {can.cancel && (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconBan size={14} />} onClick={openCancel}>
            {t('actions.cancel')}
          </Button>
        )}
      </Group>
      {can.lock && tooFew && (
        <Text id="trophy-lock-hint" fz="xs" c="dimmed">
          {t('lock.tooFew', { min: TROPHY_CANDIDATES_MIN, count: trophy.candidateCount })}
        </Text>
      )}
      {trophy.status === 'AWARDED' && trophy.winner && (
        <Alert color="teal" icon={<IconTrophy size={16} />}>
          {t('editor.winner', { title: trophy.winner.title })}
        </Alert>
      )}
      <TrophyForm key={`${trophy.id}-${trophy.status}`} trophy={trophy} readOnly={!can.edit} />
    </Stack>
  );
}
