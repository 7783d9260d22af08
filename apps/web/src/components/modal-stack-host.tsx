import { Button, Group, Modal } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { modalZIndex } from '@plaudit/contract';
import type { ModalStackApi, Opened } from './modal-stack';
import { ModalEntryContext } from './unsaved-changes';

/** Renders the open modals of the stack, the top one trapping focus and answering Escape. */
export default function ModalStackHost({
  entries,
  api,
  onClose,
}: {
  entries: Opened[];
  api: ModalStackApi;
  onClose: (id: number) => void;
}) {
  const { t } = useTranslation();
  const remove = onClose;
  return (
    <>
      {entries.map((entry, level) => {
        const top = level === entries.length - 1;
        return (
          <Modal.Root
            key={entry.id}
            opened
            onClose={() => remove(entry.id)}
            zIndex={modalZIndex(level)}
            size={entry.size ?? 'md'}
            trapFocus={top}
            closeOnEscape={top}
            returnFocus={false}
            centered
            data-modal-key={entry.key}
            data-modal-level={level}
          >
            <Modal.Overlay />
            <Modal.Content>
              <Modal.Header>
                {/* The back step sits beside the title, not in it, so the dialog's name is its title alone. */}
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  {level > 0 && (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconArrowLeft size={14} />}
                      onClick={() => remove(entry.id)}
                      style={{ flexShrink: 0 }}
                    >
                      {t('modal.back')}
                    </Button>
                  )}
                  <Modal.Title fw={700}>{entry.title}</Modal.Title>
                </Group>
                <Modal.CloseButton aria-label={t('modal.close')} />
              </Modal.Header>
              <Modal.Body>
                <ModalEntryContext.Provider value={entry.id}>{entry.render(api)}</ModalEntryContext.Provider>
              </Modal.Body>
            </Modal.Content>
          </Modal.Root>
        );
      })}
    </>
  );
}
