import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { lazyPart } from '@/lib/lazy-chunks';
import type { SearchBoxProps } from './search-box';

// The search box for a page in the first route (the home page's hero): loaded lazily, from the same chunk the
// header's search already fetches, so the first route's JavaScript stays within its budget. Until
// it arrives its place is kept at the input's height so nothing shifts.
const SearchBox = lazyPart('search-box', () => import('./search-box').then((m) => ({ default: m.SearchBox })));

const INPUT_HEIGHT = { xs: 30, sm: 36, md: 42, lg: 50, xl: 60 } as const;

export function SearchBoxSlot(props: SearchBoxProps & { size?: keyof typeof INPUT_HEIGHT }) {
  return (
    <Suspense fallback={<Box h={INPUT_HEIGHT[props.size ?? 'sm']} />}>
      <SearchBox {...props} />
    </Suspense>
  );
}
