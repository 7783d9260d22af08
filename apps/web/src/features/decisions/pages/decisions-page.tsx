import { useState } from 'react';
import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Decision } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { ListPager } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format';
import { useMyDecisions } from '../api/decisions';
import { AppealForm } from '../components/appeal-form';
import { Statement } from '../components/statement';

const APPEAL_COLOR = { OPEN: 'yellow', UPHELD: 'gray', REVERSED: 'teal' } as const;

function DecisionCard({ decision, openByLink }: { decision: Decision; openByLink: boolean }) {
  const { t, i18n } = useTranslation('decisions');
  const [appealing, setAppealing] = useState(openByLink && decision.appealable);
  return (
    <Card component="li" withBorder radius="md" p="lg" data-decision-id={decision.id}>
      <Stack gap="md">
        <Statement decision={decision} />
        {decision.appeal && (
          <Stack gap={4}>
            <Group gap="xs">
              <Text fz="sm" fw={600}>
                {t('appeal.yours')}
              </Text>
              <Badge color={APPEAL_COLOR[decision.appeal.status]} variant="light">
                {t(`appeal.status.${decision.appeal.status}`)}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('appeal.sentOn', { date: formatDate(decision.appeal.createdAt, i18n.language) })}
            </Text>
            {decision.appeal.outcomeReason && (
              <Text fz="sm">
                <Text span fw={600} inherit>
                  {t('appeal.outcomeReason')}
                </Text>{' '}
                {decision.appeal.outcomeReason}
              </Text>
            )}
          </Stack>
        )}
        {decision.appealable && !appealing && (
          <Group>
            <Button variant="light" onClick={() => setAppealing(true)}>
              {t('appeal.open')}
            </Button>
          </Group>
        )}
        {decision.appealable && appealing && <AppealForm decisionId={decision.id} onDone={() => setAppealing(false)} />}
      </Stack>
    </Card>
  );
}

/** /settings/decisions: every decision about the person's content or account, its statement, and the appeal. */
export default function DecisionsPage() {
  const { t } = useTranslation('decisions');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const linked = search.get('decision');
  const list = useMyDecisions(page);

  return (
    <Box>
      <PageHeader title={t('title')} description={t('description')} />
      {list.isPending && <ListSkeleton rows={3} height={140} gap="md" />}
      {list.isError && <LoadError title={t('errorTitle')} error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && (
        <EmptyState icon={IconScale} title={t('emptyTitle')} text={t('emptyText')} radius="md" />
      )}
      {list.data && list.data.data.length > 0 && (
        <Stack gap="md">
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
            {list.data.data.map((decision) => (
              <DecisionCard key={decision.id} decision={decision} openByLink={decision.id === linked} />
            ))}
          </Stack>
          <ListPager
            page={page}
            pageCount={list.data.meta.pageCount}
            onChange={(next) => setSearch({ page: String(next) })}
          />
        </Stack>
      )}
    </Box>
  );
}
