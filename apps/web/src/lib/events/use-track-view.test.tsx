import { StrictMode, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTrackHover, useTrackView } from './use-track-view';
import * as queue from './event-queue';

// "Web": a view is counted once per page view, whatever React does (StrictMode's double effects,
// re-renders), and again on the next visit to the page; a hover once per product per page view.

let tracked: { type: string; profileId: string | null | undefined }[];

beforeEach(() => {
  tracked = [];
  vi.spyOn(queue, 'track').mockImplementation((type, profileId) => void tracked.push({ type, profileId }));
});
afterEach(() => vi.restoreAllMocks());

function ProductPage() {
  const [count, setCount] = useState(0);
  useTrackView('PRODUCT_PAGE_VIEW', 'p-1');
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        render again {count}
      </button>
      <Link to="/elsewhere">away</Link>
    </>
  );
}

function Elsewhere() {
  return <Link to="/product">back</Link>;
}

function Card({ id }: { id: string }) {
  return (
    <div data-testid={id} {...useTrackHover(id)}>
      {id}
    </div>
  );
}

const app = (
  <StrictMode>
    <MemoryRouter initialEntries={['/product']}>
      <Routes>
        <Route path="/product" element={<ProductPage />} />
        <Route path="/elsewhere" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>
  </StrictMode>
);

describe('useTrackView', () => {
  it('sends one view under StrictMode and across re-renders', () => {
    render(app);
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    expect(tracked).toEqual([{ type: 'PRODUCT_PAGE_VIEW', profileId: 'p-1' }]);
  });

  it('sends again when the visitor comes back to the page', () => {
    render(app);
    act(() => screen.getByRole('link', { name: 'away' }).click());
    act(() => screen.getByRole('link', { name: 'back' }).click());
    expect(tracked).toEqual([
      { type: 'PRODUCT_PAGE_VIEW', profileId: 'p-1' },
      { type: 'PRODUCT_PAGE_VIEW', profileId: 'p-1' },
    ]);
  });

  it('waits for the profile id while the page is loading', () => {
    function Loading({ id }: { id: string | undefined }) {
      useTrackView('CREATOR_PAGE_VIEW', id);
      return null;
    }
    const { rerender } = render(
      <MemoryRouter>
        <Loading id={undefined} />
      </MemoryRouter>,
    );
    expect(tracked).toEqual([]);
    rerender(
      <MemoryRouter>
        <Loading id="team-1" />
      </MemoryRouter>,
    );
    expect(tracked).toEqual([{ type: 'CREATOR_PAGE_VIEW', profileId: 'team-1' }]);
  });
});

describe('useTrackHover', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends PRODUCT_HOVER once per product per page view, only when the pointer rests', () => {
    render(
      <StrictMode>
        <MemoryRouter>
          <Card id="p-1" />
          <Card id="p-2" />
        </MemoryRouter>
      </StrictMode>,
    );
    const [first, second] = [screen.getByTestId('p-1'), screen.getByTestId('p-2')];
    // A pass over the card is not a hover.
    act(() => {
      first.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    act(() => {
      first.dispatchEvent(new Event('pointerout', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(tracked).toEqual([]);
    for (let i = 0; i < 3; i += 1) {
      act(() => {
        first.dispatchEvent(new Event('pointerover', { bubbles: true }));
      });
      act(() => {
        vi.advanceTimersByTime(600);
      });
      act(() => {
        first.dispatchEvent(new Event('pointerout', { bubbles: true }));
      });
    }
    act(() => {
      second.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(tracked).toEqual([
      { type: 'PRODUCT_HOVER', profileId: 'p-1' },
      { type: 'PRODUCT_HOVER', profileId: 'p-2' },
    ]);
  });
});
