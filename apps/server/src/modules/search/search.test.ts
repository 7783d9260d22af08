import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  M,
  SEARCH_PRODUCT_CANDIDATES_MAX,
  SEARCH_QUERY_MAX,
  searchResultSchema,
  suggestResultSchema,
  type SearchResult,
} from '@plaudit/contract';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { addProductImageRow, createCategory, createProduct } from '../../../test/catalogue-factories.js';
import { createUser } from '../../../test/factories.js';
import { approveTeam, createTeam } from '../../../test/team-factories.js';
import { products, searchLexicon, verifications, youtubers } from '../../db/schema/index.js';

// Search over its own fixture catalogue, on a fresh database: relevance (typos, prefixes, tags,
// descriptions, umlauts, case, several words), visibility, facets, paging, suggestions and validation.

let t: TestContext;
const ids: Record<string, string> = {};
let brand: Awaited<ReturnType<typeof createTeam>>;
let audio: Awaited<ReturnType<typeof createCategory>>;
let kitchen: Awaited<ReturnType<typeof createCategory>>;

const FIXTURES: { key: string; name: string; tags: string[]; description: string; category: 'audio' | 'kitchen' }[] = [
  {
    key: 'sennheiser',
    name: 'Sennheiser HD 600 Kopfhörer',
    tags: ['audio', 'headphones'],
    description: 'Open-back studio headphones.',
    category: 'audio',
  },
  {
    key: 'coffee',
    name: 'Single Origin Coffee Beans',
    tags: ['arabica', 'roast'],
    description: 'Roasted in Hamburg every week.',
    category: 'kitchen',
  },
  {
    key: 'grinder',
    name: 'Kaffeemühle Müller Classic',
    tags: ['küche'],
    description: 'Eine Handmühle aus Holz.',
    category: 'kitchen',
  },
  {
    key: 'boot',
    name: 'Bergsteiger Wanderschuh',
    tags: ['outdoor', 'wandern'],
    description: 'Wasserdichter Schuh mit Vibram-Sohle.',
    category: 'kitchen',
  },
  {
    key: 'tamper',
    name: 'Espresso Tamper Pro',
    tags: ['barista'],
    description: 'Stainless steel tamper for 58 mm portafilters.',
    category: 'kitchen',
  },
  {
    key: 'keyboard',
    name: 'Mechanical Keyboard K87',
    tags: ['tenkeyless'],
    description: 'Hot-swappable switches and PBT keycaps.',
    category: 'audio',
  },
  {
    key: 'mouse',
    name: 'Gaming Mouse Viper',
    tags: ['esports'],
    description: 'Ultralight with optical switches.',
    category: 'audio',
  },
  {
    key: 'mat',
    name: 'Yoga Mat Lotus',
    tags: ['fitness', 'pilates'],
    description: 'Natural rubber, non-slip.',
    category: 'kitchen',
  },
  {
    key: 'vest',
    name: 'Trail Running Vest',
    tags: ['running', 'hydration'],
    description: 'Holds two soft flasks.',
    category: 'kitchen',
  },
  {
    key: 'skillet',
    name: 'Cast Iron Skillet',
    tags: ['kitchen'],
    description: 'Pre-seasoned, oven safe to 260 degrees.',
    category: 'kitchen',
  },
  {
    key: 'speaker',
    name: 'Bluetooth Speaker Boom',
    tags: ['audio'],
    description: 'Waterproof speaker with a 24 hour battery.',
    category: 'audio',
  },
  {
    key: 'chips',
    name: 'Äpfelchips Knusper',
    tags: ['snack'],
    description: 'Getrocknete Äpfel ohne Zucker.',
    category: 'kitchen',
  },
];

