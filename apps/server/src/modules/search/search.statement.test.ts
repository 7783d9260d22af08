import { randomUUID } from 'node:crypto';
import { fillPlaceholders } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEARCH_PRODUCT_CANDIDATES_MAX } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { searchPage, searchWithFacets, type SearchFilter } from './search.queries.js';
import { searchTerms } from './search.terms.js';

// Search runs as a prepared statement rendered once with placeholders (lib/prepared.ts), and PostgreSQL keeps a plan
// for each statement on each connection (about 1.3 MB each at 100,000 products). So what is asked (the words, the
// type, the category, the page) must reach it as values, never as text: one statement with words, one without.

interface Run {
  name: string;
  text: string;
  values: unknown[];
}

/** The prepared statement a search runs and the values it binds, read off a stand-in for drizzle's session. */
async function runOf(run: (db: Db) => Promise<unknown>): Promise<Run> {
  let seen: Run | undefined;
  const session = {
    prepareQuery: (query: { sql: string; params: unknown[] }, _fields: unknown, name: string) => ({
      execute: async (values: Record<string, unknown>) => (
        (seen = { name, text: query.sql, values: fillPlaceholders(query.params, values) }),
        { rows: [] }
      ),
    }),
  };
  await run({ _: { session } } as unknown as Db);
  if (!seen) throw new Error('no statement ran');
  return seen;
}

const QUERIES = ['a', 'wireless headphones', 'one two three four five six seven eight', 'cofee'];
const FILTERS: SearchFilter[] = [
  {},
  { type: 'brand' },
  { type: 'youtuber' },
  { type: 'product', categoryId: randomUUID() },
  { categoryId: randomUUID() },
];

describe('search statements', () => {
  it('have one text for a page with facets, whatever the words, type, category and page, each bound as a value', async () => {
    const texts = new Map<string, string>();
    for (const q of QUERIES) {
      for (const filter of FILTERS) {
        const run = await runOf((db) => searchWithFacets(db, searchTerms(q), filter, 24, 48, 3.9));
        texts.set(run.name, run.text);
        expect(run.values).toContain(JSON.stringify(searchTerms(q).words));
        expect(run.values).toContain(filter.type ?? null);
        expect(run.values).toContain(filter.categoryId ?? null);
        expect(run.values).toEqual(expect.arrayContaining([24, 48, 3.9]));
      }
    }
    expect([...texts.keys()]).toEqual(['search']);
  });

  it("state the candidates' caps in their text: a generic plan that does not know its LIMIT is never chosen", async () => {
    for (const run of [
      await runOf((db) => searchWithFacets(db, searchTerms('cofee'), {}, 24, 0, 4)),
      await runOf((db) => searchPage(db, searchTerms('cofee'), {}, 8, 0, 4)),
    ]) {
      expect(run.text).toContain(`limit ${SEARCH_PRODUCT_CANDIDATES_MAX + 1}`);
      expect(run.text).toContain(`limit ${SEARCH_PRODUCT_CANDIDATES_MAX})`);
      expect(run.values).not.toContain(SEARCH_PRODUCT_CANDIDATES_MAX);
      expect(run.values).not.toContain(SEARCH_PRODUCT_CANDIDATES_MAX + 1);
    }
  });

  it('have one text for suggestions, and one more each for a query without a word', async () => {
    const suggestions = new Set<string>();
    for (const q of QUERIES) suggestions.add((await runOf((db) => searchPage(db, searchTerms(q), {}, 8, 0, 4))).text);
    expect(suggestions.size).toBe(1);
    const withFacets = await runOf((db) => searchWithFacets(db, searchTerms('cofee'), {}, 24, 0, 4));
    const noWord = await runOf((db) => searchWithFacets(db, searchTerms('!!'), {}, 24, 0, 4));
    const noWordPage = await runOf((db) => searchPage(db, searchTerms('!!'), {}, 8, 0, 4));
    expect(new Set([...suggestions, withFacets.text, noWord.text, noWordPage.text]).size).toBe(4);
    expect(
      new Set([
        withFacets.name,
        noWord.name,
        noWordPage.name,
        (await runOf((db) => searchPage(db, searchTerms('a'), {}, 8, 0, 4))).name,
      ]).size,
    ).toBe(4);
  });
});
