import {
  createContext,
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

// Code in chunks of its own (React.lazy) that can also be loaded ahead of its render. The browser loads every chunk
// of what the server drew (entry-server.tsx) before hydrating it: a part still loading while the app hydrates stays
// the server's HTML only until something above it changes (the color scheme, the signed-in state), and is then
// thrown away and drawn again, through its loading state, as if the server had drawn nothing.

type Module<T> = { default: T };
// React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyPage<T extends AnyComponent> = LazyExoticComponent<T> & { preload: () => Promise<void> };

export function lazyPage<T extends AnyComponent>(load: () => Promise<Module<T>>): LazyPage<T> {
  let loaded: Module<T> | null = null;
  const preload = () => load().then((module) => void (loaded = module));
  // Once loaded, React.lazy gets a thenable that answers at once, so the part renders (and hydrates) without
  // suspending.
  const page = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: Module<T>) => void) => resolve(loaded!) } as unknown as Promise<Module<T>>)
      : load(),
  );
  return Object.assign(page, { preload });
}

/** Loads the chunks of every lazy page `path` shows (its layout's and its own), before the first render. */
export async function preloadPages(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(
    matches.map((match) => {
      const type = (match.route.element as ReactElement | undefined)?.type as
        Partial<LazyPage<AnyComponent>> | undefined;
      return typeof type?.preload === 'function' ? type.preload() : undefined;
    }),
  );
}

// A lazy part of a page the server draws (the header's search, the home's latest reviews, a product's reviews):
// the server notes which parts it drew (by name, the same in both builds), the root carries the names, and the
// browser loads those chunks before hydrating.

/** Where the server's render notes the parts it drew; null in the browser. */
export const DrawnPartsContext = createContext<Set<string> | null>(null);

const parts = new Map<string, () => Promise<void>>();

/** `name` must be unique; a module evaluated again (the dev server's hot update) replaces its part. */
export function lazyPart<T extends AnyComponent>(
  name: string,
  load: () => Promise<Module<T>>,
): ComponentType<ComponentProps<T>> {
  const Lazy = lazyPage(load);
  parts.set(name, Lazy.preload);
  function Part(props: ComponentProps<T>) {
    useContext(DrawnPartsContext)?.add(name);
    return <Lazy {...props} />;
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/** Loads the chunks of the named parts (unknown names are skipped: a page drawn by another version of the app). */
export async function preloadParts(names: string[]): Promise<void> {
  await Promise.all(names.map((name) => parts.get(name)?.()));
}
