// What the catalogue and reviews parts of `npm run bench` share: the options run.ts hands each part, and the built
// server's modules a part loads (the database client and the scale seed), so both read the same data the same way.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SqlRunner } from './catalogue.js';

export interface ServerDatabase {
  db: unknown;
  migrate(): Promise<void>;
  close(): Promise<void>;
}
interface ClientModule {
  fromPostgres(url: string, max?: number): ServerDatabase;
  openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<ServerDatabase>;
}
interface ScaleModule {
  SCALE_REVIEWER_PASSWORD: string;
  SCALE_OWNER_PREFIX: string;
  SCALE_REVIEWER_PREFIX: string;
  seedScale(
    database: ServerDatabase,
    options: {
      products: number;
      brands: number;
      pictures: Array<Record<string, string>>;
      reviews?: { total: number; reviewers: number; passwordHash: string };
    },
    log?: (line: string) => void,
  ): Promise<void>;
  countScale(
    database: ServerDatabase,
  ): Promise<{ brands: number; products: number; images: number; reviews: number; reviewers: number }>;
  rawRows<T>(database: ServerDatabase, text: string): Promise<T[]>;
}
interface SearchModules {
  searchTerms(q: string): unknown;
  searchWithFacets(
    db: unknown,
    terms: unknown,
    filter: object,
    limit: number,
    offset: number,
    prior: number,
  ): Promise<unknown>;
  platformMean(db: unknown): Promise<number>;
}
/** The server's own statements of the lists readers open most, prepared as the routes prepare them. */
interface ListModules {
  findApprovedBrand(db: unknown, handle: string): Promise<{ id: string } | null>;
  brandProductCards(db: unknown, o: object): Promise<unknown>;
  productReviewList(db: unknown, productId: string, query: object, viewerId: string | null): Promise<unknown>;
}

export interface BenchPartOptions {
  root: string;
  port: number;
  seconds: number;
  connections: number;
  log: (line: string) => void;
  start: (dataDir: string, port: number, env: Record<string, string>) => Promise<ChildProcess>;
  stop: (child: ChildProcess) => Promise<void>;
}

/** The built server's database client and scale seed, and a plain-SQL runner over a database of theirs. */
export async function serverParts(root: string) {
  const load = async <T>(file: string) => (await import(pathToFileURL(join(root, 'apps/server/dist', file)).href)) as T;
  const client = await load<ClientModule>('db/client.js');
  const scale = await load<ScaleModule>('seed/scale.js');
  const search: SearchModules = {
    ...(await load<Pick<SearchModules, 'searchTerms'>>('modules/search/search.terms.js')),
    ...(await load<Pick<SearchModules, 'searchWithFacets'>>('modules/search/search.queries.js')),
    ...(await load<Pick<SearchModules, 'platformMean'>>('modules/reviews/reviews.scores.js')),
  };
  const lists: ListModules = {
    ...(await load<Pick<ListModules, 'findApprovedBrand' | 'brandProductCards'>>(
      'modules/catalogue/catalogue.queries.js',
    )),
    ...(await load<Pick<ListModules, 'productReviewList'>>('modules/reviews/reviews.read.queries.js')),
  };
  const runner = (database: ServerDatabase): SqlRunner => ({
    rows: (text) => scale.rawRows(database, text),
    // As the search service asks it: the first page, no filter, over the platform's mean rating.
    search: async (q, take) =>
      search.searchWithFacets(database.db, search.searchTerms(q), {}, take, 0, await search.platformMean(database.db)),
    // As the catalogue service reads the brand page's list: the brand, then one page of its cards and their count.
    brandProducts: async (handle, take) => {
      const brand = await lists.findApprovedBrand(database.db, handle);
      if (!brand) return null;
      return lists.brandProductCards(database.db, {
        teamId: brand.id,
        sortBy: 'newest',
        prior: 0,
        limit: take,
        offset: 0,
      });
    },
    // As the reviews service reads a product's list for an anonymous reader: the head (its visibility, the summary
    // and the count) and one page, sent at once.
    productReviews: (productId, query) => lists.productReviewList(database.db, productId, query, null),
  });
  return { load, client, scale, runner };
}
