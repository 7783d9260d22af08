import type { TrophyDetail } from '@plaudit/contract';

// Why the "product selection" modal can come up empty: the trophy's own rules, said in words (what can win and from
// when, in which catalogue category, whose products), so an organiser sees which one leaves nothing to pick.
// The same rules the server's eligibility query states (trophies.candidates.queries.ts).

export interface EligibilityRule {
  /** A key under `selection.why` in the trophyOrganiser namespace. */
  key: string;
  values: Record<string, string>;
}

type RuleTrophy = Pick<TrophyDetail, 'contentType' | 'periodFrom' | 'periodTo' | 'catalogueCategory' | 'organiser'>;

export function eligibilityRules(trophy: RuleTrophy, formatDay: (day: string) => string): EligibilityRule[] {
  const period = { from: formatDay(trophy.periodFrom), to: formatDay(trophy.periodTo) };
  const rules: EligibilityRule[] = [{ key: `content.${trophy.contentType}`, values: period }];
  rules.push(
    trophy.catalogueCategory
      ? { key: 'category', values: { name: trophy.catalogueCategory.name } }
      : { key: 'anyCategory', values: {} },
  );
  if (trophy.organiser.kind === 'TEAM') rules.push({ key: 'team', values: { brand: trophy.organiser.name } });
  return rules;
}
