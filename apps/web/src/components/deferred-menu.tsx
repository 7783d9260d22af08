import { cloneElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';

// A menu whose code loads when it is first opened. Mantine's Menu brings its popover, focus trap and floating-ui
// (about 25 KB of gzipped JavaScript) to every page that shows one, and the header shows them on every page though
// few visitors open them. Until then the button is drawn by itself, the same on the server and in the browser's first
// render, so a page hydrates without them; the menu's module is fetched at the first sign of use (a pointer over the
// button, focus) and takes the button's place, opened, once it is clicked.

type Loaded<M> = { module: M | null; loading: Promise<M> | null };
const modules = new Map<() => Promise<unknown>, Loaded<unknown>>();

/** The module behind `load`, fetched once (a failed fetch is tried again at the next sign of use). */
function fetchModule<M>(load: () => Promise<M>): Promise<M> {
  const entry = (modules.get(load) ?? { module: null, loading: null }) as Loaded<M>;
  modules.set(load, entry);
  entry.loading ??= load().then(
    (module) => (entry.module = module),
    (error: unknown) => {
      entry.loading = null;
      throw error;
    },
  );
  return entry.loading;
}

function loadedModule<M>(load: () => Promise<M>): M | null {
  return (modules.get(load)?.module as M | undefined) ?? null;
}

type TargetProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

export interface DeferredMenuProps<M> {
  /** Imports the menu's module; a function made once at module level, so each menu's module is fetched once. */
  load: () => Promise<M>;
  /** The button that opens the menu, as the menu's own target will be. */
  target: ReactElement<TargetProps>;
  /** Draws the menu from its module around `target`; `opened` when the click that loaded it should open it. */
  children: (module: M, target: ReactElement<TargetProps>, opened: boolean) => ReactNode;
}

export function DeferredMenu<M>({ load, target, children }: DeferredMenuProps<M>) {
  const [module, setModule] = useState<M | null>(() => loadedModule(load));
  const [opened, setOpened] = useState(false);
  if (module) return children(module, target, opened);

  const prefetch = () => void fetchModule(load).catch(() => undefined);
  // Only a click swaps the button for the menu: a swap between a press and its release would lose the click.
  const open = () => {
    fetchModule(load).then(
      (loaded) => {
        setOpened(true);
        setModule(() => loaded);
      },
      () => undefined,
    );
  };
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: open,
  });
}
