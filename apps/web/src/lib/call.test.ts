import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_BASE, ROUTES } from '@plaudit/contract';
import { authSession } from './auth-session';
import { call, pathOf, searchOf } from './call';

// Every source file of the app (tests aside), by its path below src/.
const sources = Object.entries(
  import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([path, text]) => ({ path: path.replace(/^\/src\//, ''), text }));

afterEach(() => {
  vi.unstubAllGlobals();
  authSession.clear();
});

describe('call', () => {
  it('fills the path parameters, encoded, and leaves out the query fields that are not set', () => {
    expect(pathOf(ROUTES.teams.updateMember.path, { teamId: 't 1', memberId: 'm/2' })).toBe(
      '/creator/teamMembers/t%201/m%2F2',
    );
    expect(() => pathOf(ROUTES.teams.updateMember.path, { teamId: 't' })).toThrow(/memberId/);
    expect(searchOf({ page: 2, search: '', sortBy: undefined, type: 'CREATOR' })).toBe('?page=2&type=CREATOR');
    expect(searchOf({})).toBe('');
  });

  it("sends the entry's method and path, with the JSON body, and answers the body", async () => {
    authSession.setSessionId('sess-1');
    const sent: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), method: init?.method, body: init?.body });
        return new Response(JSON.stringify({ id: 'm', role: 'EDITOR' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const answer = await call(ROUTES.teams.updateMember, {
      params: { teamId: 't', memberId: 'm' },
      body: { role: 'EDITOR' },
    });
    expect(answer).toEqual({ id: 'm', role: 'EDITOR' });
    expect(sent).toEqual([
      { url: `${API_BASE}/creator/teamMembers/t/m`, method: 'PUT', body: JSON.stringify({ role: 'EDITOR' }) },
    ]);
  });
});

describe('API calls in the web app', () => {
  it('go through call(ROUTES.…): only lib/api-client and lib/call send a request themselves', () => {
    expect(sources.length).toBeGreaterThan(50);
    const sending = sources.filter((file) => /\bapi(Request|Upload)\b/.test(file.text)).map((file) => file.path);
    expect(sending.sort()).toEqual(['lib/api-client.ts', 'lib/call.ts']);
  });

  it('never cast an answer: no `as SomeType` in a feature api file', () => {
    const apiFiles = sources.filter((file) => /^features\/[^/]+\/api\//.test(file.path));
    expect(apiFiles.length).toBeGreaterThan(40);
    const casting = apiFiles.filter((file) => /\bas\s+(?!const\b)[A-Z{[]/.test(file.text)).map((file) => file.path);
    expect(casting).toEqual([]);
  });
});
