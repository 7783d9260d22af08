import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_TAKE_DEFAULT, type FailedJob, type JobCounts } from '@plaudit/contract';
import { ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { PagedRows, usePageState } from '@/components/paged-list';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDiscardJob, useJobs, useRetryJob } from '../api/jobs';
import { FailedJobsTable } from '../components/failed-jobs-table';
import { ScheduledJobs } from '../components/scheduled-jobs';

// /admin/jobs: where the background jobs run (Redis, once across servers; or in this process), what is
// scheduled, the queue's counts, and the jobs that failed every attempt, each to retry or discard.

const COUNTS: Array<keyof JobCounts> = ['waiting', 'active', 'delayed', 'failed'];

export default function AdminJobsPage() {
  const { t } = useTranslation('jobs');
  const stack = useModalStack();
  const pages = usePageState();
  const jobs = useJobs({ page: pages.page, take: LIST_TAKE_DEFAULT });
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [busy, setBusy] = useState<{ id: string; action: 'retry' | 'discard' } | null>(null);

  const act = async (job: FailedJob, action: 'retry' | 'discard') => {
    const yes = await stack.confirm({
      title: t(`${action}.title`, { name: t(`names.${job.name}`, { defaultValue: job.name }) }),
      message: t(`${action}.message`),
      confirmLabel: t(`${action}.confirm`),
      danger: action === 'discard',
    });
    if (!yes) return;
    setBusy({ id: job.id, action });
    try {
      await (action === 'retry' ? retry : discard).mutateAsync(job.id);
      notifySuccess(t(`${action}.done`, { name: t(`names.${job.name}`, { defaultValue: job.name }) }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const data = jobs.data;
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          data && (
            <Badge size="lg" variant="light" color={data.mode === 'redis' ? 'teal' : 'gray'}>
              {t(`mode.${data.mode}`)}
            </Badge>
          )
        }
      />
      {jobs.isPending && <ListSkeleton rows={5} height={52} />}
      {jobs.isError && <LoadError title={t('loadError')} error={jobs.error} onRetry={() => void jobs.refetch()} />}
      {data && (
        <Stack gap="xl">
          <Text c="dimmed" fz="sm">
            {t(`modeText.${data.mode}`)}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {COUNTS.map((count) => (
              <Card key={count} withBorder radius="lg" p="md" component="section" aria-label={t(`counts.${count}`)}>
                <Text fz="sm" c="dimmed">
                  {t(`counts.${count}`)}
                </Text>
                <Text fz={28} fw={700}>
                  {data.counts[count]}
                </Text>
              </Card>
            ))}
          </SimpleGrid>

          <Stack gap="sm">
            <Title order={2} fz="h3">
              {t('scheduled.title')}
            </Title>
            <ScheduledJobs jobs={data.scheduled} />
          </Stack>

          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="h3">
                {t('failed.title')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('failed.total', { count: data.failed.meta.total })}
              </Text>
            </Group>
            <PagedRows
              list={pages}
              // The page's own skeleton and error cover the whole answer; this is its list of failed jobs.
              query={{
                data: data.failed,
                isPending: false,
                isError: false,
                isPlaceholderData: jobs.isPlaceholderData,
                error: null,
                refetch: jobs.refetch,
              }}
              empty={{
                icon: IconChecks,
                color: 'teal',
                title: t('failed.emptyTitle'),
                text: t(`failed.emptyText.${data.mode}`),
              }}
              errorTitle={t('loadError')}
              gap="sm"
              pager={{ label: t('failed.pages'), size: 'md', justify: 'flex-start' }}
            >
              {(failed) => (
                <FailedJobsTable
                  jobs={failed}
                  busy={busy}
                  onRetry={(job) => void act(job, 'retry')}
                  onDiscard={(job) => void act(job, 'discard')}
                />
              )}
            </PagedRows>
          </Stack>
        </Stack>
      )}
    </>
  );
}
