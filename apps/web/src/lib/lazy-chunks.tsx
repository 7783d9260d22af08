import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

// A page in a chunk of its own (React.lazy) that can also be loaded ahead of its render. The browser loads the
// chunks of the page the server drew before hydrating it: a page still loading while the app hydrates stays the
// server's HTML only until something above it changes (the color scheme, the signed-in state), and is then thrown
// away and drawn again, later, as if the server had drawn nothing.

type Module<T> = { default: T };
// React.lazy's own constraint: a page takes any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyPage<T extends AnyComponent> = LazyExoticComponent<T> & { preload: () => Promise<void> };

export function lazyPage<T extends AnyComponent>(load: () => Promise<Module<T>>): LazyPage<T> {
  let loaded: Module<T> | null = null;
  const preload = () => load().then((module) => void (loaded = module));
  // Once loaded, React.lazy gets a thenable that answers at once, so the page renders (and hydrates) without suspending.
  const page = lazy(() => (loaded ? ({ then: (resolve: (m: Module<T>) => void) => resolve(loaded!) } as unknown as Promise<Module<T>>) : load()));
  return Object.assign(page, { preload });
}

/** Loads the chunks of every lazy page `path` shows (its layout's and its own), before the first render. */
export async function preloadPages(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map((match) => {
      const type = (match.route.element as ReactElement | undefined)?.type as Partial<LazyPage<AnyComponent>> | undefined;
      return typeof type?.preload === 'function' ? type.preload() : undefined;
    }),
  );
}
