import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PRODUCT_IMAGE_WIDTHS } from '@plaudit/contract';
import { fromPostgres } from '../db/client.js';
import { closeArgon2Threads, createPasswordHasher } from '../lib/crypto.js';
import { processProductImage } from '../lib/images.js';
import { createLocalDiskStorage, newName } from '../plugins/storage.js';
import { productPictureSource } from './demo-images.js';
import { countScale, resetScale, SCALE_REVIEWER_PASSWORD, seedScale } from './scale.js';
import { countScaleEvents, resetScaleEvents, seedScaleEvents } from './scale-events.js';
import { countScaleLinks, resetScaleLinks, seedScaleLinks } from './scale-links.js';
import { EventRollupService } from '../modules/events/events.rollup.service.js';
import { loadConfigOrExit } from '../config.js';

// `npm run seed:scale -- --products 100000 [--brands 5000] [--reviews 1000000] [--reviewers 20000] [--events 10000000]
// [--links 100000] [--reset]`: fills
// the PostgreSQL database of DATABASE_URL with scale data for the benchmark (scale.ts): the catalogue, and reviews
// (10 per product by default; `--reviews 0` for none) by reviewers who sign in with SCALE_REVIEWER_PASSWORD. PostgreSQL
// only: PGlite in a second process beside a server would
// lose writes, and the figures that matter are PostgreSQL's. The handful of pictures the image rows share are
// written to DATA_DIR/uploads (default ./data), where a server with the same DATA_DIR serves them.

const PICTURES = 8;
const COLORS: Array<[string, string]> = [
  ['#0f172a', '#38bdf8'],
  ['#6b3e26', '#d9a066'],
  ['#166534', '#bef264'],
  ['#9a3412', '#fdba74'],
];

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      brands: { type: 'string' },
      reviews: { type: 'string' },
      reviewers: { type: 'string', default: '20000' },
      events: { type: 'string', default: '0' },
      links: { type: 'string', default: '0' },
      reset: { type: 'boolean', default: false },
    },
  });
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'seed:scale needs DATABASE_URL (a PostgreSQL database; use a disposable one): it never writes to the embedded database.',
    );
    process.exit(2);
  }
  const products = Number(values.products);
  const brands = Number(values.brands ?? Math.max(1, Math.round(products / 20)));
  const reviews = Number(values.reviews ?? products * 10);
  const reviewers = Number(values.reviewers);
  if (
    !Number.isInteger(products) ||
    products < 1 ||
    !Number.isInteger(brands) ||
    brands < 1 ||
    !Number.isInteger(reviewers) ||
    reviewers < 1
  ) {
    console.error('--products, --brands and --reviewers take whole numbers of at least 1');
    process.exit(2);
  }
  const events = Number(values.events);
  if (!Number.isInteger(events) || events < 0) {
    console.error('--events takes a whole number (0 for none)');
    process.exit(2);
  }
  const links = Number(values.links);
  if (!Number.isInteger(links) || links < 0) {
    console.error('--links takes a whole number (0 for none)');
    process.exit(2);
  }
  if (!Number.isInteger(reviews) || reviews < 0) {
    console.error('--reviews takes a whole number (0 for none)');
    process.exit(2);
  }
  const database = fromPostgres(url, 2);
  const started = Date.now();
  try {
    await database.migrate();
    const rollup = new EventRollupService({ db: database.db, config: loadConfigOrExit() });
    if (values.reset) {
      await resetScaleEvents(database, rollup);
      await resetScaleLinks(database);
      await resetScale(database);
      console.log('removed the earlier scale data');
    }
    const storage = createLocalDiskStorage(join(resolve(process.env.DATA_DIR || './data'), 'uploads'));
    const pictures: Array<Record<string, string>> = [];
    for (let n = 0; n < PICTURES; n += 1) {
      const picture = await processProductImage(
        await productPictureSource(`Scale ${n + 1}`, 'Plaudit bench', COLORS[n % COLORS.length]!, n / PICTURES),
      );
      const files: Record<string, string> = {};
      for (const width of PRODUCT_IMAGE_WIDTHS) {
        files[width] = newName('webp');
        await storage.put(files[width], picture.variants[width], 'image/webp');
      }
      pictures.push(files);
    }
    // One argon2 hash (production parameters) shared by every reviewer: hashing 20,000 would take minutes.
    const passwordHash = reviews > 0 ? await createPasswordHasher(false).hash(SCALE_REVIEWER_PASSWORD) : '';
    await closeArgon2Threads();
    console.log(
      `seeding ${products} products across ${brands} brands${reviews > 0 ? `, ${reviews} reviews by ${reviewers} reviewers` : ''}`,
    );
    await seedScale(
      database,
      { products, brands, pictures, ...(reviews > 0 ? { reviews: { total: reviews, reviewers, passwordHash } } : {}) },
      (line) => console.log(`  ${line}`),
    );
    if (events > 0) {
      console.log(`seeding ${events} analytics events over 90 days`);
      await seedScaleEvents(database, rollup, events, (line) => console.log(`  ${line}`));
    }
    if (links > 0) {
      console.log(`seeding ${links} short links over the scale brands`);
      await seedScaleLinks(database, links, (line) => console.log(`  ${line}`));
    }
    const counts = await countScale(database);
    console.log(
      `scale data: ${counts.brands} brands, ${counts.products} products, ${counts.images} image rows, ${counts.reviews} reviews by ${counts.reviewers} reviewers, ${await countScaleEvents(database)} events, ${await countScaleLinks(database)} short links, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('seed:scale failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
