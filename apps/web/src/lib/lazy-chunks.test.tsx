import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { DrawnPartsContext, lazyPage, lazyPart, preloadParts } from './lazy-chunks';

// A lazy page or part loaded ahead renders at once, so a page drawn on the server hydrates without its loading
// state; a part notes its name where the server's render collects them, and is loaded by that name.

describe('lazyPage', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Loaded page</p> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loaded page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows its fallback until it has loaded when not preloaded', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Late page</p> }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Late page')).toBeInTheDocument();
  });
});

describe('lazyPart', () => {
  it('is loaded by its name (an unknown name is skipped) and notes its name where the server collects them', async () => {
    const load = vi.fn(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const Part = lazyPart('lazy-chunks-test-part', load);
    await preloadParts(['lazy-chunks-test-part', 'no-such-part']);
    expect(load).toHaveBeenCalledTimes(1);

    const drawn = new Set<string>();
    render(
      <DrawnPartsContext.Provider value={drawn}>
        <Suspense fallback={<p>Loading</p>}>
          <Part label="The part" />
        </Suspense>
      </DrawnPartsContext.Provider>,
    );
    expect(screen.getByText('The part')).toBeInTheDocument();
    expect([...drawn]).toEqual(['lazy-chunks-test-part']);
  });
});
