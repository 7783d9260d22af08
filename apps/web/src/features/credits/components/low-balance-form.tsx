import { useState } from 'react';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CREDITS_LOW_BALANCE_MAX, creditSettingsBodySchema, type CreditAccount } from '@plaudit/contract';
import { fieldError } from '@/lib/field-error';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useUpdateCreditSettings } from '../api/credit-mutations';

/** The low-balance threshold: below it the team's owners and admins are mailed once; empty turns the mail off. */
export function LowBalanceForm({ teamId, account }: { teamId: string; account: CreditAccount }) {
  const { t, i18n } = useTranslation('credits');
  const update = useUpdateCreditSettings(teamId);
  const [value, setValue] = useState<number | string>(account.lowBalanceThreshold ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = creditSettingsBodySchema.safeParse({ lowBalanceThreshold: value === '' ? null : value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await update.mutateAsync(parsed.data);
      notifySuccess(t('lowBalance.saved'));
    } catch (failure) {
      showFormError(failure, ['lowBalanceThreshold'] as const, (_field, message) => setError(message));
    }
  };
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby="low-balance-title">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="low-balance-title">
            {t('lowBalance.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('lowBalance.text')}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NumberInput
              label={t('lowBalance.label')}
              placeholder={t('lowBalance.placeholder')}
              value={value}
              onChange={setValue}
              min={0}
              max={CREDITS_LOW_BALANCE_MAX}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={i18n.language.startsWith('de') ? '.' : ','}
              decimalSeparator={i18n.language.startsWith('de') ? ',' : '.'}
              error={fieldError(error)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" variant="light" loading={update.isPending}>
              {t('lowBalance.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
