import { useEffect, useRef } from 'react';
import { ActionIcon, Box, Kbd, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchShortcut } from '../lib/use-search-shortcut';
import { SearchBox } from './search-box';

// The header's search: a box on wider screens, an icon button on a phone that opens the box in an
// overlay. `/` or Ctrl+K (Cmd+K) focuses whichever is shown. It arrives on the first sign of use (header-search-slot.tsx)
// and starts where the plain box it replaces left off: the text typed, the focus, the phone's overlay open.

const PHONE = '(max-width: 48em)';

export interface HeaderSearchProps {
  initialQuery?: string;
  /** Focus the box once shown, the caret after the text (the plain box had the focus). */
  focusOnStart?: boolean;
  /** Open the phone's overlay at once (the phone's search button was pressed). */
  openOnStart?: boolean;
}

export default function HeaderSearch({ initialQuery = '', focusOnStart, openOnStart }: HeaderSearchProps) {
  const { t } = useTranslation('search');
  const phone = useMediaQuery(PHONE, false);
  const [opened, { open, close }] = useDisclosure(Boolean(openOnStart));
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!focusOnStart || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Once, as it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useSearchShortcut(() => {
    if (phone) open();
    else inputRef.current?.focus();
  });

  return (
    <>
      <Box visibleFrom="sm" style={{ flex: 1, maxWidth: 440, minWidth: 180 }} data-testid="header-search">
        <SearchBox inputRef={inputRef} initialQuery={initialQuery} hint={<Kbd size="xs">/</Kbd>} />
      </Box>
      {/* On a phone: the icon at the right end, next to the account buttons. */}
      <Box hiddenFrom="sm" style={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <ActionIcon variant="default" size="lg" onClick={open} aria-label={t('box.open')}>
          <IconSearch size={18} />
        </ActionIcon>
      </Box>
      <Modal opened={opened} onClose={close} title={t('box.label')} yOffset="1rem" size="lg">
        <SearchBox autoFocus initialQuery={initialQuery} onNavigate={close} />
      </Modal>
    </>
  );
}
