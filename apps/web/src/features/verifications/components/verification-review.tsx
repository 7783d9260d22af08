import { useState } from 'react';
import { Anchor, Blockquote, Button, Divider, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconLock, IconMessageQuestion, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminVerification, StaffDecisionGround, VerificationDecision } from '@plaudit/contract';
import { GroundPicker } from '@/components/ground-picker';
import type { ModalStackApi } from '@/components/modal-stack';
import { formatDate, formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDecideVerification } from '../api/decide-verification';
import { LockCreatorForm } from './lock-creator-form';
import { StatusBadge } from './status-badge';

/**
 * Reject and Needs more info need a message for the applicant; Approve does not. Reject also needs the published
 * ground: a refusal carries a statement of reasons the applicant may appeal.
 */
export function decisionDisabled(
  decision: VerificationDecision,
  message: string,
  busy: boolean,
  ground: StaffDecisionGround | null,
): boolean {
  return busy || (decision !== 'APPROVED' && message.trim() === '') || (decision === 'REJECTED' && ground === null);
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The 'admin verification' modal: the application, the decision with its message, and the creator lock. */
export function VerificationReview({ item, stack }: { item: AdminVerification; stack: ModalStackApi }) {
  const { t, i18n } = useTranslation('verifications');
  const decide = useDecideVerification();
  const [message, setMessage] = useState('');
  const [ground, setGround] = useState<StaffDecisionGround | null>(null);
  const [pending, setPending] = useState<VerificationDecision | null>(null);

  const submit = async (status: VerificationDecision) => {
    setPending(status);
    try {
      await decide.mutateAsync({
        id: item.id,
        body: {
          status,
          message: message.trim() || undefined,
          ground: status === 'REJECTED' && ground ? ground : undefined,
        },
      });
      notifySuccess(t(`decided.${status}`));
      stack.closeAll();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(null);
    }
  };

  const openLock = () =>
    stack.open({
      key: 'temporaryLockCreator',
      title: t('lock.title', { name: item.name }),
      render: (api) => (
        <LockCreatorForm
          teamId={item.teamId!}
          blocked={item.accessStatus === 'BLOCKED'}
          onDone={api.closeAll}
          onCancel={api.back}
        />
      ),
    });

  const busy = decide.isPending;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700} fz="lg">
          {item.kind === 'RENAME' ? t('renameFromTo', { from: item.previousName ?? '', to: item.name }) : item.name}
        </Text>
        <StatusBadge status={item.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Field label={t('fields.type')}>{item.kind === 'RENAME' ? t('kind.RENAME') : t(`type.${item.type}`)}</Field>
        {item.kind === 'RENAME' && <Field label={t('fields.previousName')}>{item.previousName}</Field>}
        <Field label={t('fields.applicant')}>
          {item.applicant ? (
            <>
              {item.applicant.name}
              <Text fz="sm" c="dimmed">
                {item.applicant.email}
              </Text>
            </>
          ) : (
            '—'
          )}
        </Field>
        <Field label={item.type === 'CREATOR' ? t('fields.website') : t('fields.channel')}>
          {item.link ? (
            <Anchor href={item.link} target="_blank" rel="noreferrer noopener">
              {item.link}
            </Anchor>
          ) : (
            '—'
          )}
        </Field>
        {item.profile && <Field label={t('fields.profile')}>{item.profile}</Field>}
        <Field label={t('fields.submitted')}>{formatDateTime(item.submittedAt, i18n.language)}</Field>
        {item.reviewedAt && (
          <Field label={t('fields.reviewed')}>
            {formatDateTime(item.reviewedAt, i18n.language)}
            {item.reviewer && (
              <Text fz="sm" c="dimmed">
                {item.reviewer.name}
              </Text>
            )}
          </Field>
        )}
        {item.type === 'CREATOR' && (
          <Field label={t('fields.access')}>
            {item.accessStatus === 'BLOCKED'
              ? item.accessUntil
                ? t('access.blockedUntil', { date: formatDate(item.accessUntil, i18n.language) })
                : t('access.blockedIndefinitely')
              : t('access.active')}
          </Field>
        )}
      </SimpleGrid>
      {item.message && (
        <Blockquote p="sm" color="gray">
          <Text fz="xs" fw={700} tt="uppercase" c="dimmed">
            {t('fields.lastMessage')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{item.message}</Text>
        </Blockquote>
      )}
      <Divider />
      <Textarea
        label={t('decision.message')}
        description={t('decision.messageHint')}
        rows={4}
        maxLength={2000}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
        data-autofocus
      />
      <GroundPicker value={ground} onChange={setGround} description={t('decision.groundHint')} required={false} />
      {/* Each button as wide as its label, wrapping to a new row when the modal is narrow: equal 'grow' columns
          cut the labels at 390 px ("Appro", "Rejec"). */}
      <Group gap="sm" wrap="wrap">
        <Button
          color="teal"
          leftSection={<IconCheck size={16} />}
          loading={pending === 'APPROVED'}
          disabled={decisionDisabled('APPROVED', message, busy, ground)}
          onClick={() => submit('APPROVED')}
        >
          {t('decision.approve')}
        </Button>
        <Button
          color="orange"
          variant="light"
          leftSection={<IconMessageQuestion size={16} />}
          loading={pending === 'NEEDS_MORE_INFO'}
          disabled={decisionDisabled('NEEDS_MORE_INFO', message, busy, ground)}
          onClick={() => submit('NEEDS_MORE_INFO')}
        >
          {t('decision.needsMoreInfo')}
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          loading={pending === 'REJECTED'}
          disabled={decisionDisabled('REJECTED', message, busy, ground)}
          onClick={() => submit('REJECTED')}
        >
          {t('decision.reject')}
        </Button>
      </Group>
      {item.type === 'CREATOR' && item.teamId && (
        <Button variant="subtle" color="red" leftSection={<IconLock size={16} />} onClick={openLock}>
          {item.accessStatus === 'BLOCKED' ? t('lock.manage') : t('lock.open')}
        </Button>
      )}
    </Stack>
  );
}
