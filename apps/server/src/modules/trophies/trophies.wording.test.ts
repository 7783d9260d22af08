import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TrophyProtocol } from '@plaudit/contract';
import { badgeWords, renderBadge } from './trophies.badge.js';
import { DRAW_RULE, drawCommitment, drawIndex } from './trophies.draw.js';
import { protocolLines, type PdfLine } from './trophies.pdf.js';
// The standalone verifier anyone downloads: the same known answers must hold for it as for the server.
import * as standalone from './trophy-verifier.mjs';

// Pure checks, no database: the draw's known answers (on the server and in the downloadable verifier), and the words
// a visitor reads on the badge and in the protocol PDF — who awarded it, and no developer notation.

// A fixed seed and trophy id. Their HMAC-SHA256 digest is 5652d2c9…e28181 (worked out outside this code base).
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const TROPHY_ID = '0190f5c2-7b1e-7c3a-9d4e-5f6a7b8c9d0e';

/** The digest read as a little-endian integer: the mistake the known answers must catch. */
const littleEndianIndex = (n: number) => {
  const digest = createHmac('sha256', Buffer.from(SEED, 'hex')).update(TROPHY_ID, 'utf8').digest();
  return Number(BigInt(`0x${Buffer.from(digest).reverse().toString('hex')}`) % BigInt(n));
};

describe('the draw: known answers', () => {
  // 256 ≡ 1 (mod 5), so among 5 candidates every byte order gives the same winner; 4 and 7 tell them apart.
  it.each([
    [4, 1],
    [7, 6],
  ])(
    'n = %i: the winner is candidate index %i (big-endian), and a little-endian reading would differ',
    (n, expected) => {
      expect(drawIndex(SEED, TROPHY_ID, n)).toBe(expected);
      expect(standalone.drawIndex(SEED, TROPHY_ID, n)).toBe(expected);
      expect(littleEndianIndex(n)).not.toBe(expected);
    },
  );

  it('n = 5 cannot tell the byte orders apart (why the known answers use 4 and 7)', () => {
    expect(drawIndex(SEED, TROPHY_ID, 5)).toBe(3);
    expect(littleEndianIndex(5)).toBe(3);
  });

  it('the commitment is SHA-256 of the seed bytes', () => {
    const known = '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef';
    expect(drawCommitment(SEED)).toBe(known);
    expect(standalone.commitmentOf(SEED)).toBe(known);
  });
});

describe('the badge names who awarded it', () => {
  const base = {
    trophyName: 'Best grinder',
    winnerTitle: 'Grinder One',
    url: 'https://plaudit.test/trophies/x',
    theme: 'light' as const,
  };

  it('a platform trophy: "Winner", awarded by Plaudit', () => {
    const words = badgeWords({ ...base, organiser: { kind: 'PLATFORM', name: 'Plaudit' } });
    expect(words).toEqual({
      label: 'Winner',
      byline: 'Awarded by Plaudit',
      title: 'Winner: Best grinder – Grinder One. Awarded by Plaudit',
    });
  });

  it('a brand-run trophy says "Brand award" and names the brand, in the image and its title', () => {
    const svg = renderBadge({ ...base, organiser: { kind: 'TEAM', name: 'Plaudit Coffee' } });
    expect(svg).toContain('BRAND AWARD · WINNER');
    expect(svg).toContain('>Awarded by Plaudit Coffee<');
    expect(svg).toContain(
      '<title id="t">Brand award · Winner: Best grinder – Grinder One. Awarded by Plaudit Coffee</title>',
    );
    expect(svg).not.toMatch(/>Plaudit</);
  });
});

const protocol = (over: Partial<TrophyProtocol['trophy']> = {}, method: 'DRAW' | 'JURY' = 'DRAW'): TrophyProtocol => ({
  version: 1,
  issuer: 'https://plaudit.test',
  trophy: {
    id: TROPHY_ID,
    name: 'Best grinder',
    description: '',
    category: 'Product of the year',
    contentType: 'PRODUCT',
    method,
    organiser: 'Plaudit',
    organiserKind: 'PLATFORM',
    catalogueCategory: null,
    periodFrom: '2025-01-01',
    periodTo: '2025-12-31',
    url: 'https://plaudit.test/trophies/x',
    ...over,
  },
  lockedAt: '2025-12-31T00:00:00.000Z',
  candidates: ['A', 'B', 'C', 'D'].map((title, position) => ({
    position,
    id: `id-${title}`,
    title,
    subtitle: 'Acme',
    figures: {
      reviewCount: 3,
      ratingSum: 12,
      ratingAverage: 4,
      rating: null,
      helpfulCount: 1,
      since: '2025-01-01T00:00:00.000Z',
    },
  })),
  draw: method === 'DRAW' ? { commitment: drawCommitment(SEED), seed: SEED, rule: DRAW_RULE, index: 1 } : null,
  score: null,
  jury: method === 'JURY' ? { justification: 'x'.repeat(60) } : null,
  winner: { id: 'id-B', position: 1, title: 'B' },
  decidedBy: 'Ada Admin',
  decidedAt: '2026-01-02T00:00:00.000Z',
});

const text = (lines: PdfLine[]) =>
  lines.map((line) => (line.kind === 'fact' ? `${line.label}: ${line.value}` : line.text)).join('\n');

describe('the protocol PDF in words', () => {
  it('says what can win and counts the candidates from 1, with no enum names or developer commands', () => {
    const out = text(protocolLines(protocol(), 'kid-1'));
    expect(out).toContain('What can win: Products');
    expect(out).not.toMatch(/Content: PRODUCT|\bPRODUCT\b|\bDRAW\b/);
    expect(out).toContain('1.  A (Acme)');
    expect(out).toContain('2.  B (Acme)  (winner)');
    expect(out).not.toMatch(/#0|npm run cli/);
    expect(out).toContain('Winner: B (candidate 2 of 4)');
    // The formula stays, in the section for those who check.
    expect(out).toContain('How to check this draw');
    expect(out).toContain('https://plaudit.test/trophy-verifier.mjs');
    expect(out).toContain(`The exact rule: ${DRAW_RULE}`);
  });

  it('names the organiser: Plaudit, or the brand with a "brand award" note', () => {
    expect(text(protocolLines(protocol(), 'k'))).toContain('Awarded by: Plaudit');
    const brand = text(protocolLines(protocol({ organiser: 'Plaudit Coffee', organiserKind: 'TEAM' }, 'JURY'), 'k'));
    expect(brand).toMatch(/^Brand award protocol/);
    expect(brand).toContain('Awarded by: Plaudit Coffee');
    expect(brand).toContain(
      'A brand award: Plaudit Coffee ran this trophy among its own products. It is not an award of Plaudit.',
    );
    expect(brand).not.toContain('How to check this draw');
  });

  it('a protocol signed before the organiser kind existed still reads right', () => {
    const { organiserKind: _kind, ...old } = protocol({ organiser: 'Plaudit Coffee' }).trophy;
    expect(text(protocolLines({ ...protocol(), trophy: old }, 'k'))).toContain('A brand award: Plaudit Coffee');
  });
});
