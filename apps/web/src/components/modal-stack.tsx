import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModalKey } from '@plaudit/contract';
import { ModalGuardContext, type ModalGuards } from './unsaved-changes';

// The dialogs themselves (Mantine's Modal with its focus trap and scroll lock) load with the first one opened, so
// the first page of the app does not carry them.
const ModalStackHost = lazy(() => import('./modal-stack-host'));

// Spec §2 modals: they open over each other (z-index 50 + 2 per level), each above the first shows a
// back step, Escape closes only the top one, focus is trapped in the top one and returns to what opened it.

export interface ModalEntry {
  /** The modal key (it names the dialog for tests and analytics). */
  key: ModalKey;
  title: ReactNode;
  /** The body; it gets the stack to open a further modal, step back or close everything. */
  render: (stack: ModalStackApi) => ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

export interface ModalStackApi {
  open(entry: ModalEntry): void;
  /** Closes the top modal and shows the one below (the back step). */
  back(): void;
  closeAll(): void;
  /** The 'confirmation' modal: resolves true on confirm, false on cancel or close. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  depth: number;
}

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

export interface Opened extends ModalEntry {
  id: number;
  onDismiss?: () => void;
  returnTo: HTMLElement | null;
}

const ModalStackContext = createContext<ModalStackApi | null>(null);

function ConfirmBody({ options, onAnswer }: { options: ConfirmOptions; onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text>{options.message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {options.cancelLabel ?? t('modal.cancel')}
        </Button>
        <Button color={options.danger ? 'red' : undefined} onClick={() => onAnswer(true)} data-autofocus>
          {options.confirmLabel ?? t('modal.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ModalStackProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Opened[]>([]);
  const nextId = useRef(1);

  // The stack as of the last render, so closing reads it outside a state updater (updaters must stay pure:
  // StrictMode runs them twice, and onDismiss settles a confirm() promise).
  const entriesRef = useRef<Opened[]>([]);
  entriesRef.current = entries;
  // Where focus goes once the top modal is gone: what had it when that modal opened. Mantine's own returnFocus
  // only works for a modal whose `opened` flips, and these mount opened and unmount on close.
  const pendingFocus = useRef<HTMLElement | null>(null);
  // Entries whose form holds unsaved input (useUnsavedChanges): closing one asks first.
  const dirtyChecks = useRef(
    new Map<number, { isDirty: () => boolean; question?: (() => ConfirmOptions | undefined) | undefined }>(),
  );
  const guards = useMemo<ModalGuards>(
    () => ({
      register: (entryId, isDirty, question) => {
        const check = { isDirty, question };
        dirtyChecks.current.set(entryId, check);
        return () => {
          if (dirtyChecks.current.get(entryId) === check) dirtyChecks.current.delete(entryId);
        };
      },
    }),
    [],
  );
  const asking = useRef(false);

  const push = useCallback((entry: ModalEntry, onDismiss?: () => void) => {
    const id = nextId.current++;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEntries((current) => [...current, { ...entry, id, onDismiss, returnTo }]);
    return id;
  }, []);

  const close = useCallback((ids: number[], force = false) => {
    const closing = entriesRef.current.filter((e) => ids.includes(e.id));
    if (closing.length === 0) return;
    const guarded = force ? undefined : closing.map((e) => dirtyChecks.current.get(e.id)).find((c) => c?.isDirty());
    if (guarded) {
      if (asking.current) return;
      asking.current = true;
      void askDiscard.current(guarded.question?.()).then((discard) => {
        asking.current = false;
        if (discard) close(ids, true);
      });
      return;
    }
    for (const entry of closing) dirtyChecks.current.delete(entry.id);
    // The lowest closed modal's opener gets focus back (for closeAll: what opened the first modal).
    pendingFocus.current = closing[0]?.returnTo ?? null;
    for (const entry of closing) entry.onDismiss?.();
    setEntries((current) => current.filter((e) => !ids.includes(e.id)));
  }, []);

  const remove = useCallback((id: number) => close([id]), [close]);
  const back = useCallback(() => {
    const top = entriesRef.current[entriesRef.current.length - 1];
    if (top) close([top.id]);
  }, [close]);
  const closeAll = useCallback(() => close(entriesRef.current.map((e) => e.id)), [close]);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    // After the modal below has re-activated its focus trap (which focuses its first field on a timeout).
    const id = window.setTimeout(() => {
      if (target.isConnected) target.focus({ preventScroll: true });
    }, 20);
    return () => window.clearTimeout(id);
  }, [entries]);

  // Set once `api` exists (close is declared before it): the question asked before losing typed input.
  const askDiscard = useRef<(question?: ConfirmOptions) => Promise<boolean>>(async () => true);

  const api = useMemo<ModalStackApi>(() => {
    const self: ModalStackApi = {
      open: (entry) => void push(entry),
      back,
      closeAll,
      depth: entries.length,
      confirm: (options) =>
        new Promise<boolean>((resolve) => {
          let settled = false;
          const answer = (yes: boolean) => {
            if (settled) return;
            settled = true;
            resolve(yes);
          };
          const id = push(
            {
              key: 'confirmation',
              title: options.title,
              size: 'sm',
              render: () => (
                <ConfirmBody
                  options={options}
                  onAnswer={(yes) => {
                    answer(yes);
                    remove(id);
                  }}
                />
              ),
            },
            () => answer(false),
          );
        }),
    };
    return self;
  }, [push, back, closeAll, remove, entries.length]);
  const { t } = useTranslation();
  askDiscard.current = (question) =>
    api.confirm(
      question ?? {
        title: t('modal.discardTitle'),
        message: t('modal.discardText'),
        confirmLabel: t('modal.discard'),
        cancelLabel: t('modal.keepEditing'),
        danger: true,
      },
    );

  return (
    <ModalStackContext.Provider value={api}>
      <ModalGuardContext.Provider value={guards}>
        {children}
        {entries.length > 0 && (
          <Suspense fallback={null}>
            <ModalStackHost entries={entries} api={api} onClose={remove} />
          </Suspense>
        )}
      </ModalGuardContext.Provider>
    </ModalStackContext.Provider>
  );
}

/** The modal stack; every dialog opens through it. */
export function useModalStack(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('useModalStack needs ModalStackProvider');
  return api;
}