const search = async (query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/search`, query });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultSchema.parse(res.json());
};
const names = (r: SearchResult) => r.data.map((h) => h.name);

async function approvedYoutuber(pageName: string, handle: string, status: 'APPROVED' | 'PENDING' = 'APPROVED') {
  const user = await createUser(t.app);
  const [yt] = await t.app.db
    .insert(youtubers)
    .values({ userId: user.id, pageName, handle, youtubeUrl: 'https://www.youtube.com/@x' })
    .returning();
  await t.app.db.insert(verifications).values({ subjectType: 'YOUTUBER', youtuberId: yt!.id, status, details: {} });
  return yt!;
}

beforeAll(async () => {
  t = await buildTestApp();
  brand = await createTeam(t.app, { brandName: 'Nordlicht Audio', profileHandle: 'nordlicht' });
  await approveTeam(t.app, brand.id);
  // Named unlike any query below: a category's name finds its products too (search.languages.test.ts).
  audio = await createCategory(t.app, { name: 'Sound gear' });
  kitchen = await createCategory(t.app, { name: 'Kitchen things' });
  for (const f of FIXTURES) {
    const p = await createProduct(t.app, brand.id, {
      name: f.name,
      slug: f.key,
      tags: f.tags,
      description: f.description,
      status: 'PUBLISHED',
      categoryId: (f.category === 'audio' ? audio : kitchen).id,
    });
    ids[f.key] = p.id;
  }
});
afterAll(() => t.close());

describe('GET /api/search: relevance', () => {
  const CASES: [query: string, expected: string, why: string][] = [
    ['sennheisr', 'sennheiser', 'typo'],
    ['cofee', 'coffee', 'typo'],
    ['keybord', 'keyboard', 'typo'],
    ['speakr', 'speaker', 'typo'],
    ['espreso tamper', 'tamper', 'typo in one of two words'],
    ['Senn', 'sennheiser', 'prefix of the name'],
    ['kaffeem', 'grinder', 'prefix with an umlaut ahead'],
    ['wanderschu', 'boot', 'prefix of a later word'],
    ['arabica', 'coffee', 'tag only'],
    ['pilates', 'mat', 'tag only'],
    ['hydraton', 'vest', 'typo in a tag only'],
    ['portafilters', 'tamper', 'description only'],
    ['vibram', 'boot', 'description only, hyphenated word'],
    ['hamburg', 'coffee', 'description only'],
    ['müller', 'grinder', 'umlaut'],
    ['KAFFEEMÜHLE', 'grinder', 'umlaut, upper case'],
    ['äpfelchips', 'chips', 'umlaut first'],
    ['MECHANICAL keyboard', 'keyboard', 'case, two words'],
    ['trail running', 'vest', 'two words'],
    ['cast iron skillet', 'skillet', 'three words'],
    ['hd 600', 'sennheiser', 'letters and digits'],
    // Accents folded on both sides (migration 0011): what a keyboard without umlauts types.
    ['muller', 'grinder', 'no umlaut for ü'],
    ['kaffeemuhle', 'grinder', 'no umlaut, whole word'],
    ['apfelchips', 'chips', 'no umlaut first'],
    ['kopfhorer', 'sennheiser', 'no umlaut, later word'],
    ['kuche', 'grinder', 'no umlaut, tag only'],
    ['getrocknete apfel', 'chips', 'no umlaut, description only'],
    // A typo in a word of the description or a tag, beside another word (migration 0012's lexicon).
    ['cofee hamburg', 'coffee', 'typo in the name, a word of the description'],
    ['hydraton flasks', 'vest', 'typo in a tag, a word of the description'],
    ['portafliters', 'tamper', 'typo in a word of the description only'],
  ];
  it.each(CASES)('%s finds %s in the top 3 (%s)', async (q, expected) => {
    const r = await search({ q, type: 'product' });
    expect(
      r.data.slice(0, 3).map((h) => h.id),
      names(r).join(' | '),
    ).toContain(ids[expected]);
  });

  it('answers a product with its brand, slug, cover, no rating yet and the matched part marked', async () => {
    await addProductImageRow(t.app, ids.sennheiser!, 1);
    const cover = await addProductImageRow(t.app, ids.sennheiser!, 0);
    const r = await search({ q: 'sennheiser' });
    expect(r.data[0]).toMatchObject({
      type: 'product',
      id: ids.sennheiser,
      slug: 'sennheiser',
      brand: { name: 'Nordlicht Audio', creatorProfile: 'nordlicht' },
      imageUrl: `/api/files/${cover.files[320]}`,
      rating: null,
      highlight: [
        { text: 'Sennheiser', match: true },
        { text: ' HD 600 Kopfhörer', match: false },
      ],
    });
  });

  it('marks an accented name for the query typed without accents, and the other way round', async () => {
    const plain = await search({ q: 'muller', type: 'product' });
    expect(plain.data.find((h) => h.id === ids.grinder)?.highlight).toEqual([
      { text: 'Kaffeemühle ', match: false },
      { text: 'Müller', match: true },
      { text: ' Classic', match: false },
    ]);
    const accented = await search({ q: 'Wänderschuh', type: 'product' });
    expect(accented.data[0]?.id).toBe(ids.boot);
    expect(accented.data[0]?.highlight[1]).toEqual({ text: 'Wanderschuh', match: true });
  });

  it('finds a brand and a YouTuber by a name typed without its accents', async () => {
    const accented = await createTeam(t.app, {
      brandName: 'Crème Brûlée Atelier',
      profileHandle: `creme${randomBytes(3).toString('hex')}`,
    });
    await approveTeam(t.app, accented.id);
    await approvedYoutuber('Jürgen Straße Reviews', `juergen${randomBytes(3).toString('hex')}`);
    expect(names(await search({ q: 'creme brulee', type: 'brand' }))).toContain('Crème Brûlée Atelier');
    expect(names(await search({ q: 'jurgen strasse', type: 'youtuber' }))).toContain('Jürgen Straße Reviews');
  });

  it('marks the close spelling a typo found', async () => {
    const r = await search({ q: 'sennheisr' });
    expect(r.data.find((h) => h.id === ids.sennheiser)?.highlight[0]).toEqual({ text: 'Sennheiser', match: true });
  });

  it('ranks a name starting with the query above a match in the description', async () => {
    const r = await search({ q: 'speaker' });
    expect(r.data[0]?.id).toBe(ids.speaker);
  });

  it('finds nothing for a query unlike anything, and survives tsquery operators', async () => {
    expect((await search({ q: 'zzqxv' })).meta.total).toBe(0);
    for (const q of ["'&|!:*()", 'a & b', '!!!', '100%', 'under_score']) await search({ q });
  });
});

describe('GET /api/search: a typo in any word (the lexicon of migration 0012)', () => {
  /** `length` random lower-case letters: a word no fixture has. */
  const randomWord = (length = 10) => [...randomBytes(length)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  /** The word without its fifth letter: a typo, and no prefix of the word. */
  const typo = (word: string) => word.slice(0, 4) + word.slice(5);
  const product = (name: string, description: string, tags: string[] = []) =>
    createProduct(t.app, brand.id, { name, description, tags, status: 'PUBLISHED', categoryId: kitchen.id });
  const found = (r: SearchResult) => r.data.map((h) => h.id);
  const inLexicon = async (...words: string[]) =>
    (await t.app.db.select().from(searchLexicon).where(inArray(searchLexicon.word, words))).map((r) => r.word).sort();

  it('finds a product whose description alone says coffee by "cofee", and by "coffee"', async () => {
    const mug = await product('Morning Mug Enamel', 'Holds a large coffee and keeps it warm.');
    expect(found(await search({ q: 'cofee', type: 'product' }))).toContain(mug.id);
    expect(found(await search({ q: 'coffee', type: 'product' }))).toContain(mug.id);
    const stand = await product('Headphone Stand Oak', 'Fits Beyerdynamic and Grado headphones.');
    expect(found(await search({ q: 'beyerdinamic', type: 'product' }))).toEqual([stand.id]);
  });

  it('finds a product by a typo in one of its tags beside a word of its description', async () => {
    const lamp = await product('Trail Lamp Nova', 'Bright light for night runs.', ['headtorch']);
    expect(found(await search({ q: 'headtorsh night', type: 'product' }))).toEqual([lamp.id]);
  });

  it('takes a word some product has as it is: it does not also find the products of words like it', async () => {
    const poster = await product('Alpine Poster Print', 'A print of a mountain at dawn.');
    const ornament = await product('Garden Ornament Stone', 'A small stone fountain for the patio.');
    expect(found(await search({ q: 'mountain', type: 'product' }))).toEqual([poster.id]);
    expect(found(await search({ q: 'fountain', type: 'product' }))).toEqual([ornament.id]);
    // Misspelt, it is widened, and finds the word it is like.
    expect(found(await search({ q: 'fontain', type: 'product' }))).toEqual([ornament.id]);
  });

  it('takes a word followed by another as a whole word, and the last word as a prefix', async () => {
    const travel = await product('Harbour Flask Teal', 'A travel tumbler that fits cup holders.');
    const travelling = await product('Summit Bottle Slate', 'Made for travelling tumbler fans.');
    // "travel" is typed to its end: "travelling" is another word. The last word may still be being typed.
    expect(found(await search({ q: 'travel tumbler', type: 'product' }))).toEqual([travel.id]);
    expect(found(await search({ q: 'travel tumb', type: 'product' }))).toEqual([travel.id]);
    expect(found(await search({ q: 'tumbler travel', type: 'product' })).sort()).toEqual(
      [travel.id, travelling.id].sort(),
    );
    // A word no product has is still widened to the words most like it, wherever it stands.
    expect(found(await search({ q: 'travl tumbler', type: 'product' }))).toEqual([travel.id]);
  });

  it('learns the words of a product when it is made and when its description changes, and keeps the old ones', async () => {
    const first = randomWord();
    const second = randomWord();
    const made = await product('Lexicon Probe Widget', `Made with ${first} inside.`);
    expect(await inLexicon(first, second)).toEqual([first]);
    expect(found(await search({ q: typo(first), type: 'product' }))).toEqual([made.id]);

    await t.app.db
      .update(products)
      .set({ description: `Now made with ${second} inside.` })
      .where(eq(products.id, made.id));
    expect(await inLexicon(first, second)).toEqual([first, second].sort());
    expect(found(await search({ q: typo(second), type: 'product' }))).toEqual([made.id]);
    // The old word stays: a typo of it now widens to a word nothing has, and finds nothing.
    expect(found(await search({ q: typo(first), type: 'product' }))).toEqual([]);
  });

  it('survives tsquery operators typed and tsquery syntax inside the words of a description', async () => {
    for (const q of ['cof & | ! :*', "cofee' | '", 'cofee:* & !()', '\\cofee\\']) {
      expect(found(await search({ q, type: 'product' })), q).toContain(ids.coffee);
    }
    // The parser keeps a URL's path as one word, '/grindr&ox': widened to it, the search quotes it as one lexeme (as
    // tsquery syntax it would be '/grindr' & 'ox', which this product does not have).
    const shop = await product('Hand Mill Vintage', 'Order at https://shop.example/grindr&ox or call.');
    expect(found(await search({ q: 'grindr', type: 'product' }))).toEqual([shop.id]);
  });
});

describe('GET /api/search: the last word as a prefix', () => {
  const product = (name: string, description: string) =>
    createProduct(t.app, brand.id, { name, description, status: 'PUBLISHED', categoryId: kitchen.id });
  const found = async (q: string) => (await search({ q, type: 'product' })).data.map((h) => h.id);

  it('takes a word of fewer than three letters whole, and a longer one as the start of a word', async () => {
    const stem = [...randomBytes(4)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
    const made = await product('Plain Crate Oak', `Stacks with ${stem}fold and others.`);
    expect(await found(stem.slice(0, 2))).not.toContain(made.id);
    expect(await found(stem.slice(0, 3))).toContain(made.id);
    expect(await found(`plain ${stem}`)).toEqual([made.id]);
  });

  it('stands for the ten shortest words starting with it', async () => {
    const stem = `q${[...randomBytes(4)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
    // Eleven words starting with the stem, each a letter longer than the one before: the longest is left out.
    const made = [];
    for (let i = 1; i <= 11; i += 1) made.push((await product(`Crate ${i}`, `Made of ${stem}${'x'.repeat(i)}.`)).id);
    const ids = await found(stem);
    expect(ids.sort()).toEqual(made.slice(0, 10).sort());
    // Typed further, the prefix reaches it.
    expect((await found(`${stem}${'x'.repeat(10)}`)).sort()).toEqual([made[9], made[10]].sort());
  });
});

