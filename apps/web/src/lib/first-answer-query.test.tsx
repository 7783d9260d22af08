import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { FIRST_ANSWERS_ELEMENT_ID } from '@plaudit/contract';
import { useBrand } from '@/features/catalogue/api/public-pages';
import { createQueryClient } from './query-client';

// A public page's first query starts from the answer its HTML carried: drawn at once, nothing sent. The answer is
// given once; the same query later (a new cache, the page opened again) asks the server.

function pageCarries(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_ANSWERS_ELEMENT_ID;
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

function serve(body: unknown) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const answer = url.endsWith('/auth/session/init') ? { sessionId: 'visitor-1' } : body;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const withCache = () => {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
};

describe('useFirstAnswer', () => {
  it("gives the page's first query its HTML's answer, once, with nothing sent; later the query asks the server", async () => {
    pageCarries({ '/brands/acme': { brandName: 'Acme' } });
    const fetch = serve({ brandName: 'Acme, fresh' });

    const first = renderHook(() => useBrand('acme'), { wrapper: withCache() });
    expect(first.result.current.data).toEqual({ brandName: 'Acme' });
    expect(first.result.current.isFetching).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)).toBeNull();
    first.unmount();

    const again = renderHook(() => useBrand('acme'), { wrapper: withCache() });
    expect(again.result.current.data).toBeUndefined();
    await waitFor(() => expect(again.result.current.data).toEqual({ brandName: 'Acme, fresh' }));
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/session/init', '/api/brands/acme']);
  });

  it('leaves a query of another path to the server', async () => {
    pageCarries({ '/brands/acme': { brandName: 'Acme' } });
    const fetch = serve({ brandName: 'Other' });
    const other = renderHook(() => useBrand('other'), { wrapper: withCache() });
    expect(other.result.current.data).toBeUndefined();
    await waitFor(() => expect(other.result.current.data).toEqual({ brandName: 'Other' }));
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain('/api/brands/other');
  });
});
