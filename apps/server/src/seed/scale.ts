import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { notificationDefaults } from '../db/schema/index.js';
import { recountReviewStats } from '../modules/reviews/reviews.aggregates.js';

// Scale data for the benchmark: a catalogue of any size (100,000 products across 5,000
// approved brands by default) and its reviews (10 per product by default, by 20,000 reviewers), made by PostgreSQL
// itself with INSERT … SELECT over generate_series, so no row crosses the wire. Every row it makes is recognisable
// (brand handles `scalebrand…`, category slugs `scale-…`, reviewer emails `scalereviewer…`), so a second run adds
// nothing twice and `reset` removes exactly this. The same statements run on PGlite, for a smaller bench.

export const SCALE_HANDLE_PREFIX = 'scalebrand';
export const SCALE_CATEGORY_PREFIX = 'scale-';
/** Reviewers are `scalereviewer<n>@scale.plaudit.local` (n from 1); the bench signs in as them with this password. */
export const SCALE_REVIEWER_PREFIX = 'scalereviewer';
export const SCALE_REVIEWER_DOMAIN = 'scale.plaudit.local';
/** Each scale brand's OWNER is `scaleowner<n>@scale.plaudit.local` (brand `scalebrand<n>`), with the same password. */
export const SCALE_OWNER_PREFIX = 'scaleowner';
export const SCALE_REVIEWER_PASSWORD = 'plaudit-scale-reviewer';
/** The first reviewers (up to this many) are approved YouTubers too (handles `scaletuber<n>`): they write the video reviews. */
export const SCALE_YOUTUBERS = 100;
/** Products per INSERT statement: big enough to be quick, small enough to show progress. */
const BATCH = 20_000;

export interface ScaleOptions {
  products: number;
  brands: number;
  /** Stored `files` objects ({320, 800, 1600} → file name) the image rows point at, shared by many products. */
  pictures: Array<Record<string, string>>;
  /** Reviews over the PUBLISHED scale products (none when absent): how many in all, by how many reviewers. */
  reviews?: ScaleReviewOptions;
}

