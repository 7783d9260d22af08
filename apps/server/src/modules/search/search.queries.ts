import { sql, type SQL } from 'drizzle-orm';
import type { SearchResultType } from '@plaudit/contract';
import type { DbOrTx } from '../../db/tx.js';
import { rowsOf } from '../../db/rows.js';
import { categories, creatorTeams, productImages, products, youtubers } from '../../db/schema/index.js';
import { productIsPublic, teamIsApproved, teamIsBlocked, youtuberIsPublic } from '../catalogue/catalogue.visibility.js';
import type { SearchTerms } from './search.terms.js';

// SQL of search (issue 16 §4). Each kind is matched the same way on PGlite and PostgreSQL:
// - a product by its weighted search vector (name A, tags B, description C) against a prefix tsquery (GIN
//   products_search_idx), or by a close spelling of its name (`q <% lower(name)`: pg_trgm's word similarity over
//   pg_trgm.word_similarity_threshold, 0.6 by default; GIN products_name_trgm_idx), or by a name starting with q;
// - a brand and a YouTuber by a close spelling of, or a prefix of, their name or handle (their trigram indexes).
// One score for every kind, so the "All" list mixes them by relevance: the name equal to q (3) or starting with it
// (2), plus the word similarity to the name (0–1), plus a product's ts_rank_cd (weights D .1, C .2, B .4, A 1).
// Then rating (reviews do not exist yet: every rating is null), then name and id so paging is stable.

const RANK_WEIGHTS = '{0.1,0.2,0.4,1.0}';

function nameScore(name: SQL, t: SearchTerms): SQL {
  return sql`(case when lower(${name}) = ${t.lower} then 3 when lower(${name}) like ${t.prefix} then 2 else 0 end
    + word_similarity(${t.lower}, lower(${name})))`;
}

function productTextMatch(t: SearchTerms): SQL {
  const fullText = t.tsquery === null ? sql`false` : sql`${products.searchVector} @@ to_tsquery('simple', ${t.tsquery})`;
  return sql`(${fullText} or ${t.lower} <% lower(${products.name}) or lower(${products.name}) like ${t.prefix})`;
}

/** The public products matching, with their score (a CTE body). */
function matchedProducts(t: SearchTerms): SQL {
  const rank = t.tsquery === null ? sql`0` : sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${products.searchVector}, to_tsquery('simple', ${t.tsquery}))`;
  return sql`select ${products.id} as id, ${products.name} as name, ${products.slug} as slug, ${products.categoryId} as category_id,
      ${creatorTeams.brandName} as brand_name, ${creatorTeams.profileHandle} as brand_profile,
      ${nameScore(sql`${products.name}`, t)} + ${rank} as score
    from ${products} join ${creatorTeams} on ${creatorTeams.id} = ${products.teamId}
    where ${productTextMatch(t)} and ${productIsPublic(products, creatorTeams)}`;
}

function matchedBrands(t: SearchTerms): SQL {
  return sql`select ${creatorTeams.id} as id, ${creatorTeams.brandName} as name, ${creatorTeams.profileHandle} as slug,
      ${creatorTeams.iconUrl} as image_url, ${nameScore(sql`${creatorTeams.brandName}`, t)} as score
    from ${creatorTeams}
    where (${t.lower} <% lower(${creatorTeams.brandName}) or lower(${creatorTeams.brandName}) like ${t.prefix}
        or lower(${creatorTeams.profileHandle}) like ${t.prefix})
      and ${teamIsApproved(creatorTeams.id)} and not ${teamIsBlocked(creatorTeams)}`;
}

function matchedYoutubers(t: SearchTerms): SQL {
  return sql`select ${youtubers.id} as id, ${youtubers.pageName} as name, ${youtubers.handle} as slug,
      ${nameScore(sql`${youtubers.pageName}`, t)} as score
    from ${youtubers}
    where (${t.lower} <% lower(${youtubers.pageName}) or lower(${youtubers.pageName}) like ${t.prefix}
        or ${youtubers.handle} like ${t.prefix})
      and ${youtuberIsPublic(youtubers)}`;
}

export interface SearchFilter {
  type?: SearchResultType;
  categoryId?: string;
}

export interface HitRow {
  type: SearchResultType;
  id: string;
  name: string;
  slug: string;
  brand_name: string | null;
  brand_profile: string | null;
  image_file: string | null;
  image_url: string | null;
}

/**
 * One page of hits of every kind the filter keeps, best first. A category keeps products only (brands and
 * YouTubers have none). The cover is looked up for the page's products only.
 */
export async function searchPage(db: DbOrTx, t: SearchTerms, filter: SearchFilter, limit: number, offset: number): Promise<HitRow[]> {
  const want = (type: SearchResultType) => (filter.type === undefined || filter.type === type) && (type === 'product' || filter.categoryId === undefined);
  const parts: SQL[] = [];
  if (want('product')) {
    const inCategory = filter.categoryId === undefined ? sql`true` : sql`category_id = ${filter.categoryId}`;
    parts.push(sql`select 'product' as type, id, name, slug, brand_name, brand_profile, null::text as image_url, score from mp where ${inCategory}`);
  }
  if (want('brand')) parts.push(sql`select 'brand' as type, id, name, slug, null::text as brand_name, null::text as brand_profile, image_url, score from mb`);
  if (want('youtuber')) parts.push(sql`select 'youtuber' as type, id, name, slug, null::text as brand_name, null::text as brand_profile, null::text as image_url, score from my`);
  if (parts.length === 0) return [];
  const result = await db.execute(sql`
    with mp as (${matchedProducts(t)}), mb as (${matchedBrands(t)}), my as (${matchedYoutubers(t)}),
    hits as (${sql.join(parts, sql` union all `)}),
    page as (select * from hits order by score desc, name asc, id asc limit ${limit} offset ${offset})
    select page.type, page.id, page.name, page.slug, page.brand_name, page.brand_profile, page.image_url,
      (select ${productImages.files}->>'320' from ${productImages}
        where page.type = 'product' and ${productImages.productId} = page.id order by ${productImages.position} limit 1) as image_file
    from page order by page.score desc, page.name asc, page.id asc`);
  return rowsOf<HitRow>(result);
}

export interface FacetRow {
  kind: 'product' | 'brand' | 'youtuber' | 'category';
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  count: number;
}

/** The counts of the facets in one statement: each type (with the category applied) and each category. */
export async function searchFacets(db: DbOrTx, t: SearchTerms, categoryId: string | undefined): Promise<FacetRow[]> {
  const inCategory = categoryId === undefined ? sql`true` : sql`category_id = ${categoryId}`;
  const others = categoryId === undefined ? sql`true` : sql`false`;
  const result = await db.execute(sql`
    with mp as (${matchedProducts(t)})
    select 'product' as kind, null::uuid as category_id, null as category_name, null as category_slug, count(*)::int as count from mp where ${inCategory}
    union all select 'brand', null, null, null, count(*)::int from (${matchedBrands(t)}) mb where ${others}
    union all select 'youtuber', null, null, null, count(*)::int from (${matchedYoutubers(t)}) my where ${others}
    union all select 'category', c.id, c.name, c.slug, count(*)::int
      from mp join ${categories} c on c.id = mp.category_id group by c.id, c.name, c.slug`);
  return rowsOf<FacetRow>(result);
}
