import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { modalZIndex, type ModalKey } from '@plaudit/contract';

// Spec §2 modals: they open over each other (z-index 50 + 2 per level, spec §9), each above the first shows a
// back step, Escape closes only the top one, focus is trapped in the top one and returns to what opened it.

export interface ModalEntry {
  /** The spec §2 modal key (it names the dialog for tests and analytics). */
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

interface Opened extends ModalEntry {
  id: number;
  onDismiss?: () => void;
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
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Opened[]>([]);
  const nextId = useRef(1);

  const push = useCallback((entry: ModalEntry, onDismiss?: () => void) => {
    const id = nextId.current++;
    setEntries((current) => [...current, { ...entry, id, onDismiss }]);
    return id;
  }, []);

  const remove = useCallback((id: number) => {
    setEntries((current) => {
      const found = current.find((e) => e.id === id);
      found?.onDismiss?.();
      return current.filter((e) => e.id !== id);
    });
  }, []);

  const back = useCallback(() => {
    setEntries((current) => {
      current[current.length - 1]?.onDismiss?.();
      return current.slice(0, -1);
    });
  }, []);

  const closeAll = useCallback(() => {
    setEntries((current) => {
      for (const entry of current) entry.onDismiss?.();
      return [];
    });
  }, []);

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

  return (
    <ModalStackContext.Provider value={api}>
      {children}
      {entries.map((entry, level) => {
        const top = level === entries.length - 1;
        return (
          <Modal
            key={entry.id}
            opened
            onClose={() => remove(entry.id)}
            zIndex={modalZIndex(level)}
            size={entry.size ?? 'md'}
            trapFocus={top}
            closeOnEscape={top}
            returnFocus
            centered
            data-modal-key={entry.key}
            data-modal-level={level}
            title={
              <Group gap="xs" wrap="nowrap">
                {level > 0 && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconArrowLeft size={14} />}
                    onClick={() => remove(entry.id)}
                    aria-label={t('modal.back')}
                  >
                    {t('modal.back')}
                  </Button>
                )}
                <Text fw={700} component="span">
                  {entry.title}
                </Text>
              </Group>
            }
            closeButtonProps={{ 'aria-label': t('modal.close') }}
          >
            {entry.render(api)}
          </Modal>
        );
      })}
    </ModalStackContext.Provider>
  );
}

/** The modal stack of spec §2; every dialog opens through it. */
export function useModalStack(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('useModalStack needs ModalStackProvider');
  return api;
}
