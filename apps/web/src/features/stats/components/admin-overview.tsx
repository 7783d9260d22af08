import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mayOpenAdminPage, type AdminStats } from '@plaudit/contract';
import { LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';
import { useAdminStats } from '../api/get-admin-stats';
import { ChartPanel } from './chart-panel';
import { NOT_FOCUSABLE } from './not-focusable';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={label}>
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
    </Card>
  );
}

function DailyPlot({
  title,
  summary,
  days,
  color,
}: {
  title: string;
  summary: string;
  days: AdminStats['signUps'];
  color: string;
}) {
  const { t, i18n } = useTranslation('stats');
  const label = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const data = days.map((d) => ({ label: label(d.day), count: d.count }));
  return (
    <ChartPanel
      title={title}
      summary={summary}
      table={{ columns: [t('admin.day'), t('admin.count')], rows: data.map((d) => [d.label, d.count]) }}
    >
      <BarChart
        h={200}
        data={data}
        dataKey="label"
        gridAxis="y"
        tickLine="none"
        barChartProps={NOT_FOCUSABLE}
        series={[{ name: 'count', label: t('admin.count'), color }]}
      />
    </ChartPanel>
  );
}

/**
 * /admin for ADMIN and MOD: the platform's figures, the queues waiting for staff (a link where the
 * role may open the queue), the brands people look at.
 */
export function AdminOverview() {
  const { t, i18n } = useTranslation('stats');
  const stats = useAdminStats();
  const { user } = useMe();
  const number = new Intl.NumberFormat(i18n.language);
  const data = stats.data;
  const sum = (days: AdminStats['signUps']) => days.reduce((total, d) => total + d.count, 0);

  return (
    <Stack gap="lg">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {stats.error ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={t('admin.error')} />
      ) : !data ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={96} radius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          {data.droppedEvents > 0 && (
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
              {t('admin.dropped', { count: data.droppedEvents })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Figure label={t('admin.people')} value={number.format(data.totals.people)} />
            <Figure label={t('admin.brands')} value={number.format(data.totals.brands)} />
            <Figure label={t('admin.products')} value={number.format(data.totals.products)} />
            <Figure label={t('admin.reviews')} value={number.format(data.totals.reviews)} />
            <Figure label={t('admin.activeDay')} value={number.format(data.activePeople.day)} />
            <Figure label={t('admin.activeWeek')} value={number.format(data.activePeople.week)} />
            <Figure label={t('admin.activeMonth')} value={number.format(data.activePeople.month)} />
          </SimpleGrid>

          <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="queues-title">
            <Title order={2} fz="md" mb="sm" id="queues-title">
              {t('admin.queues')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {(
                [
                  ['pendingVerifications', paths.adminVerifications.href(), 'verifications'],
                  ['brandRequests', paths.adminBrandRequests.href(), 'brandRequests'],
                  ['pendingReviews', paths.adminReviews.href('pending'), 'reviews'],
                  ['reportedReviews', paths.adminReviews.href('reported'), 'reviews'],
                ] as const
              ).map(([key, href, page]) => (
                <Group key={key} justify="space-between" wrap="nowrap" gap="xs">
                  {user && mayOpenAdminPage(user.role, page) ? (
                    <Anchor component={Link} to={href} fw={500}>
                      {t(`admin.${key}`)}
                    </Anchor>
                  ) : (
                    <Text fw={500}>{t(`admin.${key}`)}</Text>
                  )}
                  <Badge
                    size="lg"
                    variant={data.queues[key] > 0 ? 'filled' : 'light'}
                    color={data.queues[key] > 0 ? 'orange' : 'gray'}
                  >
                    {number.format(data.queues[key])}
                  </Badge>
                </Group>
              ))}
            </SimpleGrid>
          </Card>

          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <DailyPlot
              title={t('admin.signUps')}
              summary={t('admin.signUpsSummary', { count: sum(data.signUps) })}
              days={data.signUps}
              color="brand.6"
            />
            <DailyPlot
              title={t('admin.reviewsPerDay')}
              summary={t('admin.reviewsPerDaySummary', { count: sum(data.reviewsPerDay) })}
              days={data.reviewsPerDay}
              color="teal.6"
            />
          </SimpleGrid>

          <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="brands-title">
            <Title order={2} fz="md" mb="sm" id="brands-title">
              {t('admin.topBrands')}
            </Title>
            {data.topBrands.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('admin.noBrands')}
              </Text>
            ) : (
              <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.topBrands.map((brand) => (
                  // On a phone the figures go under the name rather than squeezing it to a letter a line.
                  <Group key={brand.teamId} justify="space-between" wrap="wrap" gap={4} component="li">
                    {brand.creatorProfile ? (
                      <Anchor
                        component={Link}
                        to={paths.brand.href(brand.creatorProfile)}
                        fw={500}
                        style={{ overflowWrap: 'break-word' }}
                      >
                        {brand.brandName}
                      </Anchor>
                    ) : (
                      <Text fw={500}>{brand.brandName}</Text>
                    )}
                    <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('admin.brandFigures', {
                        views: number.format(brand.views),
                        visitors: number.format(brand.visitors),
                      })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
