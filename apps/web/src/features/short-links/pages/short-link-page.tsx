import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { IconAlertCircle, IconArrowLeft, IconDownload, IconPencil, IconQrcode, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShortLinkStats } from '@plaudit/contract';
import { LoadError, ListSkeleton } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { TeamNav } from '@/components/team-nav';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useMe } from '@/lib/me-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useShortLink, useShortLinkStats } from '../api/get-short-links';
import { getShortLinkCsv, saveFile } from '../api/get-short-link-files';
import { useDeleteShortLink } from '../api/short-link-mutations';
import { CopyLinkButton } from '../components/copy-link-button';
import { LinkStatusBadge } from '../components/link-status-badge';
import { useShortLinkModals } from '../components/use-short-link-modals';

// /dashboard/creator/links/{linkId}: one link, its clicks over time (a plot with its table), where they came from,
// where the link has pointed, and the CSV of the series.

const RANGES = ['7', '30', '90'] as const;
const DAY_MS = 86_400_000;

export default function ShortLinkPage() {
  const { user } = useMe();
  const { linkId = '' } = useParams();
  const team = user?.selectedCreatorTeam?.creatorTeam;
  if (!team) return null;
  return <LinkContent key={`${team.id}-${linkId}`} teamId={team.id} linkId={linkId} />;
}

function LinkContent({ teamId, linkId }: { teamId: string; linkId: string }) {
  const { t, i18n } = useTranslation('shortLinks');
  const navigate = useNavigate();
  const stack = useModalStack();
  const modals = useShortLinkModals(teamId);
  const link = useShortLink(teamId, linkId);
  const remove = useDeleteShortLink(teamId);
  const [range, setRange] = useState<(typeof RANGES)[number]>('30');
  // Whole UTC days, so the query (and its cache key) stays the same while the page is open.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS;
  const query = {
    from: new Date(today - Number(range) * DAY_MS).toISOString(),
    to: new Date(today).toISOString(),
    interval: 'day' as const,
  };
  const stats = useShortLinkStats(teamId, linkId, query);

  if (link.isPending)
    return (
      <Container size="lg" py="xl">
        <ListSkeleton rows={4} height={80} />
      </Container>
    );
  if (link.isError || !link.data)
    return (
      <Container size="lg" py="xl">
        <LoadError title={t('page.loadError')} error={link.error} onRetry={() => void link.refetch()} />
      </Container>
    );
  const data = link.data;

  const onDelete = async () => {
    const yes = await stack.confirm({
      title: t('page.deleteTitle'),
      message: t('page.deleteText', { slug: data.slug }),
      confirmLabel: t('page.delete'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(data.id);
      notifySuccess(t('page.deleted'));
      void navigate(paths.creatorLinks.href());
    } catch (error) {
      notifyError(error);
    }
  };
  const download = async () => {
    try {
      const csv = await getShortLinkCsv(teamId, linkId, query);
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `plaudit-link-${data.slug}.csv`);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to={paths.creatorLinks.href()} fz="sm" mb="sm" display="inline-flex">
        <IconArrowLeft size={16} aria-hidden="true" style={{ marginRight: 4 }} />
        {t('page.back')}
      </Anchor>
      <PageHeader
        title={data.title || `/s/${data.slug}`}
        description={data.finalUrl}
        action={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconQrcode size={16} />} onClick={() => modals.qr(data)}>
              {t('qr.open')}
            </Button>
            {data.permissions.edit && (
              <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => modals.edit(data)}>
                {t('page.edit')}
              </Button>
            )}
            {data.permissions.delete && (
              <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => void onDelete()}>
                {t('page.delete')}
              </Button>
            )}
          </Group>
        }
      />
      <TeamNav />
      <Stack gap="lg">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {data.shortUrl}
          </Text>
          <CopyLinkButton url={data.shortUrl} teamId={teamId} linkId={data.id} />
          <LinkStatusBadge status={data.status} />
        </Group>
        {data.staffDisabled && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {t('form.staffDisabled', { reason: data.staffReason ?? '' })}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label={t('page.range')}
            value={range}
            onChange={(value) => setRange(value as (typeof RANGES)[number])}
            data={RANGES.map((days) => ({ value: days, label: t('page.days', { count: Number(days) }) }))}
          />
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void download()}>
            {t('page.csv')}
          </Button>
        </Group>
        {stats.isError ? (
          <LoadError title={t('page.statsError')} error={stats.error} onRetry={() => void stats.refetch()} />
        ) : !stats.data ? (
          <ListSkeleton rows={2} height={120} />
        ) : (
          <StatsView stats={stats.data} language={i18n.language} />
        )}
        <Card withBorder radius="lg" component="section" aria-labelledby="link-history">
          <Title order={3} fz="md" id="link-history" mb="sm">
            {t('page.history')}
          </Title>
          <Table fz="sm" aria-labelledby="link-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('page.destination')}</Table.Th>
                <Table.Th scope="col">{t('page.from')}</Table.Th>
                <Table.Th scope="col">{t('page.to')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...data.history].reverse().map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{entry.destination}</Table.Td>
                  <Table.Td>{formatDateTime(entry.from, i18n.language)}</Table.Td>
                  <Table.Td>{entry.to ? formatDateTime(entry.to, i18n.language) : t('page.now')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Stack>
    </Container>
  );
}

