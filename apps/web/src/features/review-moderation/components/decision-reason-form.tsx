import { useState } from 'react';
import { Button, Card, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DECISION_GROUND_TEXT,
  moderationDecisionBodySchema,
  REVIEW_DECISION_REASON_MAX,
  STAFF_DECISION_GROUNDS,
  type StaffDecisionGround,
} from '@plaudit/contract';
import { messageText } from '@/lib/i18n';

// Reject and Remove need a reason and one of the published grounds: the author reads both in their email and their
// statement of reasons, and may appeal. The form opens in the item (r or x, or the button) with the field focused;
// Escape in the form closes it again.

interface Props {
  decision: 'REJECT' | 'REMOVE';
  busy: boolean;
  onSubmit: (reason: string, ground: StaffDecisionGround) => void;
  onCancel: () => void;
}

export function DecisionReasonForm({ decision, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('reviewModeration');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ground, setGround] = useState<StaffDecisionGround | ''>('');
  const [groundError, setGroundError] = useState<string | null>(null);
  // The contract's own rules, each message on its field: the reason's, and the ground's (required for both).
  const submit = () => {
    const parsed = moderationDecisionBodySchema.safeParse({ decision, reason, ground: ground || undefined });
    const issueOn = (field: string) => parsed.error?.issues.find((issue) => issue.path[0] === field)?.message;
    const reasonIssue = issueOn('reason');
    const groundIssue = issueOn('ground');
    if (reasonIssue) setError(messageText(reasonIssue));
    if (groundIssue) setGroundError(messageText(groundIssue));
    if (!parsed.success || !parsed.data.ground) return;
    onSubmit(parsed.data.reason ?? '', parsed.data.ground);
  };
  return (
    <Card withBorder radius="md" p="md" bg="var(--mantine-color-body)">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onCancel();
          }
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('groundPicker.label', { ns: 'decisions' })}
            value={ground}
            onChange={(e) => {
              setGround(e.currentTarget.value as StaffDecisionGround | '');
              setGroundError(null);
            }}
            data={[
              { value: '', label: t('groundPicker.choose', { ns: 'decisions' }) },
              ...STAFF_DECISION_GROUNDS.map((g) => ({ value: g, label: messageText(DECISION_GROUND_TEXT[g]) })),
            ]}
            error={groundError}
            required
          />
          <Textarea
            label={t(`reason.label.${decision}`)}
            description={t('reason.hint')}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (error) setError(null);
            }}
            error={error}
            autosize
            minRows={3}
            required
            data-autofocus
            autoFocus
          />
          <Group justify="space-between" gap="sm">
            <span
              style={{
                fontSize: 'var(--mantine-font-size-xs)',
                color:
                  reason.length > REVIEW_DECISION_REASON_MAX
                    ? 'var(--mantine-color-red-7)'
                    : 'var(--mantine-color-dimmed)',
              }}
            >
              {t('reason.counter', { count: reason.length, max: REVIEW_DECISION_REASON_MAX })}
            </span>
            <Group gap="sm">
              <Button variant="default" onClick={onCancel} disabled={busy}>
                {t('reason.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy}>
                {t(`reason.submit.${decision}`)}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
