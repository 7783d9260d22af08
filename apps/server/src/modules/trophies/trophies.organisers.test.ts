import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  M,
  type SignedTrophyProtocol,
  type TrophyBody,
  type TrophyCategory,
  type TrophyDetail,
} from '@plaudit/contract';
import { auditLog } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { publishedProduct } from '../../../test/review-moderation-factories.js';
import { approveTeam, teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import {
  addCandidates,
  createTrophy,
  createTrophyCategory,
  TROPHY_TEST_LIMITS,
} from '../../../test/trophy-factories.js';
import { eq } from 'drizzle-orm';

// Trophies that do not mislead: a brand's own award is named as the brand's on the page's data, the badge and the
// protocol; an ADMIN can reserve categories for the platform, which a team then cannot use; the dashboard counts
// brand awards apart from the platform's; the award's audit entry names the winner; the downloadable verifier
// checks a real protocol file on its own.

let t: TestContext;
let admin: Signed;
let world: TeamWorld;
let dir: string;

beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
  world = await teamWorld(t.app, { brandName: 'Plaudit Coffee', profileHandle: `plaudit-coffee-${Date.now()}` });
  await approveTeam(t.app, world.team.id);
  dir = await mkdtemp(join(tmpdir(), 'trophy-organisers-'));
});
afterAll(async () => t.close());

const call = (s: Signed | null, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  s
    ? authed(t.app, s, { method, url: api(path), ...(payload && { payload }) })
    : t.app.inject({ method, url: api(path), ...(payload && { payload }) });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { errors: { type: string; message: string; meta?: Record<string, unknown> }[] }).errors[0]!;
const year = new Date().getUTCFullYear();
const body = (categoryId: string, over: Partial<TrophyBody> = {}): TrophyBody => ({
  name: 'Product of the year',
  description: '',
  categoryId,
  contentType: 'PRODUCT',
  method: 'JURY',
  periodFrom: `${year}-01-01`,
  periodTo: `${year}-12-31`,
  ...over,
});
const justification =
  'Chosen by our regulars: the most reviews, the best average, and the fewest returns all year long.';

/** A LOCKED JURY trophy with two of the team's products as candidates, awarded by `by`; answers the trophy and the winner. */
async function awarded(teamId: string | null, by: Signed, w: TeamWorld = world) {
  const trophy = await createTrophy(t.app, { method: 'JURY', status: 'LOCKED', lockedAt: new Date(), teamId });
  const products = [
    await publishedProduct(t.app, w.team.id, { name: 'Grinder One' }),
    await publishedProduct(t.app, w.team.id, { name: 'Grinder Two' }),
  ];
  await addCandidates(
    t.app,
    trophy.id,
    products.map((p) => ({
      subjectId: p.id,
      teamId: w.team.id,
      display: {
        id: p.id,
        contentType: 'PRODUCT',
        title: p.name,
        subtitle: w.team.brandName,
        href: `/p/${p.id}`,
        image: null,
        videoId: null,
        teamId: w.team.id,
      },
      figures: {
        reviewCount: 1,
        ratingSum: 5,
        ratingAverage: 5,
        rating: null,
        helpfulCount: 0,
        since: new Date().toISOString(),
      },
    })),
  );
  const res = await call(by, 'POST', `/trophies/${trophy.id}/award`, { winnerId: products[0]!.id, justification });
  expect(res.statusCode, res.body).toBe(200);
  return { trophy, winner: products[0]! };
}

describe('platform-only trophy categories', () => {
  it('an ADMIN marks a category platform-only; a team cannot create or move a trophy into it (403 with the key)', async () => {
    const created = await call(admin, 'POST', '/admin/trophy-categories', {
      name: `Of the year ${Date.now()}`,
      icon: 'trophy',
      platformOnly: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reserved = created.json() as TrophyCategory;
    expect(reserved.platformOnly).toBe(true);
    const open = (await createTrophyCategory(t.app)).id;
    const listed = (await call(null, 'GET', '/trophy-categories')).json() as { data: TrophyCategory[] };
    expect(listed.data.find((c) => c.id === reserved.id)?.platformOnly).toBe(true);
    expect(listed.data.find((c) => c.id === open)?.platformOnly).toBe(false);

    const refused = await call(world.owner, 'POST', '/trophies', { ...body(reserved.id), teamId: world.team.id });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      type: 'forbidden',
      message: M.trophy.error.category_platform_only,
      meta: { field: 'categoryId' },
    });

    const own = await call(world.owner, 'POST', '/trophies', { ...body(open), teamId: world.team.id });
    expect(own.statusCode, own.body).toBe(201);
    const moved = await call(world.owner, 'PUT', `/trophies/${own.json().id}`, body(reserved.id));
    expect(moved.statusCode).toBe(403);
    expect(errorOf(moved).message).toBe(M.trophy.error.category_platform_only);

    // The platform itself still uses it.
    expect((await call(admin, 'POST', '/trophies', body(reserved.id))).statusCode).toBe(201);
  });

  it('the flag can be turned off again, and the change is audited', async () => {
    const category = await createTrophyCategory(t.app, { platformOnly: true });
    const res = await call(admin, 'PUT', `/admin/trophy-categories/${category.id}`, {
      name: category.name,
      slug: category.slug,
      icon: 'trophy',
      platformOnly: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().platformOnly).toBe(false);
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, category.id));
    expect(entry).toMatchObject({
      action: 'trophyCategory.update',
      before: expect.objectContaining({ platformOnly: true }),
      after: expect.objectContaining({ platformOnly: false }),
    });
  });
});

