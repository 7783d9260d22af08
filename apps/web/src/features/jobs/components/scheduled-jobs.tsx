import { Card, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { scrollRegion } from '@/components/scroll-region';
import type { ScheduledJob } from '@plaudit/contract';
import { formatDateTime } from '@/lib/format';

// Every job this server schedules, how often, and its last and next run when known.

/** An interval in words: "every 30 s", "every 1 min", "every 2 h". */
export function intervalKey(ms: number): { key: 'seconds' | 'minutes' | 'hours'; count: number } {
  if (ms % 3_600_000 === 0) return { key: 'hours', count: ms / 3_600_000 };
  if (ms % 60_000 === 0) return { key: 'minutes', count: ms / 60_000 };
  return { key: 'seconds', count: Math.round(ms / 100) / 10 };
}

export function ScheduledJobs({ jobs }: { jobs: readonly ScheduledJob[] }) {
  const { t, i18n } = useTranslation('jobs');
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('scheduled.unknown'));
  return (
    <Card withBorder radius="lg" p={0}>
      <Table.ScrollContainer
        minWidth={520}
        scrollAreaProps={{ viewportProps: scrollRegion(t('scheduled.tableLabel')) }}
      >
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('scheduled.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('scheduled.columns.name')}</Table.Th>
              <Table.Th>{t('scheduled.columns.interval')}</Table.Th>
              <Table.Th>{t('scheduled.columns.lastRun')}</Table.Th>
              <Table.Th>{t('scheduled.columns.nextRun')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => {
              const interval = intervalKey(job.intervalMs);
              return (
                <Table.Tr key={job.name}>
                  <Table.Td fw={600}>{t(`names.${job.name}`, { defaultValue: job.name })}</Table.Td>
                  <Table.Td>{t(`scheduled.every.${interval.key}`, { count: interval.count })}</Table.Td>
                  <Table.Td>{when(job.lastRunAt)}</Table.Td>
                  <Table.Td>{when(job.nextRunAt)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
