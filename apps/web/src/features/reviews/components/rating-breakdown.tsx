import type { ReactNode } from 'react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReviewSummary } from '@plaudit/contract';
import { EmptyState } from '@/components/data-states';
import { numberFormat } from '@/lib/format';

/**
 * The product's rating summary: the plain average with stars, the count, and one bar per star from
 * five down to one. With no review yet: "No reviews yet" and the call to write the first (`action`).
 */
export function RatingBreakdown({ summary, action }: { summary: ReviewSummary; action?: ReactNode }) {
  const { t, i18n } = useTranslation('reviews');
  if (summary.count === 0 || summary.average === null) {
    return (
      <EmptyState icon={IconMessageCircle} title={t('summary.none')} text={t('summary.noneText')} action={action} />
    );
  }
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const average = number.format(summary.average);
  return (
    <Group align="center" gap="xl" wrap="wrap" role="group" aria-label={t('summary.label')}>
      <Stack gap={4} align="flex-start" miw={160}>
        <Text fz={44} fw={700} lh={1} aria-hidden="true">
          {average}
        </Text>
        <StarMeter value={summary.average} label={t('summary.average', { average })} />
        <Text c="dimmed" fz="sm">
          {t('summary.count', { count: summary.count })}
        </Text>
      </Stack>
      <Stack
        gap={6}
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0, flex: '1 1 240px', maxWidth: 420 }}
      >
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          const percent = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <Group
              key={stars}
              component="li"
              gap="sm"
              wrap="nowrap"
              aria-label={t('summary.bar', { stars, count, percent })}
              data-testid={`bar-${stars}`}
            >
              <Text fz="sm" w={36} aria-hidden="true">
                {t('summary.barStars', { stars })}
              </Text>
              <Progress value={percent} color="yellow" size="md" radius="xl" style={{ flex: 1 }} aria-hidden="true" />
              <Text fz="sm" c="dimmed" w={40} ta="right" aria-hidden="true">
                {count}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Group>
  );
}