describe('GET /api/search: brands and YouTubers', () => {
  it('finds an approved brand by a close spelling and its profile, and an approved YouTuber', async () => {
    const yt = await approvedYoutuber('Kaffeeklatsch Reviews', `kaffeeklatsch${randomBytes(2).toString('hex')}`);
    const brands = await search({ q: 'nordlict', type: 'brand' });
    expect(brands.data[0]).toMatchObject({ type: 'brand', id: brand.id, slug: 'nordlicht', brand: null, rating: null });
    const youtubersFound = await search({ q: 'kaffeeklatsch', type: 'youtuber' });
    expect(youtubersFound.data).toEqual([
      expect.objectContaining({ type: 'youtuber', id: yt.id, slug: yt.handle, imageUrl: null }),
    ]);
  });
});

describe('GET /api/search: visibility', () => {
  it('never finds a draft or archived product, an unapproved or blocked brand and its products, or an unapproved YouTuber', async () => {
    const word = `hidden${randomBytes(3).toString('hex')}`;
    await createProduct(t.app, brand.id, { name: `${word} draft`, status: 'DRAFT', categoryId: audio.id });
    await createProduct(t.app, brand.id, { name: `${word} archived`, status: 'ARCHIVED', categoryId: audio.id });
    const unapproved = await createTeam(t.app, { brandName: `${word} Unapproved` });
    await createProduct(t.app, unapproved.id, {
      name: `${word} unapproved`,
      status: 'PUBLISHED',
      categoryId: audio.id,
    });
    const blocked = await createTeam(t.app, { brandName: `${word} Blocked`, accessStatus: 'BLOCKED' });
    await approveTeam(t.app, blocked.id);
    await createProduct(t.app, blocked.id, { name: `${word} blocked`, status: 'PUBLISHED', categoryId: audio.id });
    await approvedYoutuber(`${word} Channel`, word, 'PENDING');
    const visible = await createProduct(t.app, brand.id, {
      name: `${word} visible`,
      status: 'PUBLISHED',
      categoryId: audio.id,
    });

    const r = await search({ q: word });
    expect(r.data.map((h) => h.id)).toEqual([visible.id]);
    expect(r.meta.facets.type).toEqual({ product: 1, brand: 0, youtuber: 0 });
    const suggested = await t.app.inject({ method: 'GET', url: `${API_BASE}/search/suggest`, query: { q: word } });
    expect(suggestResultSchema.parse(suggested.json()).data.map((h) => h.id)).toEqual([visible.id]);
  });

  it('finds a blocked team again once its block has ended', async () => {
    const word = `lifted${randomBytes(3).toString('hex')}`;
    const team = await createTeam(t.app, {
      brandName: `${word} Brand`,
      accessStatus: 'BLOCKED',
      accessUntil: new Date(Date.now() - 1000),
    });
    await approveTeam(t.app, team.id);
    expect((await search({ q: word, type: 'brand' })).data.map((h) => h.id)).toEqual([team.id]);
  });
});

