import { describe, expect, it } from 'vitest';
import type { CreditEntry } from '@plaudit/contract';
import { i18n } from '@/lib/i18n';
import { entryActor, entrySentence } from './entry-sentence';

// Each ledger entry says why in a sentence: a hold, release or spend names its campaign or its featuring day when
// the entry knows them, in English and German.

const entry = (overrides: Partial<CreditEntry>): CreditEntry => ({
  id: 'e1',
  kind: 'SPEND',
  amount: -1200,
  heldAmount: 0,
  balanceAfter: 800,
  heldAfter: 0,
  cause: { type: 'FEATURING_DAY', id: 'f1' },
  reason: null,
  receiptNumber: null,
  expiresAt: null,
  campaignName: null,
  day: null,
  actorName: null,
  byStaff: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

const say = async (language: 'en' | 'de', e: CreditEntry) => {
  await i18n.loadLanguages(language);
  return entrySentence(e, i18n.getFixedT(language, 'credits'), language);
};

describe('entrySentence', () => {
  it('names the featuring day a spend paid for', async () => {
    expect(await say('en', entry({ day: '2026-11-29' }))).toBe(
      '1,200 credits spent on the featuring day of Nov 29, 2026',
    );
    expect(await say('de', entry({ day: '2026-11-29' }))).toBe(
      '1.200 Credits für den Hervorhebungstag am 29. Nov. 2026 ausgegeben',
    );
  });

  it('names the campaign credits are held for', async () => {
    const hold = entry({
      kind: 'HOLD',
      amount: 0,
      heldAmount: 500,
      cause: { type: 'CAMPAIGN', id: 'c1' },
      campaignName: 'Spring launch',
    });
    expect(await say('en', hold)).toBe('500 credits held for the campaign “Spring launch”');
    expect(await say('de', hold)).toBe('500 Credits für die Kampagne „Spring launch“ reserviert');
  });

  it('falls back to the kind of cause when the entry knows no more', async () => {
    expect(await say('en', entry({}))).toBe('1,200 credits spent on a featuring day');
  });

  it('names the member who paid or spent, never the platform staff behind a grant', () => {
    expect(entryActor(entry({ kind: 'TOP_UP', amount: 500, actorName: 'Erika Tester' }))).toBe('Erika Tester');
    expect(entryActor(entry({ actorName: 'Erika Tester' }))).toBe('Erika Tester');
    expect(entryActor(entry({ kind: 'GRANT', amount: 250, actorName: 'Admin Person' }))).toBeNull();
    expect(entryActor(entry({ kind: 'ADJUSTMENT', amount: -5, actorName: 'Admin Person' }))).toBeNull();
    expect(entryActor(entry({ actorName: null }))).toBeNull();
  });
});
