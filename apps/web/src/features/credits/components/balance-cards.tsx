import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreditAccount } from '@plaudit/contract';
import { formatCredits } from './money';

/** Balance, held (reserved by open bids) and available (what can be spent now), each a figure of its own. */
export function BalanceCards({ account }: { account: CreditAccount }) {
  const { t, i18n } = useTranslation('credits');
  const figures = [
    { key: 'balance', value: account.balance },
    { key: 'held', value: account.held },
    { key: 'available', value: account.available },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" mb="xl">
      {figures.map(({ key, value }) => (
        <Card key={key} withBorder radius="lg" p="md" component="section" aria-label={t(`figures.${key}`)}>
          <Text fz="sm" c="dimmed">
            {t(`figures.${key}`)}
          </Text>
          <Text fz={30} fw={700} data-testid={`credits-${key}`}>
            {formatCredits(value, i18n.language)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(`figures.${key}Help`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
