import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { lazyPart } from '@/lib/lazy-chunks';

// The header's search loads in its own chunk right after the shell: the combobox, the overlay and the query code
// stay out of the first route's JavaScript (250 KB gzipped). Until it arrives, its place is kept so
// nothing shifts.
const HeaderSearch = lazyPart('header-search', () => import('./header-search'));

const BOX = { flex: 1, maxWidth: 440, minWidth: 180, height: 36 } as const;

function Placeholder() {
  return (
    <>
      <Box visibleFrom="sm" style={BOX} />
      <Box hiddenFrom="sm" style={{ flex: 1, height: 34 }} />
    </>
  );
}

export function HeaderSearchSlot() {
  return (
    <Suspense fallback={<Placeholder />}>
      <HeaderSearch />
    </Suspense>
  );
}
