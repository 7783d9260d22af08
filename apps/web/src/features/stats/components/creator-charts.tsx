import { AreaChart, BarChart, CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import type { CreatorStats, StatsInterval } from '@plaudit/contract';
import { ChartPanel } from './chart-panel';
import { NOT_FOCUSABLE } from './not-focusable';

const CHART_HEIGHT = 240;

/** A bucket's start as its label: the day (and the hour for an hourly series), in UTC like the buckets. */
function bucketLabel(at: string, interval: StatsInterval, language: string): string {
  const options: Intl.DateTimeFormatOptions =
    interval === 'hour'
      ? { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(language, options).format(new Date(at));
}

/** The creator dashboard's plots, each with the table behind it: traffic, reviews and the most clicked products. */
export function CreatorCharts({ data, range }: { data: CreatorStats; range: { from: string; to: string } }) {
  const { t, i18n } = useTranslation('stats');
  const number = new Intl.NumberFormat(i18n.language);
  const rating = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  const series = data.series.map((point) => ({ ...point, label: bucketLabel(point.at, data.interval, i18n.language) }));
  const formatRange = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value}T00:00:00Z`),
    );

  return (
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
          rows: series.map((p) => [p.label, p.reviews, p.avgRating === null ? '—' : rating.format(p.avgRating)]),
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
    </>
  );
}
