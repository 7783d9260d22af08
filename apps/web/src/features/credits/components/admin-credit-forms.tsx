import { useState } from 'react';
import { Button, Group, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  creditAdjustmentBodySchema,
  creditGrantBodySchema,
  creditRefundBodySchema,
  type AdminCreditTeam,
} from '@plaudit/contract';
import { ModalDateInput } from '@/components/modal-date-input';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useAdminAdjust, useAdminGrant, useAdminRefund } from '../api/admin-credits';
import { formatCredits, formatMoney } from './money';

// The admin's three dialogs on a team's credits: a grant (may expire), an adjustment (signed) and a refund of a
// paid top-up. Each checks its body with the contract's schema first, shows the server's refusal on its field, and
// says what happened in a toast.

type Errors = Partial<Record<'credits' | 'reason' | 'expiresAt' | 'topUpId', string>>;

function issuesOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'credits') as keyof Errors;
    errors[field] ??= issue.message;
  }
  return errors;
}

function FormButtons({
  onCancel,
  submitLabel,
  loading,
}: {
  onCancel: () => void;
  submitLabel: string;
  loading: boolean;
}) {
  const { t } = useTranslation('credits');
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}

interface FormProps {
  team: AdminCreditTeam;
  onDone: () => void;
  onCancel: () => void;
}

export function GrantForm({ team, onDone, onCancel }: FormProps) {
  const { t, i18n } = useTranslation('credits');
  const grant = useAdminGrant();
  const [credits, setCredits] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [expires, setExpires] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      credits: typeof credits === 'number' ? credits : Number.NaN,
      reason,
      expiresAt: expires ? dayjs(expires).endOf('day').toISOString() : null,
    };
    const parsed = creditGrantBodySchema.safeParse(body);
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    try {
      await grant.mutateAsync({ teamId: team.teamId, body: parsed.data });
      notifySuccess(
        t('admin.granted', { credits: formatCredits(parsed.data.credits, i18n.language), name: team.brandName }),
      );
      onDone();
    } catch (error) {
      showFormError(error, ['credits', 'reason', 'expiresAt'] as const, (field, message) =>
        setErrors({ [field]: message }),
      );
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('admin.grantTitle', { name: team.brandName })}
    >
      <Stack gap="md">
        <NumberInput
          label={t('admin.credits')}
          value={credits}
          onChange={setCredits}
          allowDecimal={false}
          allowNegative={false}
          required
          data-autofocus
          error={fieldError(errors.credits)}
        />
        <Textarea
          label={t('admin.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          autosize
          minRows={2}
          error={fieldError(errors.reason)}
        />
        <ModalDateInput
          label={t('admin.expires')}
          description={t('admin.expiresHelp')}
          value={expires}
          onChange={setExpires}
          minDate={dayjs().add(1, 'day').format('YYYY-MM-DD')}
          clearable
          error={fieldError(errors.expiresAt)}
        />
        <FormButtons onCancel={onCancel} submitLabel={t('admin.grant')} loading={grant.isPending} />
      </Stack>
    </form>
  );
}

export function AdjustForm({ team, onDone, onCancel }: FormProps) {
  const { t, i18n } = useTranslation('credits');
  const adjust = useAdminAdjust();
  const [credits, setCredits] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = creditAdjustmentBodySchema.safeParse({
      credits: typeof credits === 'number' ? credits : Number.NaN,
      reason,
    });
    if (!parsed.success) return setErrors(issuesOf(parsed.error.issues));
    setErrors({});
    try {
      const entry = await adjust.mutateAsync({ teamId: team.teamId, body: parsed.data });
      notifySuccess(
        t('admin.adjusted', { balance: formatCredits(entry.balanceAfter, i18n.language), name: team.brandName }),
      );
      onDone();
    } catch (error) {
      showFormError(error, ['credits', 'reason'] as const, (field, message) => setErrors({ [field]: message }));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('admin.adjustTitle', { name: team.brandName })}
    >
      <Stack gap="md">
        <NumberInput
          label={t('admin.adjustCredits')}
          description={t('admin.adjustHelp', { available: formatCredits(team.available, i18n.language) })}
          value={credits}
          onChange={setCredits}
          allowDecimal={false}
          required
          data-autofocus
          error={fieldError(errors.credits)}
        />
        <Textarea
          label={t('admin.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          autosize
          minRows={2}
          error={fieldError(errors.reason)}
        />
        <FormButtons onCancel={onCancel} submitLabel={t('admin.adjust')} loading={adjust.isPending} />
      </Stack>
    </form>
  );
}

export function RefundForm({ team, onDone, onCancel }: FormProps) {
  const { t, i18n } = useTranslation('credits');
  const refund = useAdminRefund();
  const paid = team.topUps.filter((topUp) => topUp.status === 'PAID');
  const [topUpId, setTopUpId] = useState<string | null>(paid[0]?.id ?? null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = creditRefundBodySchema.safeParse({ reason });
    const next: Errors = parsed.success ? {} : issuesOf(parsed.error.issues);
    if (!topUpId) next.topUpId = 'credits.error.top_up_not_found';
    if (!parsed.success || !topUpId) return setErrors(next);
    setErrors({});
    try {
      const done = await refund.mutateAsync({ topUpId, body: parsed.data });
      notifySuccess(t('admin.refunded', { credits: formatCredits(done.refundedCredits, i18n.language) }));
      onDone();
    } catch (error) {
      showFormError(error, ['reason'] as const, (field, message) => setErrors({ [field]: message }));
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('admin.refundTitle', { name: team.brandName })}
    >
      <Stack gap="md">
        <Select
          label={t('admin.topUp')}
          description={t('admin.refundHelp')}
          data={paid.map((topUp) => ({
            value: topUp.id,
            label: `${topUp.receiptNumber ?? topUp.id.slice(0, 8)} · ${formatCredits(topUp.credits, i18n.language)} · ${formatMoney(topUp.amountCents, topUp.currency, i18n.language)}`,
          }))}
          value={topUpId}
          onChange={setTopUpId}
          allowDeselect={false}
          required
          error={fieldError(errors.topUpId)}
        />
        <Textarea
          label={t('admin.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          autosize
          minRows={2}
          data-autofocus
          error={fieldError(errors.reason)}
        />
        <FormButtons onCancel={onCancel} submitLabel={t('admin.refund')} loading={refund.isPending} />
      </Stack>
    </form>
  );
}
