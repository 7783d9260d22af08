import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compactVerify, importJWK } from 'jose';
import { M, type ProtocolKeySet, type SignedTrophyProtocol, type TrophyFigures } from '@plaudit/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.js';
import { api, authed, signedInUser, type Signed } from '../../../test/factories.js';
import { publishedProduct } from '../../../test/review-moderation-factories.js';
import { teamWorld, type TeamWorld } from '../../../test/team-factories.js';
import { addCandidates, createTrophy, TROPHY_TEST_LIMITS } from '../../../test/trophy-factories.js';
import { drawCommitment, drawIndex, newDrawSeed } from './trophies.draw.js';
import { runVerifyProtocol } from './trophies.verify-cli.js';
import { verifyProtocol } from './trophies.verify.js';

// The signed protocol checked with the published key (the verifier and jose directly), tampering
// caught, the PDF, the state answers, the badge (themes, escaping, ETag) and the CLI on a real downloaded file.

let t: TestContext;
let admin: Signed;
let world: TeamWorld;
let dir: string;

beforeAll(async () => {
  t = await buildTestApp(TROPHY_TEST_LIMITS);
  admin = await signedInUser(t.app, { role: 'ADMIN' });
  world = await teamWorld(t.app, { brandName: 'Acme Audio' });
  dir = await mkdtemp(join(tmpdir(), 'trophy-protocol-'));
});
afterAll(async () => t.close());

const figures = (over: Partial<TrophyFigures> = {}): TrophyFigures => ({
  reviewCount: 0,
  ratingSum: 0,
  ratingAverage: null,
  rating: null,
  helpfulCount: 0,
  since: '2025-01-01T00:00:00.000Z',
  ...over,
});
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const keySet = async () => (await get('/.well-known/plaudit-protocol-key.json')).json() as ProtocolKeySet;

async function awardedTrophy(method: 'DRAW' | 'SCORE' | 'JURY' = 'DRAW', name?: string) {
  const seed = newDrawSeed();
  const trophy = await createTrophy(t.app, {
    method,
    status: 'LOCKED',
    lockedAt: new Date(),
    drawSeed: seed,
    drawCommitment: drawCommitment(seed),
    scorePrior: 3.5,
    ...(name ? { name } : {}),
  });
  const products = [];
  for (let i = 0; i < 3; i++) products.push(await publishedProduct(t.app, world.team.id, { name: `Speaker ${i}` }));
  await addCandidates(
    t.app,
    trophy.id,
    products.map((p, i) => ({
      subjectId: p.id,
      teamId: world.team.id,
      display: {
        id: p.id,
        contentType: 'PRODUCT',
        title: p.name,
        subtitle: 'Acme Audio',
        href: `/p/${p.id}`,
        image: null,
        videoId: null,
        teamId: world.team.id,
      },
      figures: figures({ reviewCount: i + 1, ratingSum: (i + 1) * 4 }),
    })),
  );
  const body =
    method === 'JURY'
      ? {
          winnerId: products[0]!.id,
          justification: 'A justification long enough to be shown publicly on the trophy page.',
        }
      : {};
  const res = await authed(t.app, admin, { method: 'POST', url: api(`/trophies/${trophy.id}/award`), payload: body });
  expect(res.statusCode).toBe(200);
  return trophy;
}

