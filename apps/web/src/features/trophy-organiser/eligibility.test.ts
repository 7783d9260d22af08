import { describe, expect, it } from 'vitest';
import { eligibilityRules } from './eligibility';

// Why nothing is eligible, rule by rule: what can win and from when, where, whose.

const base = {
  contentType: 'PRODUCT' as const,
  periodFrom: '2025-01-01',
  periodTo: '2025-12-31',
  catalogueCategory: null,
  organiser: { kind: 'PLATFORM' as const, name: 'Plaudit', handle: null, team: null },
};
const day = (d: string) => `<${d}>`;

describe('eligibilityRules', () => {
  it('a platform trophy about products anywhere: the period and any category', () => {
    expect(eligibilityRules(base, day)).toEqual([
      { key: 'content.PRODUCT', values: { from: '<2025-01-01>', to: '<2025-12-31>' } },
      { key: 'anyCategory', values: {} },
    ]);
  });

  it("a brand's video trophy in a category: the period, the category and the brand's own products", () => {
    const rules = eligibilityRules(
      {
        ...base,
        contentType: 'VIDEO',
        catalogueCategory: { id: 'c1', name: 'Audio', slug: 'audio' },
        organiser: {
          kind: 'TEAM',
          name: 'Acme Audio',
          handle: 'acme',
          team: { id: 't1', brandName: 'Acme Audio', creatorProfile: 'acme', iconUrl: null },
        },
      },
      day,
    );
    expect(rules.map((rule) => rule.key)).toEqual(['content.VIDEO', 'category', 'team']);
    expect(rules[1]!.values).toEqual({ name: 'Audio' });
    expect(rules[2]!.values).toEqual({ brand: 'Acme Audio' });
  });
});
