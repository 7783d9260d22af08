import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Alert, Badge, Button, Grid, Group, Pagination, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInbox, IconKeyboard } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { M, REVIEW_QUEUES, type ModerationItem, type ReviewDecision, type ReviewQueue } from '@plaudit/contract';
import { EmptyState, ListSkeleton, LoadError } from '@/components/data-states';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { messageText } from '@/lib/i18n';
import { useDecideReview } from '../api/decide-review';
import { useModerationQueue } from '../api/get-moderation-queue';
import { ModerationItemDetail } from '../components/moderation-item-detail';
import { QueueList } from '../components/queue-list';
import { ShortcutsHelp } from '../components/shortcuts-help';
import { decisionsFor, neighbour, nextAfter } from '../queue-rules';
import { shortcutFor, type ShortcutAction } from '../shortcuts';

// /admin/reviews (issue 17 §3): the pending and the reported queue as tabs (?queue=), oldest first unless
// ?sortOrder=DESC, paged (?page=). The list on the left, the open item on the right (one column on a phone). After a
// decision the next item opens, the list refetches and the tabs' counts follow.

export const QUEUE_TAKE = 20;

/** The existing 'addPunishment' form, for this author and type; app/ composes it in (features do not import each other). */
export type PunishmentFormRenderer = (target: { id: string; name: string }, type: 'WARNING' | 'MUTE') => ReactNode;

const REASONED = new Set<ReviewDecision>(['REJECT', 'REMOVE']);
const STICKY_DETAIL: CSSProperties = {
  position: 'sticky',
  top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
  maxHeight: 'calc(100dvh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))',
  overflowY: 'auto',
  // Room for the focus rings of the buttons at the edges.
  padding: 4,
  margin: -4,
};
const HELP_ID = 'moderation-shortcuts';

