import { Button, Card, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { scrollRegion } from '@/components/scroll-region';
import type { FailedJob } from '@plaudit/contract';
import { formatDateTime } from '@/lib/format';

// The dead letters: what failed, why, after how many attempts and when, each with Retry and Discard. The row whose
// action is under way shows it on its button; the others wait (one change at a time keeps the list honest).

interface FailedJobsTableProps {
  jobs: readonly FailedJob[];
  /** The job whose retry or discard is under way, and which. */
  busy: { id: string; action: 'retry' | 'discard' } | null;
  onRetry: (job: FailedJob) => void;
  onDiscard: (job: FailedJob) => void;
}

export function FailedJobsTable({ jobs, busy, onRetry, onDiscard }: FailedJobsTableProps) {
  const { t, i18n } = useTranslation('jobs');
  return (
    <Card withBorder radius="lg" p={0}>
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: scrollRegion(t('failed.tableLabel')) }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t('failed.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('failed.columns.name')}</Table.Th>
              <Table.Th>{t('failed.columns.reason')}</Table.Th>
              <Table.Th>{t('failed.columns.attempts')}</Table.Th>
              <Table.Th>{t('failed.columns.failedAt')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('failed.columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => (
              <Table.Tr key={job.id} data-testid="failed-job-row">
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {t(`names.${job.name}`, { defaultValue: job.name })}
                  </Text>
                  <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {job.id}
                  </Text>
                </Table.Td>
                <Table.Td style={{ maxWidth: 320 }}>
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {job.failedReason || t('failed.noReason')}
                  </Text>
                </Table.Td>
                <Table.Td>{job.attemptsMade}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {job.failedAt ? formatDateTime(job.failedAt, i18n.language) : '—'}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRefresh size={16} aria-hidden="true" />}
                      loading={busy?.id === job.id && busy.action === 'retry'}
                      disabled={busy !== null && busy.id !== job.id}
                      onClick={() => onRetry(job)}
                      aria-label={t('failed.retryLabel', { name: t(`names.${job.name}`, { defaultValue: job.name }) })}
                    >
                      {t('failed.retry')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      loading={busy?.id === job.id && busy.action === 'discard'}
                      disabled={busy !== null && busy.id !== job.id}
                      onClick={() => onDiscard(job)}
                      aria-label={t('failed.discardLabel', {
                        name: t(`names.${job.name}`, { defaultValue: job.name }),
                      })}
                    >
                      {t('failed.discard')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
