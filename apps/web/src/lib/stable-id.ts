import { useId as useReactId } from 'react';

// Mantine's own useId (in @mantine/hooks) draws with React's id, then swaps it for a random one in a layout effect
// after mount. Every component with an id (the app shell, each input, popover, portal and scroll area) thus set its
// state in the commit that hydrated a public page, and React re-rendered all of them synchronously right after: one
// task of 650–750 ms on a product page at Lighthouse's phone CPU. React's id is already the same on the server and
// in the browser and unique within the tree, so it is kept. The build puts this module in Mantine's place
// (vite.config.ts, stableMantineIds); the props and the id's form are Mantine's.

/** `staticId` when given, else an id from React's, as Mantine draws it on the server. */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