describe('GET /api/search: facets and paging', () => {
  it('counts each type and each category in the same answer; a category keeps its products only', async () => {
    const r = await search({ q: 'audio' });
    // 'audio' is a tag of two audio products and part of the brand's name.
    expect(r.meta.facets.type).toEqual({ product: 2, brand: 1, youtuber: 0 });
    expect(r.meta.facets.category).toEqual([{ id: audio.id, name: audio.name, slug: audio.slug, count: 2 }]);
    expect(r.meta.total).toBe(3);
    expect(r.meta.capped).toBe(false);

    const kitchenHits = await search({ q: 'kaffee' });
    expect(kitchenHits.meta.facets.category.find((c) => c.id === kitchen.id)?.count).toBeGreaterThan(0);

    const inAudio = await search({ q: 'audio', categoryId: audio.id });
    expect(inAudio.data.every((h) => h.type === 'product')).toBe(true);
    expect(inAudio.meta.facets.type).toEqual({ product: 2, brand: 0, youtuber: 0 });
    expect(inAudio.meta.total).toBe(2);
    const inKitchen = await search({ q: 'audio', categoryId: kitchen.id });
    expect(inKitchen.meta.total).toBe(0);
    // The category facet still lists every category the query reaches, so another one can be picked.
    expect(inKitchen.meta.facets.category.map((c) => c.id)).toEqual([audio.id]);

    const onlyBrands = await search({ q: 'audio', type: 'brand' });
    expect(onlyBrands.data.map((h) => h.type)).toEqual(['brand']);
    expect(onlyBrands.meta.total).toBe(1);
  });

  it('pages through the hits without repeats, with total and pageCount', async () => {
    const word = `paging${randomBytes(3).toString('hex')}`;
    const made = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      made.add(
        (
          await createProduct(t.app, brand.id, {
            name: `${word} widget ${i}`,
            status: 'PUBLISHED',
            categoryId: audio.id,
          })
        ).id,
      );
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await search({ q: word, page: String(page), take: '2' }));
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 1]);
    expect(pages[0]!.meta).toMatchObject({ page: 1, take: 2, total: 5, pageCount: 3 });
    expect(new Set(pages.flatMap((p) => p.data.map((h) => h.id)))).toEqual(made);
    expect((await search({ q: word, page: '4', take: '2' })).data).toEqual([]);
  });
});