describe('the organiser is named', () => {
  it('the trophy answer says who runs it: the brand (with its handle) or Plaudit', async () => {
    const team = await createTrophy(t.app, { teamId: world.team.id, status: 'NOMINATING' });
    const platform = await createTrophy(t.app, { status: 'NOMINATING' });
    const teamBody = (await call(null, 'GET', `/trophies/${team.id}`)).json() as TrophyDetail;
    const platformBody = (await call(null, 'GET', `/trophies/${platform.id}`)).json() as TrophyDetail;
    expect(teamBody.organiser).toMatchObject({
      kind: 'TEAM',
      name: 'Plaudit Coffee',
      handle: world.team.profileHandle,
    });
    expect(platformBody.organiser).toMatchObject({ kind: 'PLATFORM', name: 'Plaudit', handle: null, team: null });
  });

  it("a brand's award: the badge says Brand award and names the brand; the protocol says TEAM", async () => {
    const { trophy } = await awarded(world.team.id, world.owner);
    const svg = (await call(null, 'GET', `/trophies/${trophy.id}/badge.svg`)).body;
    expect(svg).toContain('BRAND AWARD · WINNER');
    expect(svg).toContain('Awarded by Plaudit Coffee');
    expect(svg).not.toMatch(/\(Plaudit\)|>Plaudit</);
    const file = (await call(null, 'GET', `/trophies/${trophy.id}/protocol`)).json() as SignedTrophyProtocol;
    expect(file.protocol.trophy).toMatchObject({ organiser: 'Plaudit Coffee', organiserKind: 'TEAM' });
  });

  it("the platform's award: the badge says Winner, awarded by Plaudit", async () => {
    const { trophy, winner } = await awarded(null, admin);
    const svg = (await call(null, 'GET', `/trophies/${trophy.id}/badge.svg`)).body;
    expect(svg).toContain('>WINNER<');
    expect(svg).toContain('>Awarded by Plaudit<');
    // The audit entry names the winner, so the log can say what won in words.
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, trophy.id));
    expect(entry?.after).toMatchObject({ winnerId: winner.id, winnerTitle: 'Grinder One' });
  });
});

describe('the dashboard', () => {
  it('counts brand awards apart from platform trophies', async () => {
    const brand = await teamWorld(t.app);
    await awarded(brand.team.id, brand.owner, brand);
    await awarded(null, admin, brand);
    await awarded(null, admin, brand);
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(brand.owner, 'GET', `/creator/stats/${brand.team.id}?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const { trophies, brandAwards } = res.json().totals as { trophies: number; brandAwards: number };
    expect({ trophies, brandAwards }).toEqual({ trophies: 2, brandAwards: 1 });
  });
});

describe('the downloadable verifier', () => {
  const script = fileURLToPath(new URL('./trophy-verifier.mjs', import.meta.url));
  const run = (...args: string[]) => promisify(execFile)(process.execPath, [script, ...args], { encoding: 'utf8' });

  it('is served as a file, and checks a real protocol against the published key on its own', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/trophy-verifier.mjs' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/javascript/);
    expect(served.body).toContain("from 'node:crypto'");
    expect(served.body).not.toMatch(/from '(?!node:)/);

    const { trophy } = await awarded(world.team.id, world.owner);
    const file = join(dir, 'protocol.json');
    const key = join(dir, 'key.json');
    await writeFile(file, (await call(null, 'GET', `/trophies/${trophy.id}/protocol`)).body);
    await writeFile(key, (await t.app.inject({ method: 'GET', url: '/.well-known/plaudit-protocol-key.json' })).body);
    const ok = await run(file, '--key', key);
    expect(ok.stdout).toContain('✓ signature');
    expect(ok.stdout).toContain('✓ winner');
    expect(ok.stdout).toContain('awarded by Plaudit Coffee');
    expect(ok.stdout).toContain('The protocol holds.');

    const tampered = JSON.parse(
      await (await import('node:fs/promises')).readFile(file, 'utf8'),
    ) as SignedTrophyProtocol;
    tampered.protocol.trophy.organiser = 'Plaudit';
    await writeFile(join(dir, 'tampered.json'), JSON.stringify(tampered));
    await expect(run(join(dir, 'tampered.json'), '--key', key)).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('✗ record'),
    });
  });
});
