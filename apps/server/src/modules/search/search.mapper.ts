import { API_BASE, pathOf, ROUTES, type SearchFacets, type SearchHit } from '@plaudit/contract';
import { toRatingSummary } from '../catalogue/catalogue.cards.js';
import { highlight } from './search.highlight.js';
import type { FacetRow, HitRow } from './search.queries.js';
import type { SearchTerms } from './search.terms.js';

// Rows of search.queries as the contract's hits and facets.

export function toHit(row: HitRow, terms: SearchTerms): SearchHit {
  const imageUrl = row.image_file
    ? `${API_BASE}${pathOf(ROUTES.files.get.path, { '*': row.image_file })}`
    : row.image_url;
  return {
    type: row.type,
    id: row.id,
    name: row.name,
    slug: row.slug,
    brand:
      row.brand_name !== null && row.brand_profile !== null && row.brand_team_id !== null
        ? { id: row.brand_team_id, name: row.brand_name, creatorProfile: row.brand_profile }
        : null,
    imageUrl: imageUrl ?? null,
    rating: toRatingSummary(
      row.review_count === null ? null : Number(row.review_count),
      row.rating_sum === null ? null : Number(row.rating_sum),
    ),
    highlight: highlight(row.name, terms),
  };
}

export function toFacets(rows: FacetRow[]): SearchFacets {
  const type = { product: 0, brand: 0, youtuber: 0 };
  const category: SearchFacets['category'] = [];
  for (const row of rows) {
    if (row.kind === 'category') {
      category.push({
        id: row.category_id!,
        name: row.category_name!,
        slug: row.category_slug!,
        count: Number(row.count),
      });
    } else type[row.kind] = Number(row.count);
  }
  category.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return { type, category };
}
