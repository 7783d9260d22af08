import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClearingDay } from '@plaudit/contract';

/** A featuring's recent clearing prices in one line: the range the winners paid, and on how many days. */
export function ClearingPrices({ clearing }: { clearing: readonly ClearingDay[] }) {
  const { t } = useTranslation('campaigns');
  const prices = clearing.flatMap((day) => day.prices);
  if (prices.length === 0)
    return (
      <Text fz="xs" c="dimmed">
        {t('clearing.none')}
      </Text>
    );
  return (
    <Text fz="xs" c="dimmed">
      {t('clearing.range', { min: Math.min(...prices), max: Math.max(...prices), days: clearing.length })}
    </Text>
  );
}
