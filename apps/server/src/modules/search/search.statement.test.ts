import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/tx.js';
import { searchPage, searchWithFacets, type SearchFilter } from './search.queries.js';
import { searchTerms } from './search.terms.js';

// Search runs as a prepared statement named after its text (db/prepared.ts), and PostgreSQL keeps a plan for each
// text on each connection (about 1.3 MB each at 100,000 products). So the text must not change with what is asked:
// the words, the type and the category are parameters.

/** The prepared statement's name a search would run, read off a stand-in for drizzle's session. */
async function nameOf(run: (db: DbOrTx) => Promise<unknown>): Promise<string> {
  let name: string | undefined;
  const session = { prepareQuery: (_query: unknown, _fields: unknown, n: string) => ({ execute: async () => ((name = n), { rows: [] }) }) };
  await run({ _: { session } } as unknown as DbOrTx);
  if (!name) throw new Error('no statement ran');
  return name;
}

const QUERIES = ['a', 'wireless headphones', 'one two three four five six seven eight', 'cofee'];
const FILTERS: SearchFilter[] = [{}, { type: 'brand' }, { type: 'youtuber' }, { type: 'product', categoryId: randomUUID() }, { categoryId: randomUUID() }];

describe('search statements', () => {
  it('have one text for a page with facets, whatever the words, type, category and page', async () => {
    const names = new Set<string>();
    for (const q of QUERIES) {
      for (const filter of FILTERS) names.add(await nameOf((db) => searchWithFacets(db, searchTerms(q), filter, 24, 48, 3.9)));
    }
    expect(names.size).toBe(1);
  });

  it('have one text for suggestions, and one more each for a query without a word', async () => {
    const suggestions = new Set<string>();
    for (const q of QUERIES) suggestions.add(await nameOf((db) => searchPage(db, searchTerms(q), {}, 8, 0, 4)));
    expect(suggestions.size).toBe(1);
    const withFacets = await nameOf((db) => searchWithFacets(db, searchTerms('cofee'), {}, 24, 0, 4));
    const noWord = await nameOf((db) => searchWithFacets(db, searchTerms('!!'), {}, 24, 0, 4));
    expect(new Set([...suggestions, withFacets, noWord]).size).toBe(3);
  });
});