describe('GET /api/search: more products than are counted', () => {
  it('counts up to SEARCH_PRODUCT_CANDIDATES_MAX matching products exactly, and past it says the counts are lower bounds', async () => {
    const word = `capped${randomBytes(3).toString('hex')}`;
    const [first, second] = [await createCategory(t.app), await createCategory(t.app)];
    const rows = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, k) => {
        const i = from + k;
        // Each matches twice over (its name starts with the word, and has it): counted once all the same.
        return {
          teamId: brand.id,
          name: `${word} gadget ${i}`,
          slug: `${word}-${i}`,
          description: `Gadget number ${i}.`,
          categoryId: (i % 2 === 0 ? first : second).id,
          status: 'PUBLISHED' as const,
          publishedAt: new Date(),
        };
      });
    await t.app.db.insert(products).values(rows(0, SEARCH_PRODUCT_CANDIDATES_MAX));

    const exact = await search({ q: word });
    expect(exact.meta).toMatchObject({ total: SEARCH_PRODUCT_CANDIDATES_MAX, capped: false });
    expect(exact.meta.facets.type.product).toBe(SEARCH_PRODUCT_CANDIDATES_MAX);

    await t.app.db.insert(products).values(rows(SEARCH_PRODUCT_CANDIDATES_MAX, SEARCH_PRODUCT_CANDIDATES_MAX + 1));
    const capped = await search({ q: word });
    expect(capped.meta).toMatchObject({ total: SEARCH_PRODUCT_CANDIDATES_MAX, capped: true });
    expect(capped.meta.facets.category.map((c) => c.count).reduce((a, b) => a + b)).toBe(SEARCH_PRODUCT_CANDIDATES_MAX);
    expect((await search({ q: word, categoryId: first.id })).meta.capped).toBe(true);
    // Brands are counted whatever the products: a brands-only search still reports the products' cap.
    expect((await search({ q: word, type: 'brand' })).meta).toMatchObject({ total: 0, capped: true });
  });

  it('leaves drafts out before the cap: more matching drafts than it counts do not hide a published product', async () => {
    const word = `drafty${randomBytes(3).toString('hex')}`;
    await t.app.db.insert(products).values(
      Array.from({ length: SEARCH_PRODUCT_CANDIDATES_MAX + 1 }, (_, i) => ({
        teamId: brand.id,
        name: `${word} draft ${i}`,
        slug: `${word}-draft-${i}`,
        description: 'Not yet out.',
        categoryId: audio.id,
        status: 'DRAFT' as const,
      })),
    );
    const published = await createProduct(t.app, brand.id, {
      name: `${word} zzz released`,
      status: 'PUBLISHED',
      categoryId: audio.id,
    });
    const found = await search({ q: word });
    expect(found.data.map((h) => h.id)).toEqual([published.id]);
    expect(found.meta).toMatchObject({ total: 1, capped: false });
  });
});