export interface ScaleReviewOptions {
  total: number;
  reviewers: number;
  /** The hash of SCALE_REVIEWER_PASSWORD, made once by the caller and shared by every reviewer. */
  passwordHash: string;
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(',')}]::text[]`;

// Words the names are made of, so that search has real words to find (and to misspell).
const BRAND_WORDS = [
  'Northwind',
  'Atlas',
  'Kestrel',
  'Fernhill',
  'Lumen',
  'Harbor',
  'Ember',
  'Quiet',
  'Summit',
  'Cedar',
  'Nimbus',
  'Orbit',
  'Pioneer',
  'Sable',
  'Tundra',
  'Vertex',
  'Willow',
  'Zephyr',
  'Granite',
  'Marlin',
];
const BRAND_KINDS = [
  'Audio',
  'Labs',
  'Works',
  'Cycles',
  'Coffee',
  'Optics',
  'Threads',
  'Botanics',
  'Gear',
  'Home',
  'Studio',
  'Supply',
  'Outfitters',
  'Roasters',
  'Electronics',
];
const ADJECTIVES = [
  'Classic',
  'Compact',
  'Wireless',
  'Studio',
  'Field',
  'Travel',
  'Heritage',
  'Pro',
  'Everyday',
  'Ultralight',
  'Organic',
  'Modular',
  'Silent',
  'Rugged',
  'Premium',
];
const NOUNS = [
  'Headphones',
  'Speaker',
  'Keyboard',
  'Laptop',
  'Backpack',
  'Jacket',
  'Kettle',
  'Grinder',
  'Camera',
  'Lens',
  'Bike',
  'Helmet',
  'Lamp',
  'Planter',
  'Knife',
  'Espresso',
  'Sneakers',
  'Watch',
  'Tent',
  'Blender',
];
const TAGS = [
  'wireless',
  'organic',
  'travel',
  'studio',
  'outdoor',
  'gift',
  'handmade',
  'waterproof',
  'vegan',
  'recycled',
  'premium',
  'compact',
];
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
  // Statistics of the new rows before the statements that join them: planned for the empty tables, the image rows'
  // join took 91 s at 100,000 products instead of about one.
  statements.push({ label: 'analyze products', sql: 'analyze creator_teams, products' });
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
  if (options.reviews) statements.push(...reviewStatements(options.reviews, total, brands));
  // VACUUM as well as ANALYZE: it sets the visibility map, so counts (the queue sizes, a list's total) read the index
  // alone, as they do on a database whose autovacuum has caught up, instead of visiting every row of a fresh table.
  statements.push({
    label: 'vacuum analyze',
    sql: `vacuum analyze categories, creator_teams, verifications, products, product_images${options.reviews ? ', users, youtubers, reviews, review_helpful_votes, review_reports, review_replies' : ''}`,
  });
  return statements;
}

// Review words: titles per rating and sentences, so the brand's search has words to find.
const REVIEW_TITLES = [
  ['Disappointed', 'Broke quickly', 'Not worth it'],
  ['Expected more', 'Okay at best', 'Meh'],
  ['Decent', 'Does the job', 'Fine for the price'],
  ['Really good', 'Happy with it', 'Solid choice'],
  ['Love it', 'Best purchase this year', 'Worth every cent'],
];
const REVIEW_SENTENCES = [
  'Arrived quickly and exactly as described.',
  'The build quality is better than the price suggests.',
  'Battery life is shorter than advertised.',
  'I use it every day and it still feels new.',
  'Customer service answered within an hour.',
  'The colour is a little different from the photos.',
  'Packaging was plastic-free, which I appreciate.',
  'Stopped working after a few weeks, sadly.',
  'A gift for my brother, who loves it.',
  'Setup took five minutes, instructions were clear.',
];

/** Reviewers in order, numbered from 0 (the n the review statements pick authors, voters and reporters by). */
const SCALE_REVIEWERS = `select id, (substring(email from ${SCALE_REVIEWER_PREFIX.length + 1} for position('@' in email) - ${SCALE_REVIEWER_PREFIX.length + 1}))::int - 1 as n
  from users where email like '${SCALE_REVIEWER_PREFIX}%@${SCALE_REVIEWER_DOMAIN}'`;
/** A hash of a text as a non-negative int (abs() of hashtext's lowest value would overflow). */
const HASH = (text: string) => `(hashtext(${text}) & 2147483647)`;
/** Reviews of REVIEW_BATCH products per statement. */
const REVIEW_BATCH = 10_000;
/** Per-product counts lean like real sites: many products with a few reviews, a few with many (mean weight 10). */
const REVIEW_WEIGHTS = [1, 2, 3, 5, 6, 8, 10, 13, 19, 33];

function reviewStatements(
  options: ScaleReviewOptions,
  products: number,
  brands: number,
): Array<{ label: string; sql: string }> {
  const { reviewers, passwordHash } = options;
  const pick = (words: string[], index: string) => `(${textArray(words)})[1 + (${index}) % ${words.length}]`;
  const statements: Array<{ label: string; sql: string }> = [];
  statements.push({
    label: `${reviewers} reviewers (one shared password hash)`,
    sql: `insert into users (username, email, password_hash, first_name, last_name, email_verification_status, notifications, created_at, updated_at)
      select '${SCALE_REVIEWER_PREFIX}' || i, '${SCALE_REVIEWER_PREFIX}' || i || '@${SCALE_REVIEWER_DOMAIN}', ${literal(passwordHash)},
        ${pick(['Anna', 'James', 'Sophie', 'Lukas', 'Priya', 'Oliver', 'Marie', 'Daniel', 'Emma', 'Jonas', 'Chloe', 'Mateo'], 'i')},
        ${pick(['Keller', 'Whitaker', 'Turner', 'Brandt', 'Raman', 'Hughes', 'Schneider', 'Okafor', 'Lindqvist', 'Weber', 'Martin'], 'i / 12')},
        'VERIFIED', ${literal(JSON.stringify(notificationDefaults()))}::jsonb,
        now() - make_interval(days => 60 + i % 600), now() - make_interval(days => 60 + i % 600)
      from generate_series(1, ${reviewers}) i
      on conflict do nothing`,
  });
  // One in two hundred reviewers, at most SCALE_YOUTUBERS: video reviews stay about 0.5% of all.
  const tubers = Math.max(1, Math.min(SCALE_YOUTUBERS, Math.floor(reviewers / 200)));
  statements.push({
    label: `${tubers} of them approved YouTubers`,
    sql: `insert into youtubers (user_id, page_name, youtube_url, handle)
      select r.id, 'Scale Channel ' || (r.n + 1), 'https://www.youtube.com/@scaletuber' || (r.n + 1), 'scaletuber' || (r.n + 1)
      from (${SCALE_REVIEWERS}) r where r.n < ${tubers}
      on conflict do nothing`,
  });
  statements.push({
    label: 'their verifications (APPROVED)',
    sql: `insert into verifications (subject_type, youtuber_id, applicant_id, status, reviewed_at, details)
      select 'YOUTUBER', y.id, y.user_id, 'APPROVED', now(), jsonb_build_object('pageName', y.page_name, 'youtubeUrl', y.youtube_url)
      from youtubers y where y.handle like 'scaletuber%' and not exists (select 1 from verifications v where v.youtuber_id = y.id)`,
  });
  statements.push({
    label: `${brands} brand owners`,
    sql: `insert into users (username, email, password_hash, first_name, last_name, register_type, email_verification_status, notifications, created_at, updated_at)
      select '${SCALE_OWNER_PREFIX}' || i, '${SCALE_OWNER_PREFIX}' || i || '@${SCALE_REVIEWER_DOMAIN}', ${literal(passwordHash)}, 'Owner', 'Brand ' || i,
        'CREATOR', 'VERIFIED', ${literal(JSON.stringify(notificationDefaults()))}::jsonb, now() - interval '400 days', now() - interval '400 days'
      from generate_series(1, ${brands}) i
      on conflict do nothing`,
  });
  statements.push({
    label: 'their memberships (OWNER)',
    sql: `insert into creator_team_members (team_id, user_id, role)
      select t.id, u.id, 'OWNER' from creator_teams t
      join users u on u.email = '${SCALE_OWNER_PREFIX}' || substring(t.profile_handle from ${SCALE_HANDLE_PREFIX.length + 1}) || '@${SCALE_REVIEWER_DOMAIN}'
      where t.profile_handle like '${SCALE_HANDLE_PREFIX}%'
      on conflict do nothing`,
  });
  statements.push({
    label: 'owners select their team',
    sql: `update users u set selected_team_id = m.team_id from creator_team_members m
      where m.user_id = u.id and u.email like '${SCALE_OWNER_PREFIX}%@${SCALE_REVIEWER_DOMAIN}' and u.selected_team_id is null`,
  });
  statements.push(...reviewRowStatements(options, products, tubers));
  // Fresh statistics before the statements that join the new rows: with the planner still believing `reviews` is
  // empty, the replies statement ran a bitmap scan of every PUBLISHED review per reviewer (minutes, not seconds).
  statements.push({ label: 'analyze reviews', sql: 'analyze users, reviews' });
  // Votes, reports and replies follow what each review row says (helpful_count, open_report_count), so the counts
  // on the rows are the rows that exist. Voters and reporters are the reviewers after the author, never the author.
  const scaleReviews = `reviews rv join (${SCALE_REVIEWERS}) a on a.id = rv.author_id`;
  statements.push({
    label: 'helpful votes',
    sql: `insert into review_helpful_votes (review_id, user_id, created_at)
      select rv.id, u.id, least(now(), rv.created_at + make_interval(hours => k))
      from ${scaleReviews} cross join lateral generate_series(1, rv.helpful_count) k
      join (${SCALE_REVIEWERS}) u on u.n = (a.n + k * 7) % ${reviewers}
      where rv.helpful_count > 0
      on conflict do nothing`,
  });
  statements.push({
    label: 'open reports',
    sql: `insert into review_reports (review_id, reporter_id, reason, details, status, created_at)
      select rv.id, u.id, (array['SPAM','OFFENSIVE','CONFLICT_OF_INTEREST','OFF_TOPIC','PERSONAL_INFORMATION','OTHER'])[1 + (a.n + k) % 6],
        case when (a.n + k) % 6 = 5 then 'Looks like an advertisement.' end, 'OPEN', rv.first_open_report_at + make_interval(hours => k - 1)
      from ${scaleReviews} cross join lateral generate_series(1, rv.open_report_count) k
      join (${SCALE_REVIEWERS}) u on u.n = (a.n + k * 13) % ${reviewers}
      where rv.open_report_count > 0
      on conflict do nothing`,
  });
  statements.push({
    label: 'brand replies',
    sql: `insert into review_replies (review_id, author_id, text, created_at, updated_at)
      select rv.id, (select m.user_id from creator_team_members m where m.team_id = rv.team_id and m.role = 'OWNER' limit 1),
        case when rv.rating <= 3 then 'Sorry to hear that. Please write to us and we will make it right.' else 'Thank you for your kind review!' end,
        least(now(), rv.published_at + interval '1 day'), least(now(), rv.published_at + interval '1 day')
      from ${scaleReviews}
      where rv.status = 'PUBLISHED' and ${HASH('rv.id::text')} % 100 < 4
      on conflict do nothing`,
  });
  return statements;
}

/**
 * The reviews themselves, REVIEW_BATCH products per statement. Product n (the PUBLISHED scale products, in id order)
 * gets `mean × weight / 10` reviews, its k-th by reviewer (n × 7919 + k) mod reviewers, so no one reviews a product
 * twice. Everything else follows from a hash of (n, k): rating (mostly 4–5, some 1–2), title and comment (some
 * without), dates after the product's publication, status (about 1% PENDING with the rule that held it, a few
 * REJECTED and REMOVED), helpful counts and open reports. The reviewers below `tubers` (YouTubers) write video
 * reviews, one in ten of them still PENDING.
 */
function reviewRowStatements(
  options: ScaleReviewOptions,
  products: number,
  tubers: number,
): Array<{ label: string; sql: string }> {
  const { total, reviewers } = options;
  const pick = (words: string[], index: string) => `(${textArray(words)})[1 + (${index}) % ${words.length}]`;
  const titles = REVIEW_TITLES.map((row) => `array[${row.map(literal).join(',')}]`).join(',');
  const statements: Array<{ label: string; sql: string }> = [];
  const published = `select p.id, p.team_id, p.published_at, row_number() over (order by p.id) - 1 as n
    from products p join creator_teams t on t.id = p.team_id
    where t.profile_handle like '${SCALE_HANDLE_PREFIX}%' and p.status = 'PUBLISHED'`;
  // The mean per product needs the number of published scale products, known only in the database: each batch reads it.
  const mean = `(${total}::float8 / greatest(1, (select count(*) from products p join creator_teams t on t.id = p.team_id where t.profile_handle like '${SCALE_HANDLE_PREFIX}%' and p.status = 'PUBLISHED')))`;
  for (let from = 0; from < products; from += REVIEW_BATCH) {
    statements.push({
      label: `reviews of products ${from + 1}–${from + REVIEW_BATCH}`,
      sql: `with p as (${published}), r as (${SCALE_REVIEWERS}),
        g as (
          select p.id as product_id, p.team_id, p.published_at, p.n, k,
            ${HASH(`p.n || ':' || k`)} as h, ${HASH(`k || '/' || p.n`)} as h2
          from p cross join lateral generate_series(0, least(${reviewers} - 1,
            round(${mean} * (array[${REVIEW_WEIGHTS.join(',')}])[1 + ${HASH('p.n::text')} % ${REVIEW_WEIGHTS.length}] / 10.0)::int - 1)) k
          where p.n >= ${from} and p.n < ${from + REVIEW_BATCH}
        ),
        x as (
          select g.*, r.id as author_id, r.n < ${tubers} as video,
            case when g.h % 100 < 6 then 1 when g.h % 100 < 11 then 2 when g.h % 100 < 22 then 3 when g.h % 100 < 50 then 4 else 5 end as rating,
            g.published_at + (now() - g.published_at) * ((g.h2 % 10000) / 10000.0) as created_at
          from g join r on r.n = (g.n * 7919 + g.k) % ${reviewers}
        ),
        y as (
          select x.*, case
              when x.video then (case when x.h2 % 10 = 1 then 'PENDING' else 'PUBLISHED' end)
              when x.h2 % 1000 < 10 then 'PENDING'
              when x.h2 % 1000 < 13 then 'REJECTED'
              when x.h2 % 1000 < 15 then 'REMOVED'
              else 'PUBLISHED' end as status
          from x
        )
        insert into reviews (product_id, team_id, author_id, type, rating, title, comment, video_url, video_id, status, hold_rules,
          decision_reason, decided_at, helpful_count, open_report_count, first_open_report_at, published_at, created_at, updated_at)
        select y.product_id, y.team_id, y.author_id, case when y.video then 'YOUTUBE' else 'USER' end, y.rating,
          case when y.h % 7 = 0 then null else (array[${titles}])[y.rating][1 + y.h2 % 3] end,
          case when y.h % 4 = 0 then null
            when y.status = 'PENDING' and not y.video and y.h2 % 2 = 0 then ${pick(REVIEW_SENTENCES, 'y.h')} || ' More at https://deals.example/' || y.n
            else ${pick(REVIEW_SENTENCES, 'y.h')} || ' ' || ${pick(REVIEW_SENTENCES, 'y.h2 / 10')} end,
          case when y.video then 'https://www.youtube.com/watch?v=' || substr(md5(y.product_id::text || y.author_id::text), 1, 11) end,
          case when y.video then substr(md5(y.product_id::text || y.author_id::text), 1, 11) end,
          y.status,
          case when y.video then '{VIDEO_REVIEW}'::text[]
            when y.status in ('PENDING', 'REJECTED') then (case when y.h2 % 2 = 0 then '{COMMENT_LINK}' else '{NEAR_DUPLICATE}' end)::text[]
            else '{}'::text[] end,
          case when y.status = 'REJECTED' then 'Advertising is not a review.' when y.status = 'REMOVED' then 'Personal information about the staff.' end,
          case when y.status in ('REJECTED', 'REMOVED') or (y.video and y.status = 'PUBLISHED') then least(now(), y.created_at + interval '1 day') end,
          case when y.status = 'PUBLISHED' then (array[0,0,0,0,0,0,1,1,2,3,5,12])[1 + y.h2 % 12] else 0 end,
          case when y.status = 'PUBLISHED' and y.h % 1000 = 7 then 1 + y.h2 % 2 else 0 end,
          case when y.status = 'PUBLISHED' and y.h % 1000 = 7 then greatest(y.created_at, least(now() - interval '2 hours', y.created_at + interval '2 days')) end,
          case when y.status = 'PUBLISHED' then (case when y.video then least(now(), y.created_at + interval '1 day') else y.created_at end)
            when y.status = 'REMOVED' then y.created_at end,
          y.created_at, y.created_at
        from y
        on conflict do nothing`,
    });
  }
  return statements;
}

/** Runs the statements one after another, then (with reviews) recounts the scores; `log` hears each one's label and seconds. */
export async function seedScale(
  database: Database,
  options: ScaleOptions,
  log: (line: string) => void = () => undefined,
) {
  for (const statement of scaleStatements(options)) {
    const started = Date.now();
    await database.db.execute(sql.raw(statement.sql));
    log(`${statement.label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (options.reviews) {
    const started = Date.now();
    await recountReviewStats(database.db);
    log(`review scores (recount): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // The tables the triggers and the recount wrote, last: the recount rewrote every search document once (half the
  // table dead), and on a server whose autovacuum is off or behind, search then read twice the rows through
  // statistics of an empty table (a search's statement 10–17 ms instead of 3–5 at 100,000 products).
  const started = Date.now();
  await database.db.execute(
    sql.raw(
      `vacuum analyze search_documents, search_lexicon, creator_team_members${options.reviews ? ', product_review_stats, team_review_stats' : ''}`,
    ),
  );
  log(`vacuum analyze (search documents, scores): ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Removes the scale data (and nothing else): its products, images, verifications and reviews go with its brands,
 * the reviewers and owners (every `@scale.plaudit.local` account) with their votes and reports; then the scores are
 * recounted without them.
 */
export async function resetScale(database: Database) {
  await database.db.execute(sql.raw(`delete from creator_teams where profile_handle like '${SCALE_HANDLE_PREFIX}%'`));
  // Deleting an account checks `reviews.decided_by` and `review_reports.resolved_by` (no index: reviews by a
  // moderator are few) with a scan; over the million dead review rows the brands just took, 25,000 accounts would
  // take hours. Vacuumed first, the tables are back to the reviews that remain.
  await database.db.execute(sql.raw('vacuum reviews, review_reports, review_replies, review_helpful_votes'));
  await database.db.execute(sql.raw(`delete from users where email like '%@${SCALE_REVIEWER_DOMAIN}'`));
  await database.db.execute(
    sql.raw(`delete from categories where slug like '${SCALE_CATEGORY_PREFIX}%' and parent_id is not null`),
  );
  await database.db.execute(sql.raw(`delete from categories where slug like '${SCALE_CATEGORY_PREFIX}%'`));
  await recountReviewStats(database.db);
}

export interface ScaleCounts {
  brands: number;
  products: number;
  images: number;
  reviewers: number;
  reviews: number;
}

/** How much scale data the database holds. */
export async function countScale(database: Database): Promise<ScaleCounts> {
  const result = await database.db.execute(
    sql.raw(`select
      (select count(*)::int from creator_teams where profile_handle like '${SCALE_HANDLE_PREFIX}%') as brands,
      (select count(*)::int from products p join creator_teams t on t.id = p.team_id where t.profile_handle like '${SCALE_HANDLE_PREFIX}%') as products,
      (select count(*)::int from product_images pi join products p on p.id = pi.product_id join creator_teams t on t.id = p.team_id
        where t.profile_handle like '${SCALE_HANDLE_PREFIX}%') as images,
      (select count(*)::int from users where email like '${SCALE_REVIEWER_PREFIX}%@${SCALE_REVIEWER_DOMAIN}') as reviewers,
      (select count(*)::int from reviews r join creator_teams t on t.id = r.team_id where t.profile_handle like '${SCALE_HANDLE_PREFIX}%') as reviews`),
  );
  const [row] = rowsOf<Record<keyof ScaleCounts, number>>(result);
  return {
    brands: Number(row?.brands ?? 0),
    products: Number(row?.products ?? 0),
    images: Number(row?.images ?? 0),
    reviewers: Number(row?.reviewers ?? 0),
    reviews: Number(row?.reviews ?? 0),
  };
}

/** Rows of a plain SQL statement: the bench times the SQL behind each public route with it, on either database. */
export async function rawRows<T>(database: Database, text: string): Promise<T[]> {
  return rowsOf<T>(await database.db.execute(sql.raw(text)));
}
