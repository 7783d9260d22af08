// The catalogue part of `npm run bench`: its own server on the catalogue's data, the routes through
// HTTP and their plain SQL at the same concurrency. With BENCH_DATABASE_URL (PostgreSQL holding `npm run seed:scale`
// data) it measures that; otherwise it seeds a smaller catalogue (BENCH_CATALOGUE_PRODUCTS, 10,000) on PGlite with the
// same statements and says so. On PGlite the SQL runs in this process before the server opens the directory (PGlite
// has one process at a time), so both sides queue on one embedded database the same way. Search is measured twice:
// as the server answers (answers kept a few seconds), then on a server that keeps none (every search read).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { serverParts, type BenchPartOptions } from './bench-part.js';
import { join } from 'node:path';
import {
  catalogueRoutes,
  measureApi,
  measureSql,
  pickSamples,
  searchEveryRead,
  type CatalogueRoute,
  type RouteWork,
} from './catalogue.js';

export interface CatalogueBench {
  /** Where the data was, and how much of it: printed above the figures. */
  setting: string;
  products: number;
  onPostgres: boolean;
  routes: CatalogueRoute[];
}

export async function benchCatalogue(options: BenchPartOptions): Promise<CatalogueBench> {
  const { root, port, seconds, connections, log } = options;
  const { client, scale, runner } = await serverParts(root);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'plaudit-bench-catalogue-'));
  const url = process.env.BENCH_DATABASE_URL || undefined;
  try {
    if (url) {
      const database = client.fromPostgres(url, connections);
      try {
        const counts = await scale.countScale(database);
        const [all] = await runner(database).rows<{ n: number }>('select count(*)::int as n from products');
        const routes = catalogueRoutes(await pickSamples(runner(database)));
        const env = { DATABASE_URL: url, DEMO_SEED: 'false' };
        const server = await options.start(dataDir, port, env);
        let sql;
        let measured;
        try {
          sql = await measureSql(runner(database), routes, seconds, connections, log);
          measured = await measureApi(base, routes, sql, seconds, connections, log);
        } finally {
          await options.stop(server);
        }
        return {
          setting: `PostgreSQL (BENCH_DATABASE_URL): ${all?.n ?? 0} products, ${counts.brands} scale brands`,
          products: Number(all?.n ?? 0),
          onPostgres: true,
          routes: [...measured, ...(await measureEveryRead(options, dataDir, env, routes, sql))],
        };
      } finally {
        await database.close();
      }
    }
    const products = Number(process.env.BENCH_CATALOGUE_PRODUCTS ?? 10_000);
    log(`no BENCH_DATABASE_URL: seeding ${products} products on PGlite (a smaller catalogue than §8's 100,000)`);
    const database = await client.openDatabase({ databaseUrl: undefined, dataDir });
    let routes;
    let sql;
    try {
      await database.migrate();
      // Made-up file names: the bench reads JSON, never the pictures.
      const pictures = [0, 1, 2, 3].map((n) => ({
        320: `benchpicture320x${n}xxxxxxxx.webp`,
        800: `benchpicture800x${n}xxxxxxxx.webp`,
        1600: `benchpicture1600x${n}xxxxxxx.webp`,
      }));
      await scale.seedScale(database, { products, brands: Math.max(1, Math.round(products / 20)), pictures }, (line) =>
        log(`  seed ${line}`),
      );
      routes = catalogueRoutes(await pickSamples(runner(database)));
      sql = await measureSql(runner(database), routes, seconds, connections, log);
    } finally {
      await database.close();
    }
    const env = { DATABASE_URL: '', DEMO_SEED: 'false' };
    const server = await options.start(dataDir, port, env);
    let measured;
    try {
      measured = await measureApi(base, routes, sql, seconds, connections, log);
    } finally {
      await options.stop(server);
    }
    return {
      setting: `PGlite (no BENCH_DATABASE_URL): a smaller catalogue of ${products} products seeded for this run`,
      products,
      onPostgres: false,
      routes: [...measured, ...(await measureEveryRead(options, dataDir, env, routes, sql))],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Search again on a server of the same data that keeps no answer (catalogue.ts SEARCH_EVERY_READ). */
async function measureEveryRead(
  options: BenchPartOptions,
  dataDir: string,
  env: Record<string, string>,
  routes: RouteWork[],
  sql: Map<string, { p50: number; p99: number }>,
): Promise<CatalogueRoute[]> {
  const { port, seconds, connections, log } = options;
  const work = searchEveryRead(routes, sql);
  if (work.length === 0) return [];
  const server = await options.start(dataDir, port, { ...env, SEARCH_CACHE_SECONDS: '0' });
  try {
    return await measureApi(`http://127.0.0.1:${port}`, work, sql, seconds, connections, log);
  } finally {
    await options.stop(server);
  }
}
