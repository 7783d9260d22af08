import { useState } from 'react';
import { AreaChart, BarChart, CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartAreaLine } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CreatorStats, StatsInterval } from '@plaudit/contract';
import { EmptyState, LoadError } from '@/components/data-states';
import { refreshing } from '@/components/refreshing';
import { formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { getCreatorStatsCsv, useCreatorStats } from '../api/get-creator-stats';
import { ChartPanel } from './chart-panel';
import { StatCard } from './stat-card';
import { StatsControls } from './stats-controls';
import { readRange, toQuery } from './stats-range';
import { TopLists } from './top-lists';

const CHART_HEIGHT = 240;
/** The plots are pictures of the tables behind them: not a keyboard stop (recharts' accessibility layer is). */
export const NOT_FOCUSABLE = { accessibilityLayer: false } as const;

/** A bucket's start as its label: the day (and the hour for an hourly series), in UTC like the buckets. */
function bucketLabel(at: string, interval: StatsInterval, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    interval === 'hour'
      ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(new Date(at));
}

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
  const series = (data?.series ?? []).map((point) => ({
    ...point,
    label: bucketLabel(point.at, data!.interval, i18n.language),
  }));
  const formatRange = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );

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
          <Skeleton h={CHART_HEIGHT + 60} radius="lg" />
        </Stack>
      ) : (
        <Stack gap="lg" {...refreshing(stats.isPlaceholderData)}>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
            <StatCard
              label={t('cards.views')}
              hint={t('hints.views')}
              value={number.format(data.totals.views)}
              current={data.totals.views}
              previous={data.previous.views}
            />
            <StatCard
              label={t('cards.visitors')}
              hint={t('hints.visitors')}
              value={number.format(data.totals.visitors)}
              current={data.totals.visitors}
              previous={data.previous.visitors}
            />
            <StatCard
              label={t('cards.clicks')}
              hint={t('hints.clicks')}
              value={number.format(data.totals.clicks)}
              current={data.totals.clicks}
              previous={data.previous.clicks}
            />
            <StatCard
              label={t('cards.clickThroughRate')}
              hint={t('hints.clickThroughRate')}
              value={data.totals.clickThroughRate === null ? '—' : percent.format(data.totals.clickThroughRate)}
              current={data.totals.clickThroughRate}
              previous={data.previous.clickThroughRate}
            />
            <StatCard
              label={t('cards.reviews')}
              hint={t('hints.reviews')}
              value={number.format(data.totals.reviews)}
              current={data.totals.reviews}
              previous={data.previous.reviews}
            />
            <StatCard
              label={t('cards.avgRating')}
              hint={t('hints.avgRating')}
              value={data.totals.avgRating === null ? '—' : `${rating.format(data.totals.avgRating)} ★`}
              current={data.totals.avgRating}
              previous={data.previous.avgRating}
            />
            <StatCard
              label={t('cards.trophies')}
              hint={t('hints.trophies')}
              value={number.format(data.totals.trophies)}
              current={data.totals.trophies}
              previous={data.previous.trophies}
            />
            {/* A brand's own awards are never added to the platform's trophies. */}
            <StatCard
              label={t('cards.brandAwards')}
              hint={t('hints.brandAwards')}
              value={number.format(data.totals.brandAwards)}
              current={data.totals.brandAwards}
              previous={data.previous.brandAwards}
            />
          </SimpleGrid>

          {isEmpty(data) ? (
            <EmptyState icon={IconChartAreaLine} title={t('empty.title')} text={t('empty.text')} />
          ) : (
            <>
              <ChartPanel
                title={t('charts.traffic')}
                summary={t('charts.trafficSummary', {
                  views: number.format(data.totals.views),
                  visitors: number.format(data.totals.visitors),
                  from: formatRange(range.from),
                  to: formatRange(range.to),
                })}
                table={{
                  columns: [t('charts.period'), t('cards.views'), t('cards.visitors'), t('cards.clicks')],
                  rows: series.map((p) => [p.label, p.views, p.visitors, p.clicks]),
                }}
              >
                <AreaChart
                  h={CHART_HEIGHT}
                  data={series}
                  dataKey="label"
                  curveType="monotone"
                  withDots={false}
                  areaChartProps={NOT_FOCUSABLE}
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  gridAxis="y"
                  tickLine="none"
                  valueFormatter={(value) => number.format(value)}
                  series={[
                    { name: 'views', label: t('cards.views'), color: 'brand.6' },
                    { name: 'visitors', label: t('cards.visitors'), color: 'teal.6' },
                  ]}
                />
              </ChartPanel>
              <ChartPanel
                title={t('charts.reviews')}
                summary={t('charts.reviewsSummary', {
                  reviews: number.format(data.totals.reviews),
                  from: formatRange(range.from),
                  to: formatRange(range.to),
                })}
                table={{
                  columns: [t('charts.period'), t('cards.reviews'), t('cards.avgRating')],
                  rows: series.map((p) => [
                    p.label,
                    p.reviews,
                    p.avgRating === null ? '—' : rating.format(p.avgRating),
                  ]),
                }}
              >
                <CompositeChart
                  h={CHART_HEIGHT}
                  data={series}
                  dataKey="label"
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  withRightYAxis
                  composedChartProps={NOT_FOCUSABLE}
                  rightYAxisProps={{ domain: [0, 5] }}
                  gridAxis="y"
                  tickLine="none"
                  connectNulls
                  series={[
                    { name: 'reviews', label: t('cards.reviews'), color: 'orange.5', type: 'bar' },
                    {
                      name: 'avgRating',
                      label: t('cards.avgRating'),
                      color: 'violet.6',
                      type: 'line',
                      yAxisId: 'right',
                    },
                  ]}
                />
              </ChartPanel>
              {data.topProducts.length > 0 && (
                <ChartPanel
                  title={t('charts.clicks')}
                  summary={t('charts.clicksSummary', { count: data.topProducts.length })}
                  table={{
                    columns: [t('top.product'), t('cards.clicks'), t('cards.views')],
                    rows: data.topProducts.map((p) => [p.name, p.clicks, p.views]),
                  }}
                >
                  <BarChart
                    h={Math.max(160, data.topProducts.length * 34)}
                    data={data.topProducts}
                    dataKey="name"
                    orientation="vertical"
                    barChartProps={NOT_FOCUSABLE}
                    gridAxis="x"
                    tickLine="none"
                    yAxisProps={{ width: 130 }}
                    valueFormatter={(value) => number.format(value)}
                    series={[{ name: 'clicks', label: t('cards.clicks'), color: 'brand.6' }]}
                  />
                </ChartPanel>
              )}
              <TopLists stats={data} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
