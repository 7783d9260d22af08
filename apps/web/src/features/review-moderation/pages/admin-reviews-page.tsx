import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKeyboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_QUEUES } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { PageHeader } from '@/components/page-header';
import { useListParams } from '@/components/paged-list';
import { useModerationQueue } from '../api/get-moderation-queue';
import { ModerationItemDetail } from '../components/moderation-item-detail';
import { QueuePanel } from '../components/queue-panel';
import { QueueToolbar } from '../components/queue-toolbar';
import { ShortcutsHelp } from '../components/shortcuts-help';
import { neighbour } from '../queue-rules';
import { useQueueDecisions } from '../use-queue-decisions';
import { useShortcutKeys } from '../use-shortcut-keys';

// /admin/reviews: the pending and the reported queue as tabs (?queue=), oldest first unless
// ?sortOrder=DESC, paged (?page=). The list on the left, the open item on the right (one column on a phone). After a
// decision the next item opens, the list refetches and the tabs' counts follow.

export const QUEUE_TAKE = 20;
/** Oldest first unless ?sortOrder=DESC; the queue's only sort field never shows in the URL. */
const QUEUE_LIST = {
  filters: { queue: REVIEW_QUEUES },
  sorts: ['createdAt:ASC', 'createdAt:DESC'],
  sortParams: 'split',
} as const;

/** The existing 'addPunishment' form, for this author and type; app/ composes it in (features do not import each other). */
export type PunishmentFormRenderer = (target: { id: string; name: string }, type: 'WARNING' | 'MUTE') => ReactNode;

const HELP_ID = 'moderation-shortcuts';

export default function AdminReviewsPage({ punishmentForm }: { punishmentForm: PunishmentFormRenderer }) {
  const { t } = useTranslation('reviewModeration');
  const stack = useModalStack();
  const params = useListParams(QUEUE_LIST);
  const queue = params.filters.queue ?? 'pending';
  const sortOrder = params.sortOrder ?? 'ASC';
  const page = params.page;
  const list = useModerationQueue({ queue, page, take: QUEUE_TAKE, sortOrder });
  const [helpOpen, setHelpOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const twoColumns = useMediaQuery('(min-width: 62em)');
  const { decide, items, selected, select, reasonFor, setReasonFor, notice, setNotice, announcement, runDecision } =
    useQueueDecisions(list, {
      view: `${queue}:${page}:${sortOrder}`,
      reveal: () => {
        if (!twoColumns) detailRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
      },
      focusDetail: () => headingRef.current?.focus(),
    });

  // The last item of a later page was decided: show the page that still has items.
  const pageCount = list.data?.meta.pageCount ?? 0;
  useEffect(() => {
    if (list.data && !list.isFetching && items.length === 0 && page > 1) params.setPage(pageCount);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled, empty page moves back
  }, [list.data, list.isFetching, items.length, page, pageCount]);

  const openPunishment = (type: 'WARNING' | 'MUTE') => {
    if (!selected || selected.conflictOfInterest) return;
    const target = { id: selected.author.id, name: selected.author.displayName };
    stack.open({
      key: 'addPunishment',
      title: t(`punish.${type}`, { name: target.name }),
      render: () => punishmentForm(target, type),
    });
  };

  useShortcutKeys((action) => {
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
    const decision = ({ approve: 'APPROVE', reject: 'REJECT', remove: 'REMOVE', dismiss: 'DISMISS_REPORTS' } as const)[
      action
    ];
    void runDecision(decision);
    return true;
  }, stack.depth > 0);

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
      {helpOpen && (
        <Stack mb="md">
          <ShortcutsHelp id={HELP_ID} />
        </Stack>
      )}

      <Tabs
        value={queue}
        onChange={(value) => value && params.setFilter('queue', value === 'pending' ? null : value)}
        keepMounted={false}
      >
        <QueueToolbar
          queue={queue}
          counts={list.data?.counts}
          sortOrder={sortOrder}
          onSortOrder={(order) => params.setSort(`createdAt:${order}`)}
        />
        <Text
          role="status"
          aria-live="polite"
          fz="sm"
          c="teal"
          mb={announcement ? 'sm' : 0}
          data-testid="moderation-announcement"
        >
          {announcement}
        </Text>
        {notice && (
          <Alert
            color="orange"
            role="alert"
            mb="md"
            withCloseButton
            onClose={() => setNotice(null)}
            closeButtonLabel={t('notice.close')}
          >
            {notice}
          </Alert>
        )}

        {REVIEW_QUEUES.map((q) => (
          <Tabs.Panel key={q} value={q}>
            <QueuePanel
              queue={queue}
              list={list}
              items={items}
              selected={selected}
              onSelect={(item) => select(item, true)}
              page={page}
              onPage={params.setPage}
              twoColumns={twoColumns}
              detailRef={detailRef}
              detail={(item) => (
                <ModerationItemDetail
                  item={item}
                  busy={decide.isPending ? (decide.variables?.body.decision ?? null) : null}
                  stale={list.isPlaceholderData}
                  reasonFor={reasonFor}
                  onDecision={(decision) => void runDecision(decision)}
                  onReason={(decision, reason, ground) => void runDecision(decision, reason, ground)}
                  onCancelReason={() => setReasonFor(null)}
                  onWarn={() => openPunishment('WARNING')}
                  onMute={() => openPunishment('MUTE')}
                  headingRef={headingRef}
                />
              )}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
