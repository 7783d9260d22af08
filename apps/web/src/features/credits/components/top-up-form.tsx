import { useState } from 'react';
import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CREDITS_TOP_UP_MAX,
  CREDITS_TOP_UP_MIN,
  CREDITS_TOP_UP_PRESETS,
  topUpBodySchema,
  type CreditAccount,
  type Currency,
} from '@plaudit/contract';
import { fieldError } from '@/lib/field-error';
import { showFormError } from '@/lib/notify';
import { useCreateTopUp } from '../api/credit-mutations';
import { formatCredits, priceOf } from './money';

const CUSTOM = 'custom';

/**
 * The "top-up credits" modal's body: 500, 2,000, 10,000 or a custom amount, its price (and about how much that is
 * in the person's currency), then on to the checkout. The idempotency key is made once per dialog, so pressing
 * twice, or a retry after a lost answer, starts one top-up.
 */
export function TopUpForm({
  teamId,
  account,
  displayCurrency,
  onCancel,
  onLeave,
}: {
  teamId: string;
  account: CreditAccount;
  displayCurrency: Currency;
  onCancel: () => void;
  /** Closes the dialogs before the checkout opens. */
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation('credits');
  const navigate = useNavigate();
  const create = useCreateTopUp(teamId);
  const [idempotencyKey] = useState(() => `topup-${crypto.randomUUID()}`);
  const [choice, setChoice] = useState<string>(String(CREDITS_TOP_UP_PRESETS[1]));
  const [custom, setCustom] = useState<number | string>('');
  const [error, setError] = useState<string | undefined>();
  const credits = choice === CUSTOM ? (typeof custom === 'number' ? custom : Number.NaN) : Number(choice);
  const price =
    Number.isFinite(credits) && credits > 0 ? priceOf(credits, account, displayCurrency, i18n.language) : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = topUpBodySchema.safeParse({ credits, idempotencyKey });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const topUp = await create.mutateAsync(parsed.data);
      if (!topUp.checkoutUrl) return;
      const url = new URL(topUp.checkoutUrl, window.location.origin);
      onLeave();
      // The sandbox's checkout is a page of this app; Stripe's is Stripe's.
      if (url.origin === window.location.origin) void navigate(`${url.pathname}${url.search}`);
      else window.location.assign(url.toString());
    } catch (failure) {
      showFormError(failure, ['credits'] as const, (_field, message) => setError(message));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('topUp.title')}>
      <Stack gap="md">
        <Radio.Group
          label={t('topUp.amount')}
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setError(undefined);
          }}
        >
          <SimpleGrid cols={{ base: 2, xs: 4 }} mt="xs" spacing="xs">
            {CREDITS_TOP_UP_PRESETS.map((preset) => (
              <Radio.Card key={preset} value={String(preset)} radius="md" p="sm" data-testid={`top-up-${preset}`}>
                <Group gap="xs" wrap="nowrap">
                  <Radio.Indicator />
                  <Text fw={600}>{formatCredits(preset, i18n.language)}</Text>
                </Group>
              </Radio.Card>
            ))}
            <Radio.Card value={CUSTOM} radius="md" p="sm">
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator />
                <Text fw={600}>{t('topUp.custom')}</Text>
              </Group>
            </Radio.Card>
          </SimpleGrid>
        </Radio.Group>
        {choice === CUSTOM && (
          <NumberInput
            label={t('topUp.customLabel')}
            description={t('topUp.customHelp', {
              min: formatCredits(CREDITS_TOP_UP_MIN, i18n.language),
              max: formatCredits(CREDITS_TOP_UP_MAX, i18n.language),
            })}
            value={custom}
            onChange={setCustom}
            min={CREDITS_TOP_UP_MIN}
            max={CREDITS_TOP_UP_MAX}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={i18n.language.startsWith('de') ? '.' : ','}
            decimalSeparator={i18n.language.startsWith('de') ? ',' : '.'}
            data-autofocus
            error={fieldError(error)}
          />
        )}
        {choice !== CUSTOM && error && (
          <Text c="red" fz="sm" role="alert">
            {fieldError(error)}
          </Text>
        )}
        <Stack gap={2} aria-live="polite">
          <Text fz="sm" c="dimmed">
            {t('topUp.price')}
          </Text>
          <Text fz={24} fw={700} data-testid="top-up-price">
            {price ? price.charged : '—'}
          </Text>
          {price?.approx && (
            <Text fz="sm" c="dimmed">
              {t('topUp.approx', { amount: price.approx })}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('topUp.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('topUp.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
