import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Kbd,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { ListPager } from '@/components/paged-list';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPEAL_STATUSES,
  APPEAL_TEXT_MIN,
  type AdminAppeal,
  type AppealOutcome,
  type AppealStatus,
} from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { PageHeader } from '@/components/page-header';
import { formatDate } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppeals, useDecideAppeal } from '../api/decisions';
import { APPEAL_SHORTCUTS, useAppealShortcuts } from '../components/appeal-shortcuts';
import { Statement } from '../components/statement';

function AppealDetail({ appeal, onDecided }: { appeal: AdminAppeal; onDecided: () => void }) {
  const { t, i18n } = useTranslation('decisions');
  const decide = useDecideAppeal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [appeal.id]);
  const open = appeal.status === 'OPEN' && !appeal.conflict;

  const submit = async (outcome: AppealOutcome) => {
    if (reason.trim().length < APPEAL_TEXT_MIN) {
      setError(t('admin.reasonMin'));
      reasonRef.current?.focus();
      return;
    }
    try {
      await decide.mutateAsync({ appealId: appeal.id, body: { outcome, reason: reason.trim() } });
      notifySuccess(t(outcome === 'REVERSED' ? 'admin.reversedDone' : 'admin.upheldDone'));
      onDecided();
    } catch (err) {
      notifyError(err);
    }
  };

  useAppealShortcuts((action) => {
    if (!open || (action !== 'uphold' && action !== 'reverse')) return false;
    void submit(action === 'reverse' ? 'REVERSED' : 'UPHELD');
    return true;
  });

  const h = appeal.history;
  return (
    <Card withBorder radius="md" p="lg" aria-label={t('admin.detailLabel')} component="section">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            {appeal.appellant.name}{' '}
            <Text span c="dimmed">
              @{appeal.appellant.username}
            </Text>
          </Text>
          <Badge variant="light">{t(`appeal.status.${appeal.status}`)}</Badge>
        </Group>
        <Stack gap={4}>
          <Text fz="sm" fw={600}>
            {t('admin.appealText', { date: formatDate(appeal.createdAt, i18n.language) })}
          </Text>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {appeal.text}
          </Text>
        </Stack>
        <Statement decision={appeal.decision} />
        <Text fz="sm" c="dimmed">
          {t('admin.decidedBy', { name: appeal.decision.decidedBy?.name ?? t('admin.rule') })}
        </Text>
        <Text fz="sm">
          {t('admin.history', { decisions: h.decisions, appeals: h.appeals, reversed: h.reversed })}
          {h.punishments.length > 0 &&
            ` · ${h.punishments.map((p) => `${p.type} (${formatDate(p.createdAt, i18n.language)})`).join(', ')}`}
        </Text>
        {appeal.conflict && appeal.status === 'OPEN' && (
          <Alert color="orange" role="status">
            {t('admin.conflict')}
          </Alert>
        )}
        {appeal.outcomeReason && (
          <Text fz="sm">
            <Text span fw={600} inherit>
              {t('appeal.outcomeReason')}
            </Text>{' '}
            {appeal.outcomeReason} {appeal.decidedBy && `— ${appeal.decidedBy.name}`}
          </Text>
        )}
        {open && (
          <Stack gap="sm">
            <Textarea
              ref={reasonRef}
              label={t('admin.reason')}
              description={t('admin.reasonHint')}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
              autosize
              minRows={2}
              required
              error={error}
            />
            <Group gap="xs" wrap="wrap">
              <Button color="teal" onClick={() => void submit('REVERSED')} loading={decide.isPending}>
                {t('admin.reverse')} <Kbd ml={6}>{APPEAL_SHORTCUTS.reverse}</Kbd>
              </Button>
              <Button variant="default" onClick={() => void submit('UPHELD')} loading={decide.isPending}>
                {t('admin.uphold')} <Kbd ml={6}>{APPEAL_SHORTCUTS.uphold}</Kbd>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/appeals: the appeals queue (MOD and ADMIN), oldest first, with j/k to move and u/v to decide. */
export default function AdminAppealsPage() {
  const { t, i18n } = useTranslation('decisions');
  const [search, setSearch] = useSearchParams();
  const status = (APPEAL_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as AppealStatus)
    : 'OPEN';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useAppeals(status, page);
  const [index, setIndex] = useState(0);
  const items = list.data?.data ?? [];
  const selected = items[Math.min(index, Math.max(0, items.length - 1))];

  useAppealShortcuts((action) => {
    if (action === 'next' && index < items.length - 1) setIndex(index + 1);
    else if (action === 'previous' && index > 0) setIndex(index - 1);
    else return false;
    return true;
  });

  return (
    <Box>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <Stack gap="md">
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setIndex(0);
            setSearch({ status: value });
          }}
          data={APPEAL_STATUSES.map((s) => ({
            value: s,
            label: `${t(`appeal.status.${s}`)} (${list.data?.counts[s] ?? '…'})`,
          }))}
          aria-label={t('admin.statusLabel')}
        />
        <Text fz="xs" c="dimmed">
          {t('admin.shortcuts', APPEAL_SHORTCUTS)}
        </Text>
        {list.isPending && <ListSkeleton rows={4} height={72} />}
        {list.isError && <LoadError title={t('errorTitle')} error={list.error} onRetry={() => void list.refetch()} />}
        {list.data && items.length === 0 && (
          <EmptyState icon={IconInbox} title={t('admin.emptyTitle')} text={t('admin.emptyText')} radius="md" />
        )}
        {selected && (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack
                component="ul"
                gap="xs"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('admin.listLabel')}
              >
                {items.map((item, i) => (
                  <li key={item.id}>
                    <UnstyledButton
                      onClick={() => setIndex(i)}
                      aria-current={item.id === selected.id ? 'true' : undefined}
                      w="100%"
                      p="sm"
                      style={{
                        borderRadius: 8,
                        border: '1px solid var(--mantine-color-default-border)',
                        background: item.id === selected.id ? 'var(--mantine-color-blue-light)' : undefined,
                      }}
                    >
                      <Text fz="sm" fw={600}>
                        {t(`kind.${item.decision.kind}`)} · {item.appellant.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {formatDate(item.createdAt, i18n.language)}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
              {list.data && (
                <ListPager
                  page={page}
                  pageCount={list.data.meta.pageCount}
                  onChange={(next) => setSearch({ status, page: String(next) })}
                />
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <AppealDetail appeal={selected} onDecided={() => setIndex(Math.max(0, index))} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Box>
  );
}
