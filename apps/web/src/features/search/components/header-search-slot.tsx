import { useRef, useState, type ComponentType } from 'react';
import { ActionIcon, Box, Kbd, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isSearchable } from '../api/search-queries';
import { useSearchShortcut } from '../lib/use-search-shortcut';
import type { HeaderSearchProps } from './header-search';

// The header's search in two steps. The server draws, and the page hydrates, a plain box (an icon on a phone) that
// looks like the search and costs next to nothing; the combobox, the overlay and the suggestions' code load on the
// first sign of use (a pointer over it, a touch, focus, the `/` shortcut) and take its place once they arrive, with the
// text typed so far and the focus. Hydrating a public page on a phone then runs none of them.

const load = () => import('./header-search');
let loading: ReturnType<typeof load> | null = null;
/** The real search's chunk, fetched once (a failed fetch is tried again on the next sign of use). */
function fetchSearch() {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const BOX = { flex: 1, maxWidth: 440, minWidth: 180 } as const;

export function HeaderSearchSlot() {
  const { t } = useTranslation('search');
  const [Search, setSearch] = useState<ComponentType<HeaderSearchProps> | null>(null);
  const [start, setStart] = useState<Pick<HeaderSearchProps, 'focusOnStart' | 'openOnStart'>>({});
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const wake = (how: Pick<HeaderSearchProps, 'focusOnStart' | 'openOnStart'> = {}) => {
    if (how.focusOnStart || how.openOnStart) setStart(how);
    fetchSearch().then(
      (module) => setSearch(() => module.default),
      () => undefined,
    );
  };
  useSearchShortcut(() => {
    // The same as the real search's shortcut: the box on a wide screen, the overlay on a phone.
    if (inputRef.current?.offsetParent) inputRef.current.focus();
    else wake({ openOnStart: true });
  });

  if (Search) {
    const focused = typeof document !== 'undefined' && document.activeElement === inputRef.current;
    return <Search initialQuery={text} focusOnStart={start.focusOnStart || focused} openOnStart={start.openOnStart} />;
  }
  return (
    <>
      <Box visibleFrom="sm" style={BOX} data-testid="header-search" onPointerEnter={() => wake()}>
        <TextInput
          ref={inputRef}
          type="search"
          size="sm"
          // What it becomes: the combobox takes its place, with this text and the focus, once its code is here.
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          aria-label={t('box.label')}
          placeholder={t('box.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          // Typed and sent before the search's code arrived: the results page, as the search itself would open.
          onKeyDown={(event) => {
            const q = text.trim();
            if (event.key !== 'Enter' || !isSearchable(q)) return;
            event.preventDefault();
            navigate(paths.search.href({ q }));
          }}
          onFocus={() => wake({ focusOnStart: true })}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={text === '' ? <Kbd size="xs">/</Kbd> : null}
        />
      </Box>
      <Box hiddenFrom="sm" style={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('box.open')}
          // A press only fetches the code: the button swapped for the real one between the press and its release
          // would lose the click (the chunk, once loaded, arrives within the same press), and the overlay with it.
          onPointerDown={() => void fetchSearch().catch(() => undefined)}
          onClick={() => wake({ openOnStart: true })}
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Box>
    </>
  );
}