describe('the protocol', () => {
  it.each(['DRAW', 'SCORE', 'JURY'] as const)(
    '%s: the JSON download verifies with the published key',
    async (method) => {
      const trophy = await awardedTrophy(method);
      const res = await get(api(`/trophies/${trophy.id}/protocol`));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="trophy-${trophy.id}-protocol.json"`);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const file = res.json() as SignedTrophyProtocol;
      expect(Object.keys(file)).toEqual(['protocol', 'jws', 'keyId']);
      const keys = await keySet();
      const result = await verifyProtocol(file, keys);
      expect(result.checks.filter((c) => !c.ok)).toEqual([]);
      expect(result.ok).toBe(true);
      // jose alone, as any third party would do it.
      const jwk = keys.keys[0]!;
      const { payload, protectedHeader } = await compactVerify(file.jws, await importJWK(jwk, 'EdDSA'));
      expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: file.keyId });
      expect(JSON.parse(new TextDecoder().decode(payload))).toEqual(file.protocol);
      expect(file.protocol.trophy.url).toBe(`${t.app.config.publicUrl}/trophies/${trophy.id}`);
      expect(file.protocol.issuer).toBe(t.app.config.publicUrl);
    },
  );

  it('a changed winner fails the record check; a changed seed fails the commitment', async () => {
    const trophy = await awardedTrophy('DRAW');
    const file = (await get(api(`/trophies/${trophy.id}/protocol`))).json() as SignedTrophyProtocol;
    const keys = await keySet();
    const other = file.protocol.candidates.find((c) => c.id !== file.protocol.winner.id)!;
    const winnerChanged = structuredClone(file);
    winnerChanged.protocol.winner = { id: other.id, position: other.position, title: other.title };
    const a = await verifyProtocol(winnerChanged, keys);
    expect(a.ok).toBe(false);
    expect(a.checks.find((c) => c.name === 'record')!.ok).toBe(false);

    const seedChanged = structuredClone(file);
    seedChanged.protocol.draw!.seed = newDrawSeed();
    const b = await verifyProtocol(seedChanged, keys);
    expect(b.checks.find((c) => c.name === 'record')!.ok).toBe(false);
    // Recomputed on the tampered record itself, the commitment no longer matches.
    const { recomputeWinner } = await import('./trophies.verify.js');
    expect(recomputeWinner(seedChanged.protocol)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('commitment'),
    });
  });

  it('the PDF is an A4 document of reasonable size', async () => {
    const trophy = await awardedTrophy('SCORE');
    const res = await get(api(`/trophies/${trophy.id}/protocol?format=pdf`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="trophy-${trophy.id}-protocol.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(1500);
    expect(res.rawPayload.length).toBeLessThan(200_000);
  });

  it('409 before the award, 404 for a DRAFT, 400 for a bad format', async () => {
    const locked = await createTrophy(t.app, { status: 'LOCKED', lockedAt: new Date() });
    const res = await get(api(`/trophies/${locked.id}/protocol`));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].message).toBe(M.trophy.error.not_awarded);
    const draft = await createTrophy(t.app);
    expect((await get(api(`/trophies/${draft.id}/protocol`))).statusCode).toBe(404);
    expect((await get(api(`/trophies/${locked.id}/protocol?format=doc`))).statusCode).toBe(400);
  });

  it('the key set is public and cacheable', async () => {
    const res = await get('/.well-known/plaudit-protocol-key.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
  });
});

describe('the badge', () => {
  it('renders both themes with escaped text, a title and a link; 304 for its ETag', async () => {
    const trophy = await awardedTrophy('DRAW', 'Best <Sound> & "Bass"');
    const light = await get(api(`/trophies/${trophy.id}/badge.svg`));
    const dark = await get(api(`/trophies/${trophy.id}/badge.svg?theme=dark`));
    for (const res of [light, dark]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toContain('role="img"');
      expect(res.body).toContain('Best &lt;Sound&gt; &amp; &quot;Bass&quot;');
      expect(res.body).not.toContain('<Sound>');
      expect(res.body).toContain(`href="${t.app.config.publicUrl}/trophies/${trophy.id}"`);
      expect(res.body).toMatch(/<title[^>]*>Winner: /);
    }
    expect(light.body).not.toBe(dark.body);
    expect(light.headers.etag).not.toBe(dark.headers.etag);
    const again = await get(api(`/trophies/${trophy.id}/badge.svg`), { 'if-none-match': String(light.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('404 until awarded', async () => {
    const locked = await createTrophy(t.app, { status: 'LOCKED', lockedAt: new Date() });
    expect((await get(api(`/trophies/${locked.id}/badge.svg`))).statusCode).toBe(404);
    expect((await get(api(`/trophies/${(await createTrophy(t.app)).id}/badge.svg`))).statusCode).toBe(404);
  });
});

describe('the verifier CLI', () => {
  it('exits 0 on a downloaded protocol, 1 when tampered, 2 on a usage error', async () => {
    const trophy = await awardedTrophy('DRAW');
    const raw = (await get(api(`/trophies/${trophy.id}/protocol`))).body;
    const file = join(dir, 'good.json');
    const key = join(dir, 'key.json');
    await writeFile(file, raw);
    await writeFile(key, JSON.stringify(await keySet()));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(await runVerifyProtocol([file, '--key', key], io)).toBe(0);
    expect(lines.filter((l) => l.startsWith('✓'))).toHaveLength(4);
    expect(lines.some((l) => /^SHA-256: [0-9a-f]{64}$/.test(l))).toBe(true);

    const tampered = JSON.parse(raw) as SignedTrophyProtocol;
    tampered.protocol.decidedBy = 'Someone else';
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify(tampered));
    lines.length = 0;
    expect(await runVerifyProtocol([bad, '--key', key], io)).toBe(1);
    expect(lines.some((l) => l.startsWith('✗ record'))).toBe(true);

    expect(await runVerifyProtocol([], io)).toBe(2);
    expect(await runVerifyProtocol([file, '--nope'], io)).toBe(2);
  });

  it('fetches the key from the issuer by default', async () => {
    const trophy = await awardedTrophy('DRAW');
    const file = join(dir, 'issuer.json');
    await writeFile(file, (await get(api(`/trophies/${trophy.id}/protocol`))).body);
    const keys = await keySet();
    const seen: string[] = [];
    const fakeFetch = (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify(keys), { status: 200 });
    }) as typeof fetch;
    expect(await runVerifyProtocol([file], { out: () => {}, err: () => {}, fetch: fakeFetch })).toBe(0);
    expect(seen).toEqual([`${t.app.config.publicUrl}/.well-known/plaudit-protocol-key.json`]);
  });
});

describe('the draw (property)', () => {
  it('the index is in [0, n), the same for the same inputs, and the commitment binds the seed', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.uuid(),
        fc.integer({ min: 1, max: 1000 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (bytes, id, n, otherBytes) => {
          const seed = Buffer.from(bytes).toString('hex');
          const index = drawIndex(seed, id, n);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(n);
          expect(drawIndex(seed, id, n)).toBe(index);
          const other = Buffer.from(otherBytes).toString('hex');
          expect(drawCommitment(other) === drawCommitment(seed)).toBe(other === seed);
        },
      ),
    );
  });
});
