import { useState, type FormEvent, type ReactNode } from 'react';
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

/** The frame each dialog shares: its name for assistive technology, its fields, then cancel and submit. */
function DialogForm({
  label,
  onSubmit,
  onCancel,
  submitLabel,
  loading,
  children,
}: {
  label: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  loading: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('credits');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Every change an admin makes to a team's credits is booked with a reason. */
function ReasonField({
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('credits');
  return (
    <Textarea
      label={t('admin.reason')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      required
      autosize
      minRows={2}
      data-autofocus={autoFocus || undefined}
      error={fieldError(error)}
    />
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
  const submit = async () => {
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
    <DialogForm
      label={t('admin.grantTitle', { name: team.brandName })}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('admin.grant')}
      loading={grant.isPending}
    >
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
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
      <ModalDateInput
        label={t('admin.expires')}
        description={t('admin.expiresHelp')}
        value={expires}
        onChange={setExpires}
        minDate={dayjs().add(1, 'day').format('YYYY-MM-DD')}
        clearable
        error={fieldError(errors.expiresAt)}
      />
    </DialogForm>
  );
}

export function AdjustForm({ team, onDone, onCancel }: FormProps) {
  const { t, i18n } = useTranslation('credits');
  const adjust = useAdminAdjust();
  const [credits, setCredits] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
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
    <DialogForm
      label={t('admin.adjustTitle', { name: team.brandName })}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('admin.adjust')}
      loading={adjust.isPending}
    >
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
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
    </DialogForm>
  );
}

export function RefundForm({ team, onDone, onCancel }: FormProps) {
  const { t, i18n } = useTranslation('credits');
  const refund = useAdminRefund();
  const paid = team.topUps.filter((topUp) => topUp.status === 'PAID');
  const [topUpId, setTopUpId] = useState<string | null>(paid[0]?.id ?? null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const submit = async () => {
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
    <DialogForm
      label={t('admin.refundTitle', { name: team.brandName })}
      onSubmit={submit}
      onCancel={onCancel}
      submitLabel={t('admin.refund')}
      loading={refund.isPending}
    >
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
      <ReasonField value={reason} onChange={setReason} error={errors.reason} autoFocus />
    </DialogForm>
  );
}
