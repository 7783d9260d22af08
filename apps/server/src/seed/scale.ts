import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

// Scale data for the benchmark (issue 16 §7–8): a catalogue of any size (100,000 products across 5,000 approved
// brands by default) made by PostgreSQL itself with INSERT … SELECT over generate_series, so no row crosses the
// wire. Every row it makes is recognisable (brand handles `scalebrand…`, category slugs `scale-…`), so a second run
// adds nothing twice and `reset` removes exactly this. The same statements run on PGlite, for a smaller bench.

export const SCALE_HANDLE_PREFIX = 'scalebrand';
export const SCALE_CATEGORY_PREFIX = 'scale-';
/** Products per INSERT statement: big enough to be quick, small enough to show progress. */
const BATCH = 20_000;

export interface ScaleOptions {
  products: number;
  brands: number;
  /** Stored `files` objects ({320, 800, 1600} → file name) the image rows point at, shared by many products. */
  pictures: Array<Record<string, string>>;
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(',')}]::text[]`;

// Words the names are made of, so that search has real words to find (and to misspell).
const BRAND_WORDS = ['Northwind', 'Atlas', 'Kestrel', 'Fernhill', 'Lumen', 'Harbor', 'Ember', 'Quiet', 'Summit', 'Cedar', 'Nimbus', 'Orbit', 'Pioneer', 'Sable', 'Tundra', 'Vertex', 'Willow', 'Zephyr', 'Granite', 'Marlin'];
const BRAND_KINDS = ['Audio', 'Labs', 'Works', 'Cycles', 'Coffee', 'Optics', 'Threads', 'Botanics', 'Gear', 'Home', 'Studio', 'Supply', 'Outfitters', 'Roasters', 'Electronics'];
const ADJECTIVES = ['Classic', 'Compact', 'Wireless', 'Studio', 'Field', 'Travel', 'Heritage', 'Pro', 'Everyday', 'Ultralight', 'Organic', 'Modular', 'Silent', 'Rugged', 'Premium'];
const NOUNS = ['Headphones', 'Speaker', 'Keyboard', 'Laptop', 'Backpack', 'Jacket', 'Kettle', 'Grinder', 'Camera', 'Lens', 'Bike', 'Helmet', 'Lamp', 'Planter', 'Knife', 'Espresso', 'Sneakers', 'Watch', 'Tent', 'Blender'];
const TAGS = ['wireless', 'organic', 'travel', 'studio', 'outdoor', 'gift', 'handmade', 'waterproof', 'vegan', 'recycled', 'premium', 'compact'];
const SENTENCES = [
  'Designed for everyday use and built to last for years.',
  'Tested by our team on long trips and short commutes alike.',
  'Made from recycled materials wherever we could.',
  'Comes with a two-year warranty and free repairs.',
  'A favourite of reviewers for its sound, feel and finish.',
  'Ships in plastic-free packaging within two days.',
];

/** The statements that make (or complete) the scale catalogue, in order, each with a label for the log. */
export function scaleStatements(options: ScaleOptions): Array<{ label: string; sql: string }> {
  const { products: total, brands } = options;
  const pick = (words: string[], index: string) => `(${textArray(words)})[1 + (${index}) % ${words.length}]`;
  const statements: Array<{ label: string; sql: string }> = [];

  statements.push({
    label: 'categories',
    sql: `insert into categories (slug, name, icon, description, position)
      select '${SCALE_CATEGORY_PREFIX}' || i, 'Scale ' || ${pick(NOUNS, 'i')} || ' ' || i, 'category', 'Scale data for the benchmark.', 100 + i
      from generate_series(1, 8) i
      on conflict (slug) do nothing`,
  });
  statements.push({
    label: 'sub-categories',
    sql: `insert into categories (slug, name, icon, parent_id, position)
      select '${SCALE_CATEGORY_PREFIX}' || p || '-' || j, 'Scale ' || ${pick(ADJECTIVES, 'p * 4 + j')} || ' ' || p || '.' || j, 'category',
        (select id from categories where slug = '${SCALE_CATEGORY_PREFIX}' || p), j
      from generate_series(1, 8) p, generate_series(1, 4) j
      on conflict (slug) do nothing`,
  });
  statements.push({
    label: `${brands} brands`,
    sql: `insert into creator_teams (brand_name, profile_handle, website, description, social, claimed_at)
      select ${pick(BRAND_WORDS, 'i')} || ' ' || ${pick(BRAND_KINDS, 'i / ' + BRAND_WORDS.length)} || ' ' || i,
        '${SCALE_HANDLE_PREFIX}' || i, 'https://brand' || i || '.example', ${pick(SENTENCES, 'i')},
        jsonb_build_object('websiteUrl', 'https://brand' || i || '.example', 'facebookUrl', null, 'xUrl', null, 'instagramUrl', null,
          'tiktokUrl', null, 'youtubeUrl', null, 'discordUrl', null),
        now()
      from generate_series(1, ${brands}) i
      on conflict do nothing`,
  });
  statements.push({
    label: 'brand verifications (APPROVED)',
    sql: `insert into verifications (subject_type, team_id, status, reviewed_at, details)
      select 'CREATOR', t.id, 'APPROVED', now(), jsonb_build_object('brandName', t.brand_name, 'creatorProfile', t.profile_handle)
      from creator_teams t
      where t.profile_handle like '${SCALE_HANDLE_PREFIX}%' and not exists (select 1 from verifications v where v.team_id = t.id)`,
  });
  // Products: brand i % brands, sub-category i % 32; 95% PUBLISHED, published over the last year.
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    statements.push({
      label: `products ${from}–${to}`,
      sql: `insert into products (team_id, slug, name, description, category_id, tags, url, status, published_at)
        select t.id,
          lower(${pick(ADJECTIVES, 'i')} || '-' || ${pick(NOUNS, 'i / 7')}) || '-' || i,
          ${pick(ADJECTIVES, 'i')} || ' ' || ${pick(NOUNS, 'i / 7')} || ' ' || (i % 900 + 100),
          ${pick(SENTENCES, 'i')} || ' ' || ${pick(SENTENCES, 'i / 3')} || E'\\n\\n' || ${pick(SENTENCES, 'i / 5')},
          c.id,
          array[${pick(TAGS, 'i')}, ${pick(TAGS, 'i / 11')}],
          'https://brand' || (i % ${brands} + 1) || '.example/p/' || i,
          case when i % 20 = 0 then 'DRAFT' else 'PUBLISHED' end,
          case when i % 20 = 0 then null else now() - make_interval(mins => i % 525600) end
        from generate_series(${from}, ${to}) i
        join (select id, row_number() over (order by profile_handle) - 1 as n from creator_teams where profile_handle like '${SCALE_HANDLE_PREFIX}%') t
          on t.n = i % ${brands}
        join (select id, row_number() over (order by slug) - 1 as n from categories where slug like '${SCALE_CATEGORY_PREFIX}%-%') c
          on c.n = i % 32
        on conflict do nothing`,
    });
  }
  if (options.pictures.length > 0) {
    const files = options.pictures.map((f, n) => `(${n}, ${literal(JSON.stringify(f))}::jsonb)`).join(', ');
    statements.push({
      label: 'product images (every other product, shared files)',
      sql: `insert into product_images (product_id, position, files, width, height, alt)
        select p.id, 0, f.files, 1024, 768, p.name
        from products p
        join creator_teams t on t.id = p.team_id and t.profile_handle like '${SCALE_HANDLE_PREFIX}%'
        join (values ${files}) f(n, files) on f.n = abs(hashtext(p.slug)) % ${options.pictures.length}
        where abs(hashtext(p.slug)) % 2 = 0 and not exists (select 1 from product_images pi where pi.product_id = p.id)`,
    });
  }
  statements.push({ label: 'analyze', sql: 'analyze categories, creator_teams, verifications, products, product_images' });
  return statements;
}

/** Runs the statements one after another; `log` hears each one's label and seconds. */
export async function seedScale(database: Database, options: ScaleOptions, log: (line: string) => void = () => undefined) {
  for (const statement of scaleStatements(options)) {
    const started = Date.now();
    await database.db.execute(sql.raw(statement.sql));
    log(`${statement.label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Removes the scale data (and nothing else): its products, images and verifications go with its brands. */
export async function resetScale(database: Database) {
  await database.db.execute(sql.raw(`delete from creator_teams where profile_handle like '${SCALE_HANDLE_PREFIX}%'`));
  await database.db.execute(sql.raw(`delete from categories where slug like '${SCALE_CATEGORY_PREFIX}%' and parent_id is not null`));
  await database.db.execute(sql.raw(`delete from categories where slug like '${SCALE_CATEGORY_PREFIX}%'`));
}

/** How much scale data the database holds. */
export async function countScale(database: Database): Promise<{ brands: number; products: number; images: number }> {
  const result = await database.db.execute(
    sql.raw(`select
      (select count(*)::int from creator_teams where profile_handle like '${SCALE_HANDLE_PREFIX}%') as brands,
      (select count(*)::int from products p join creator_teams t on t.id = p.team_id where t.profile_handle like '${SCALE_HANDLE_PREFIX}%') as products,
      (select count(*)::int from product_images pi join products p on p.id = pi.product_id join creator_teams t on t.id = p.team_id
        where t.profile_handle like '${SCALE_HANDLE_PREFIX}%') as images`),
  );
  const [row] = rowsOf<{ brands: number; products: number; images: number }>(result);
  return { brands: Number(row?.brands ?? 0), products: Number(row?.products ?? 0), images: Number(row?.images ?? 0) };
}

/** Rows of a plain SQL statement: the bench times the SQL behind each public route with it, on either database. */
export async function rawRows<T>(database: Database, text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(sql.raw(text)));
}