function StatsView({ stats, language }: { stats: ShortLinkStats; language: string }) {
  const { t } = useTranslation('shortLinks');
  const number = new Intl.NumberFormat(language);
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const series = stats.series.map((point) => ({
    label: day.format(new Date(point.at)),
    clicks: point.clicks,
    uniqueClicks: point.uniqueClicks,
  }));
  const breakdowns = [
    ['byTrigger', stats.byTrigger],
    ['byReferrer', stats.byReferrer],
    ['byDevice', stats.byDevice],
    ['byBrowser', stats.byBrowser],
    ['byOs', stats.byOs],
    ['byDestination', stats.byDestination],
  ] as const;
  const keyLabel = (name: string, key: string) =>
    key === ''
      ? t(name === 'byReferrer' ? 'page.direct' : 'page.unknown')
      : name === 'byTrigger'
        ? t(`page.triggers.${key}`)
        : key;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2 }} spacing="sm">
        <Card withBorder radius="lg">
          <Text fz="sm" c="dimmed">
            {t('page.clicks')}
          </Text>
          <Text fz={28} fw={700} data-testid="link-clicks">
            {number.format(stats.clicks)}
          </Text>
        </Card>
        <Card withBorder radius="lg">
          <Text fz="sm" c="dimmed">
            {t('page.uniqueClicks')}
          </Text>
          <Text fz={28} fw={700}>
            {number.format(stats.uniqueClicks)}
          </Text>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="lg" component="section" aria-labelledby="link-chart">
        <Title order={3} fz="md" id="link-chart" mb="sm">
          {t('page.chart')}
        </Title>
        <Text fz="xs" c="dimmed" mb="xs">
          {t('page.chartSummary', { count: stats.clicks, unique: stats.uniqueClicks })}
        </Text>
        {series.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('page.noClicks')}
          </Text>
        ) : (
          <div aria-hidden="true">
            <AreaChart
              h={220}
              data={series}
              dataKey="label"
              series={[
                { name: 'clicks', label: t('page.clicks'), color: 'indigo.6' },
                { name: 'uniqueClicks', label: t('page.uniqueClicks'), color: 'teal.6' },
              ]}
              curveType="monotone"
              withLegend
              areaChartProps={{ accessibilityLayer: false }}
            />
          </div>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {breakdowns.map(([name, rows]) => (
          <Card key={name} withBorder radius="lg" component="section" aria-labelledby={`link-${name}`}>
            <Title order={3} fz="sm" id={`link-${name}`} mb="xs">
              {t(`page.${name}`)}
            </Title>
            {rows.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('page.noClicks')}
              </Text>
            ) : (
              <Table fz="sm" aria-labelledby={`link-${name}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t(`page.${name}`)}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('page.clicks')}
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.slice(0, 8).map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{keyLabel(name, row.key)}</Table.Td>
                      <Table.Td ta="right">{number.format(row.clicks)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
