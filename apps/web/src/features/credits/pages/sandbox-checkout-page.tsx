import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SandboxOutcome } from '@plaudit/contract';
import { AuthCard } from '@/components/auth-card';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useSandboxPay, useSandboxTopUp } from '../api/sandbox-checkout';
import { formatCredits, formatMoney } from '../components/money';
import { TopUpStatusBadge } from '../components/top-up-status';

// /checkout/sandbox/{topUpId}: the sandbox's stand-in for a payment provider's checkout, for the person who started
// the top-up. Pay credits the team at once, Decline fails the top-up, Pay after a delay pays a few seconds later as a
// late webhook would (the page looks again every second until the top-up is no longer pending).

export default function SandboxCheckoutPage() {
  const { t, i18n } = useTranslation('credits');
  const { topUpId = '' } = useParams();
  const topUp = useSandboxTopUp(topUpId);
  const pay = useSandboxPay(topUpId);

  const act = async (outcome: SandboxOutcome) => {
    try {
      await pay.mutateAsync(outcome);
    } catch (error) {
      notifyError(error);
    }
  };

  const data = topUp.data;
  const waiting = data?.status === 'PENDING' && pay.variables === 'DELAY' && pay.isSuccess;
  return (
    <AuthCard title={t('checkout.title')} description={t('checkout.description')}>
      {topUp.isPending && <ListSkeleton rows={2} height={48} />}
      {topUp.isError && (
        <LoadError title={t('checkout.loadError')} error={topUp.error} onRetry={() => void topUp.refetch()} />
      )}
      {data && (
        <Stack gap="md">
          <Group justify="center">
            <Badge variant="outline" color="gray">
              {t('checkout.sandbox')}
            </Badge>
          </Group>
          <Stack gap={2} ta="center">
            <Text fz={32} fw={700} data-testid="checkout-amount">
              {formatMoney(data.amountCents, data.currency, i18n.language)}
            </Text>
            <Text c="dimmed">{t('checkout.credits', { credits: formatCredits(data.credits, i18n.language) })}</Text>
          </Stack>
          <Group justify="center" aria-live="polite">
            <TopUpStatusBadge status={data.status} />
          </Group>
          {data.status === 'PENDING' && !waiting && (
            <Stack gap="xs">
              <Button size="md" onClick={() => void act('PAY')} loading={pay.isPending && pay.variables === 'PAY'}>
                {t('checkout.pay')}
              </Button>
              <Button
                variant="light"
                onClick={() => void act('DELAY')}
                loading={pay.isPending && pay.variables === 'DELAY'}
                leftSection={<IconClockHour4 size={16} aria-hidden="true" />}
              >
                {t('checkout.delay')}
              </Button>
              <Button
                variant="default"
                color="red"
                onClick={() => void act('DECLINE')}
                loading={pay.isPending && pay.variables === 'DECLINE'}
                leftSection={<IconX size={16} aria-hidden="true" />}
              >
                {t('checkout.decline')}
              </Button>
              <Text fz="xs" c="dimmed" ta="center">
                {t('checkout.expires', { date: formatDateTime(data.expiresAt, i18n.language) })}
              </Text>
            </Stack>
          )}
          {waiting && (
            <Alert color="yellow" icon={<IconClockHour4 size={18} />} role="status">
              {t('checkout.waiting')}
            </Alert>
          )}
          {(data.status === 'PAID' || data.status === 'REFUNDED') && (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status" title={t('checkout.paidTitle')}>
              {t('checkout.paidText', { receipt: data.receiptNumber ?? '' })}
            </Alert>
          )}
          {(data.status === 'FAILED' || data.status === 'EXPIRED') && (
            <Alert color="red" role="status" title={t(`checkout.${data.status}`)}>
              {t('checkout.notCharged')}
            </Alert>
          )}
          <Button component={Link} to={paths.creatorCredits.href()} variant="subtle">
            {t('checkout.back')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