export default function AdminReviewsPage({ punishmentForm }: { punishmentForm: PunishmentFormRenderer }) {
  const { t } = useTranslation('reviewModeration');
  const stack = useModalStack();
  const [params, setParams] = useSearchParams();
  const queue: ReviewQueue = (REVIEW_QUEUES as readonly string[]).includes(params.get('queue') ?? '') ? (params.get('queue') as ReviewQueue) : 'pending';
  const sortOrder = params.get('sortOrder') === 'DESC' ? 'DESC' : 'ASC';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useModerationQueue({ queue, page, take: QUEUE_TAKE, sortOrder });
  const decide = useDecideReview();
  // A decided item leaves the list at once, before the refetch that confirms it; any later answer of the server wins.
  const [decidedAt, setDecidedAt] = useState<ReadonlyMap<string, number>>(new Map());
  const items = (list.data?.data ?? []).filter((item) => (decidedAt.get(item.id) ?? 0) <= list.dataUpdatedAt);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [reasonFor, setReasonFor] = useState<'REJECT' | 'REMOVE' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const twoColumns = useMediaQuery('(min-width: 62em)');

  // An id gone from the list (decided, by us or someone else) falls back to the first item.
  const selected = items.find((item) => item.id === selectedId) ?? items[0] ?? null;

  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    }, { replace: true });

  const select = useCallback((item: ModerationItem | null, reveal = false) => {
    setSelectedId(item?.id ?? null);
    setReasonFor(null);
    setNotice(null);
    if (reveal && !twoColumns) detailRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [twoColumns]);

  useEffect(() => {
    setSelectedId(null);
    setReasonFor(null);
    setNotice(null);
  }, [queue, page, sortOrder]);

  // The last item of a later page was decided: show the page that still has items.
  const pageCount = list.data?.meta.pageCount ?? 0;
  useEffect(() => {
    if (list.data && !list.isFetching && items.length === 0 && page > 1) update({ page: pageCount > 1 ? String(pageCount) : null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled, empty page moves back
  }, [list.data, list.isFetching, items.length, page, pageCount]);

  const mayDecide = (item: ModerationItem | null): item is ModerationItem =>
    item !== null && !item.conflictOfInterest && !list.isPlaceholderData && !decide.isPending;

  const runDecision = async (decision: ReviewDecision, reason?: string) => {
    if (!mayDecide(selected) || !decisionsFor(selected.status).includes(decision)) return;
    if (REASONED.has(decision) && reason === undefined) {
      setReasonFor(decision as 'REJECT' | 'REMOVE');
      setNotice(null);
      return;
    }
    const next = nextAfter(items, selected.id);
    setNotice(null);
    try {
      await decide.mutateAsync({ id: selected.id, body: { decision, reason: reason ?? null } });
      setDecidedAt((current) => new Map(current).set(selected.id, Date.now()));
      select(next);
      // The last item of this page but not of the queue: the refetched page brings the next ones.
      const more = (list.data?.meta.total ?? 0) > (list.data?.data.length ?? 0);
      setAnnouncement(t(next ? 'announce.next' : more ? 'announce.more' : 'announce.last', { decision: t(`announce.decision.${decision}`) }));
      window.setTimeout(() => headingRef.current?.focus(), 0);
    } catch (error) {
      setNotice(isApiError(error) && error.status === 409 ? messageText(M.review.error.already_decided) : errorText(error));
    }
  };

  const openPunishment = (type: 'WARNING' | 'MUTE') => {
    if (!selected || selected.conflictOfInterest) return;
    const target = { id: selected.author.id, name: selected.author.displayName };
    stack.open({ key: 'addPunishment', title: t(`punish.${type}`, { name: target.name }), render: () => punishmentForm(target, type) });
  };

  // The key handler reads the newest state through a ref: one listener for the page's life.
  const onShortcut = useRef<(action: ShortcutAction) => boolean>(() => false);
  onShortcut.current = (action) => {
    if (action === 'help') {
      setHelpOpen((open) => !open);
      return true;
    }
    if (action === 'next' || action === 'previous') {
      const item = neighbour(items, selected?.id ?? null, action === 'next' ? 1 : -1);
      if (item) select(item);
      return item !== null;
    }
    // A reason form is open: a stray key must not decide something else than what is being written.
    if (reasonFor !== null) return false;
    if (action === 'warn' || action === 'mute') {
      openPunishment(action === 'warn' ? 'WARNING' : 'MUTE');
      return true;
    }
    const decision = ({ approve: 'APPROVE', reject: 'REJECT', remove: 'REMOVE', dismiss: 'DISMISS_REPORTS' } as const)[action];
    void runDecision(decision);
    return true;
  };
  const stackOpen = stack.depth > 0;
  useEffect(() => {
    if (stackOpen) return;
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutFor(event);
      // The key opens a form whose field takes focus: it must not also type itself there.
      if (action && onShortcut.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [stackOpen]);

  const counts = list.data?.counts;
  const queueLabel = (q: ReviewQueue) => t(`tabs.${q}`);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button
            variant="default"
            leftSection={<IconKeyboard size={18} aria-hidden="true" />}
            onClick={() => setHelpOpen((open) => !open)}
            aria-expanded={helpOpen}
            aria-controls={helpOpen ? HELP_ID : undefined}
            aria-keyshortcuts="?"
          >
            {t('shortcuts.button')}
          </Button>
        }
      />
      {helpOpen && <Stack mb="md"><ShortcutsHelp id={HELP_ID} /></Stack>}

      <Tabs value={queue} onChange={(value) => value && update({ queue: value === 'pending' ? null : value, page: null })} keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="sm" mb="md" wrap="wrap">
          <Tabs.List aria-label={t('tabs.label')}>
            {REVIEW_QUEUES.map((q) => (
              <Tabs.Tab key={q} value={q} rightSection={counts && <Badge size="sm" variant={q === queue ? 'filled' : 'light'} circle={counts[q] < 10}>{counts[q]}</Badge>}>
                {queueLabel(q)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SegmentedControl
            aria-label={t('order.label')}
            size="xs"
            value={sortOrder}
            onChange={(value) => update({ sortOrder: value === 'DESC' ? 'DESC' : null, page: null })}
            data={[{ value: 'ASC', label: t('order.oldest') }, { value: 'DESC', label: t('order.newest') }]}
          />
        </Group>
        <Text role="status" aria-live="polite" fz="sm" c="teal" mb={announcement ? 'sm' : 0} data-testid="moderation-announcement">
          {announcement}
        </Text>
        {notice && (
          <Alert color="orange" role="alert" mb="md" withCloseButton onClose={() => setNotice(null)} closeButtonLabel={t('notice.close')}>
            {notice}
          </Alert>
        )}

        {REVIEW_QUEUES.map((q) => (
          <Tabs.Panel key={q} value={q}>
            {/* Also while the page refetches after its last shown item was decided: not "empty" before the server says so. */}
            {(list.isPending || (list.data && items.length === 0 && list.isFetching)) && <ListSkeleton rows={4} height={84} />}
            {list.isError && !list.data && <LoadError title={t('error.title')} error={list.error} onRetry={() => void list.refetch()} />}
            {list.data && items.length === 0 && !list.isFetching && (
              <EmptyState icon={IconInbox} title={t(`empty.${queue}.title`)} text={t(`empty.${queue}.text`)} />
            )}
            {list.data && items.length > 0 && selected && (
              <Grid gap="lg">
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
                    <Text fz="sm" c="dimmed">{t('list.total', { count: list.data.meta.total })}</Text>
                    <QueueList items={items} selectedId={selected.id} onSelect={(item) => select(item, true)} label={t(`list.label.${queue}`)} />
                    {pageCount > 1 && (
                      <Group justify="center">
                        <Pagination total={pageCount} value={page} onChange={(next) => update({ page: next > 1 ? String(next) : null })} size="sm" />
                      </Group>
                    )}
                  </Stack>
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 7 }} ref={detailRef}>
                  {/* Beside a long list the open item stays in view (below the fixed header) and scrolls on its own. */}
                  <div style={twoColumns ? STICKY_DETAIL : undefined}>
                    <ModerationItemDetail
                      item={selected}
                      busy={decide.isPending ? decide.variables?.body.decision ?? null : null}
                      stale={list.isPlaceholderData}
                      reasonFor={reasonFor}
                      onDecision={(decision) => void runDecision(decision)}
                      onReason={(decision, reason) => void runDecision(decision, reason)}
                      onCancelReason={() => setReasonFor(null)}
                      onWarn={() => openPunishment('WARNING')}
                      onMute={() => openPunishment('MUTE')}
                      headingRef={headingRef}
                    />
                  </div>
                </Grid.Col>
              </Grid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
