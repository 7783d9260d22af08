import { Group, Text } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { useTranslation } from 'react-i18next';
import type { RatingSummary as Summary } from '@plaudit/contract';
import { numberFormat } from '@/lib/format';

/** Stars with the average and the count, or "No reviews yet". */
export function RatingSummary({ rating, size = 'sm' }: { rating: Summary; size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('catalogue');
  if (!rating || rating.count === 0) {
    return (
      <Text fz={size} c="dimmed">
        {t('rating.none')}
      </Text>
    );
  }
  const average = numberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    rating.average,
  );
  return (
    <Group gap={6} wrap="nowrap" aria-label={t('rating.label', { average, count: rating.count })} role="img">
      <StarMeter value={rating.average} size={size} />
      <Text fz={size} fw={600} aria-hidden="true">
        {average}
      </Text>
      <Text fz={size} c="dimmed" aria-hidden="true">
        ({rating.count})
      </Text>
    </Group>
  );
}
