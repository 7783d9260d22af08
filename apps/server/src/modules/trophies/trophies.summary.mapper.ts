import { PLATFORM_ORGANISER_NAME, type Language, type TrophyCandidate, type TrophySummary } from '@plaudit/contract';
import { inLanguage } from '../../lib/request-language.js';
import type { SummaryRow } from './trophies.read.queries.js';

// Rows of trophies.read.queries.ts into the contract's summary shape (every list and the detail's base), the names of
// its trophy category and catalogue category in the reader's language (English where there is no German).

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

export function toSummary(row: SummaryRow, language: Language = 'en'): TrophySummary {
  const t = row.trophy;
  // The winner is the decision's candidate row as frozen at the lock (display + figures).
  const winner: TrophyCandidate | null =
    row.winnerDisplay && row.winnerFigures ? { ...row.winnerDisplay, figures: row.winnerFigures } : null;
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    status: t.status,
    method: t.method,
    contentType: t.contentType,
    category: { ...row.category, name: inLanguage(language, row.category.name, row.categoryNameDe) },
    catalogueCategory: row.catalogueCategoryId
      ? {
          id: row.catalogueCategoryId,
          name: inLanguage(language, row.catalogueCategoryName ?? '', row.catalogueCategoryNameDe),
          slug: row.catalogueCategorySlug ?? '',
        }
      : null,
    organiser: {
      kind: t.teamId ? 'TEAM' : 'PLATFORM',
      name: t.teamId ? (row.teamBrandName ?? '') : PLATFORM_ORGANISER_NAME,
      handle: t.teamId ? (row.teamProfileHandle ?? null) : null,
      team: t.teamId
        ? {
            id: t.teamId,
            brandName: row.teamBrandName ?? '',
            creatorProfile: row.teamProfileHandle ?? '',
            iconUrl: row.teamIconUrl ?? null,
          }
        : null,
    },
    periodFrom: t.periodFrom,
    periodTo: t.periodTo,
    candidateCount: row.candidateCount,
    winner,
    lockedAt: iso(t.lockedAt),
    awardedAt: iso(t.awardedAt),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
