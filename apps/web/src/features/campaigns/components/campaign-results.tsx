import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { notifyError } from '@/lib/notify';
import { getCampaignResultsCsv, useCampaignResults } from '../api/campaigns';

/** A campaign's results: credits spent per day as a chart, the table behind it (per day and bid) and the CSV. */
export function CampaignResults({ teamId, campaignId }: { teamId: string; campaignId: string }) {
  const { t, i18n } = useTranslation('campaigns');
  const results = useCampaignResults(teamId, campaignId, {});
  const [downloading, setDownloading] = useState(false);
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  const download = async () => {
    setDownloading(true);
    try {
      const csv = await getCampaignResultsCsv(teamId, campaignId, {});
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `plaudit-campaign-${results.data?.from ?? ''}-${results.data?.to ?? ''}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  if (results.isPending) return <ListSkeleton rows={3} />;
  if (results.isError)
    return <LoadError title={t('results.loadError')} error={results.error} onRetry={() => void results.refetch()} />;
  const { data, totals } = results.data;
  const byDay = new Map<string, { day: string; spent: number; clicks: number }>();
  for (const row of data) {
    const day = byDay.get(row.day) ?? { day: row.day, spent: 0, clicks: 0 };
    day.spent += row.price ?? 0;
    day.clicks += row.clicks;
    byDay.set(row.day, day);
  }
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="h3">
          {t('results.title')}
        </Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          onClick={() => void download()}
          disabled={data.length === 0}
        >
          {t('results.csv')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        {t('results.totals', {
          spent: number(totals.spent),
          days: totals.daysWon,
          impressions: number(totals.impressions),
          clicks: number(totals.clicks),
        })}
      </Text>
      {data.length === 0 ? (
        <EmptyState icon={IconChartBar} title={t('results.emptyTitle')} text={t('results.emptyText')} />
      ) : (
        <>
          <BarChart
            h={220}
            data={[...byDay.values()]}
            dataKey="day"
            series={[{ name: 'spent', label: t('results.spent'), color: 'violet.6' }]}
            // The table below holds the same figures for a screen reader; the plot is not a stop for the keyboard.
            barChartProps={{ accessibilityLayer: false }}
            aria-hidden="true"
          />
          <Table.ScrollContainer minWidth={720}>
            <Table striped fz="sm" aria-label={t('results.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.day')}</Table.Th>
                  <Table.Th>{t('results.category')}</Table.Th>
                  <Table.Th>{t('results.outcome')}</Table.Th>
                  <Table.Th>{t('results.price')}</Table.Th>
                  <Table.Th>{t('results.impressions')}</Table.Th>
                  <Table.Th>{t('results.clicks')}</Table.Th>
                  <Table.Th>{t('results.ctr')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((row) => (
                  <Table.Tr key={`${row.day}-${row.featuringId}`} data-testid="campaign-result">
                    <Table.Td>{row.day}</Table.Td>
                    <Table.Td>{row.category.name}</Table.Td>
                    <Table.Td>
                      {row.won ? (
                        <Badge color="teal" variant="light">
                          {t('results.won', { rank: row.rank })}
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          {t(`reason.${row.reason ?? 'OUTBID'}`)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{row.price ?? '–'}</Table.Td>
                    <Table.Td>{number(row.impressions)}</Table.Td>
                    <Table.Td>
                      {number(row.clicks)} ({number(row.uniqueClicks)})
                    </Table.Td>
                    <Table.Td>{(row.ctr * 100).toFixed(1)} %</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