describe('GET /api/search/suggest', () => {
  it('answers at most 8, names starting with the query first, each with its highlight', async () => {
    const word = `suggest${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 10; i += 1)
      await createProduct(t.app, brand.id, { name: `Zeta ${word} ${i}`, status: 'PUBLISHED', categoryId: audio.id });
    const first = await createProduct(t.app, brand.id, {
      name: `${word} first`,
      status: 'PUBLISHED',
      categoryId: audio.id,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/search/suggest`,
      query: { q: word.slice(0, 10) },
    });
    expect(res.statusCode).toBe(200);
    const body = suggestResultSchema.parse(res.json());
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toMatchObject({ id: first.id, slug: first.slug, brand: { creatorProfile: 'nordlicht' } });
    expect(body.data[0]!.highlight).toEqual([
      { text: word.slice(0, 10), match: true },
      { text: `${word.slice(10)} first`, match: false },
    ]);
    expect(body.data[1]!.highlight[1]).toEqual({ text: word.slice(0, 10), match: true });
  });
});

describe('search: validation and throttle', () => {
  const bad = async (path: string, query: Record<string, string>, message: string) => {
    const res = await t.app.inject({ method: 'GET', url: `${API_BASE}${path}`, query });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ type: 'validation', message });
  };
  it.each(['/search', '/search/suggest'])(
    '%s answers 400 for a missing, empty, too long or NUL query',
    async (path) => {
      await bad(path, {}, M.validation.search.q_required);
      await bad(path, { q: '   ' }, M.validation.search.q_required);
      await bad(path, { q: 'x'.repeat(SEARCH_QUERY_MAX + 1) }, M.validation.search.q_max);
      await bad(path, { q: 'a\u0000b' }, M.validation.invalid_character);
    },
  );
  it('answers 400 for an unknown type, a category that is no id, or a take above the limit', async () => {
    await bad('/search', { q: 'x', type: 'shop' }, M.validation.search.type);
    await bad('/search', { q: 'x', categoryId: 'nope' }, M.validation.search.category);
    await bad('/search', { q: 'x', take: '49' }, M.validation.list.catalogue_take);
    await bad('/search', { q: 'x', page: '0' }, M.validation.list.page);
  });
  it('accepts a query of exactly the limit, trimmed', async () => {
    await search({ q: ` ${'x'.repeat(SEARCH_QUERY_MAX)} ` });
  });
  it('throttles per IP like every public read', async () => {
    const app = await buildAppOn(t.database, { rateLimits: { publicReadsPerIp: 2 } });
    try {
      const codes = [];
      for (let i = 0; i < 3; i += 1)
        codes.push(
          (await app.inject({ method: 'GET', url: `${API_BASE}/search/suggest`, query: { q: 'x' } })).statusCode,
        );
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});
