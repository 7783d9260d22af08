import { useState } from 'react';
import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreatorStats } from '@plaudit/contract';
import { EmptyState, LoadError } from '@/components/data-states';
import { refreshing } from '@/components/refreshing';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { getCreatorStatsCsv, useCreatorStats } from '../api/get-creator-stats';
import { CreatorCharts } from './creator-charts';
import { StatCard } from './stat-card';
import { StatsControls } from './stats-controls';
import { readRange, toQuery } from './stats-range';
import { TopLists } from './top-lists';

/** The headline figures in their order; a brand's own awards are never added to the platform's trophies. */
const CARDS = [
  'views',
  'visitors',
  'clicks',
  'clickThroughRate',
  'reviews',
  'avgRating',
  'trophies',
  'brandAwards',
] as const satisfies readonly (keyof CreatorStats['totals'])[];

const isEmpty = (stats: CreatorStats) =>
  stats.totals.views === 0 &&
  stats.totals.clicks === 0 &&
  stats.totals.reviews === 0 &&
  stats.previous.views === 0 &&
  stats.searches.length === 0;

/**
 * The creator dashboard's figures: headline numbers with their change, plots with a table behind each,
 * top products, referrers and searches. The range, interval and product live in the URL, so a reload keeps them.
 */
export function CreatorStatsPanel({
  teamId,
  brandName,
  products,
}: {
  teamId: string;
  brandName: string;
  products: { id: string; name: string }[];
}) {
  const { t, i18n } = useTranslation('stats');
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const query = toQuery(range);
  const stats = useCreatorStats(teamId, query);
  const [downloading, setDownloading] = useState(false);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const rating = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  const change = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const download = async () => {
    setDownloading(true);
    try {
      const csv = await getCreatorStatsCsv(teamId, query);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `plaudit-stats-${brandName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${range.from}-${range.to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  const data = stats.data;
  /** A figure as its card shows it: a rate in percent, a rating with its star, a dash for none. */
  const shown = (key: (typeof CARDS)[number], value: number | null) =>
    value === null
      ? '—'
      : key === 'clickThroughRate'
        ? percent.format(value)
        : key === 'avgRating'
          ? `${rating.format(value)} ★`
          : number.format(value);

  return (
    <Stack gap="lg" component="section" aria-labelledby="stats-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text id="stats-title" fw={700} fz="xl" component="h2" m={0}>
            {t('title')}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('description')}
          </Text>
        </div>
        {data && (
          <Text fz="xs" c="dimmed">
            {data.rolledUpAt
              ? t('rolledUpAt', { time: formatDateTime(data.rolledUpAt, i18n.language) })
              : t('notRolledUp')}
          </Text>
        )}
      </Group>
      <StatsControls
        value={range}
        products={products}
        onChange={change}
        onDownload={() => void download()}
        downloading={downloading}
      />

      {stats.error ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={t('error')} />
      ) : !data ? (
        <Stack gap="md" aria-busy="true">
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} h={112} radius="lg" />
            ))}
          </SimpleGrid>
          <Skeleton h={300} radius="lg" />
        </Stack>
      ) : (
        <Stack gap="lg" {...refreshing(stats.isPlaceholderData)}>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            {CARDS.map((key) => (
              <StatCard
                key={key}
                label={t(`cards.${key}`)}
                hint={t(`hints.${key}`)}
                value={shown(key, data.totals[key])}
                current={data.totals[key]}
                previous={data.previous[key]}
              />
            ))}
          </SimpleGrid>

          {isEmpty(data) ? (
            <EmptyState icon={IconChartAreaLine} title={t('empty.title')} text={t('empty.text')} />
          ) : (
            <>
              <CreatorCharts data={data} range={range} />
              <TopLists stats={data} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
