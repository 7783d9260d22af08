import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_PRODUCT_CANDIDATES_MAX, type Language, type SearchResultType } from '@plaudit/contract';
import { rowsOf } from '../../db/rows.js';
import type { Db } from '../../db/client.js';
import { preparedSql } from '../../lib/prepared.js';
import { categories, creatorTeams, productImages, productReviewStats, teamReviewStats } from '../../db/schema/index.js';
import { bayesianScoreOver } from '../reviews/reviews.scores.js';
import {
  eachTeamIsApproved,
  eachYoutuberIsPublic,
  productIsListed,
  teamIsBlocked,
} from '../catalogue/catalogue.rules.js';
import type { SearchTerms } from './search.terms.js';

// SQL of search. Each kind is matched the same way on PGlite and PostgreSQL, and both sides pass through
// search_fold() (lower case, accents folded by unaccent: migration 0011), so "muller" finds Müller:
// - a product by a name starting with q (b-tree products_name_prefix_idx), by its weighted search vector (name A,
//   tags B, description C; GIN products_search_idx) against the tsquery of q's words (below), or by a close spelling
//   of its name (`q <% search_fold(name)`: pg_trgm's word similarity over pg_trgm.word_similarity_threshold, 0.6 by
//   default; GIN products_name_trgm_idx) or of a tag (products_tags_trgm_idx, migration 0006), or by the name of its
//   category or of that category's parent, in English or German, or a close spelling of it (categoriesNamed);
// - a brand and a YouTuber by a close spelling of, or a prefix of, their name or handle (their trigram indexes).
// The tsquery has one part per word of q, all of them required (`&`): a word followed by another that is a word of
// some product is taken whole (typed to its end: a prefix of a common word, "wireless:*" in 22,000 products, cost a
// GIN scan 4 times the whole word's), the last word as a prefix (`cof:*`, still being typed), and for a word
// of WIDEN_MIN_LENGTH letters or more that is no word of any product (the lexicon of migration 0012 does not hold
// it) also the CLOSE_WORDS_MAX lexicon words most like it (search_close_words(): pg_trgm similarity ≥ 0.4, GIN
// search_lexicon_trgm_idx): "cofee" is `('cofee':* | 'coffee' | 'toffee')`, so a typo finds a word of a description
// too. A word some product has is taken as it is: "mountain" does not also find "fountain".
// One score for every kind, so the "All" list mixes them by relevance: the name equal to q (3) or starting with it
// (2), plus 1 when it is a close spelling of the name, plus the word similarity to the name (0–1), plus a product's
// ts_rank_cd (weights D .1, C .2, B .4, A 1) scaled below 1.
// Then rating (the Bayesian average of reviews/reviews.scores.ts over the platform mean `prior`; unrated last),
// then name and id so paging is stable.
// Cost at 100,000 products: each way of matching is its own branch of a UNION ALL, so each uses its
// index (one OR over all three made the planner scan the whole table, computing word_similarity per row: ~0.3 s),
// and at most SEARCH_PRODUCT_CANDIDATES_MAX candidates are scored, names starting with q first. The branches are
// disjoint (each leaves out what an earlier one finds, rechecking only the rows its own index hands back), so the
// candidates are distinct, and one more than the cap says the cap was reached: the product counts are then lower
// bounds (`meta.capped`). A candidate is read once: it carries the columns its score, its visibility and the page
// need, it is public by its own row (products.team_approved, kept by triggers: migration 0013; the team's block, which
// ends by time alone, through an index of the blocked teams), and its brand's name is read for the page's rows only.
// Before that, each candidate was fetched again, and its team's newest verification round looked up (a semi and an
// anti join per candidate), and the brand's name joined for all of them; brand and YouTuber names were folded by
// unaccent for each row their index handed back and three times more to score it (now kept folded: migration 0014);
// and the planner's estimates of the trigram operator are skipped (foldedQuery).
// Planning the statement took about 1.3 ms of its 5 ms, so it runs prepared (lib/prepared.ts), and its text is the same
// for every query, type, category and page (the words are one JSON parameter, the filters are parameters, not SQL
// left out): each connection plans it once, and PostgreSQL's generic plan serves every search after the fifth. What
// a generic plan cannot do is the reason for nameStartsWith and for folding the query once (foldedQuery). The text is
// rendered once, with placeholders (P): rendering it with Drizzle for each search cost the server 0.3 ms a search.
// The last word alone is a prefix, as search engines do it (Algolia's default `prefixLast`).

const RANK_WEIGHTS = '{0.1,0.2,0.4,1.0}';
/** A word shorter than this is never widened: trigrams say little about it, and it is likely still being typed. */
const WIDEN_MIN_LENGTH = 4;
/** At most this many lexicon words widen one word (at least 0.4 alike: "cofee" and "coffee" are 0.63; migration 0012). */
const CLOSE_WORDS_MAX = 3;

/**
 * What each search fills in (searchValues): the statement is rendered once with these placeholders (lib/prepared.ts),
 * since building it with Drizzle cost the server more CPU than anything else a search does.
 */
const P = {
  /** q's words (SearchTerms.words), as a JSON array. */
  words: sql.placeholder('words'),
  lower: sql.placeholder('lower'),
  prefix: sql.placeholder('prefix'),
  type: sql.placeholder('type'),
  categoryId: sql.placeholder('categoryId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  prior: sql.placeholder('prior'),
  /** The reader's language ('en' or 'de'): the language of the category facets' names. */
  language: sql.placeholder('language'),
};

/**
 * `folded`: the name as search_fold() gives it (a product's stored search_name). A name matched by a close spelling
 * (the `<%` the branches find it by) earns a whole point more: with a product's rank held below 1 (rankOf), a name
 * that matches always outranks words found only in a description ("cofee": the brand Plaudit Coffee before a cold
 * brew whose description says coffee three times).
 */
function nameScore(folded: SQL): SQL {
  return sql`(case when ${folded} = ${foldedQuery()} then 3 when ${folded} like ${foldedPrefix()} then 2 else 0 end
    + case when ${foldedQuery()} <% ${folded} then 1 else 0 end
    + word_similarity(${foldedQuery()}, ${folded}))`;
}

/** ts_rank_cd scaled to rank / (rank + 1) (normalisation 32), so words of the text never weigh a whole point. */
function rankOf(): SQL {
  return sql`coalesce(ts_rank_cd(${RANK_WEIGHTS}::float4[], c.search_vector, (select q from tsq), 32), 0)`;
}

/**
 * `word` as a tsquery operand in quotes, so it is one lexeme taken as it is, whatever it holds: a lexicon word may
 * come from a URL in a description (`/grindr&ox`), and a typed word is letters and digits only, but folded.
 */
function quotedLexeme(word: SQL): SQL {
  return sql`(chr(39) || replace(replace(${word}, chr(92), chr(92) || chr(92)), chr(39), chr(39) || chr(39)) || chr(39))`;
}

/**
 * The tsquery of q's words (see the top of this file), as one scalar subquery; null when no word folds to anything.
 * A digits-only word (a year, a model number) is never widened: "2024" must not find "2023".
 */
function tsqueryOf(): SQL {
  // The words are one parameter (a JSON array), so the statement's text is the same however many there are.
  const list = sql`${P.words}::jsonb`;
  const word = quotedLexeme(sql`f.w`);
  const known = sql`exists (select 1 from search_lexicon l where l.word = f.w)`;
  return sql`(select string_agg(case
        when not f.last and ${known} then ${word}
        when length(f.w) < ${sql.raw(String(WIDEN_MIN_LENGTH))} or f.w ~ '^[0-9]+$' or ${known}
          then ${word} || ':*'
        else '(' || ${word} || ':*' || coalesce((select string_agg(' | ' || ${quotedLexeme(sql`s.word`)}, '' order by s.n)
          from search_close_words(f.w, ${sql.raw(String(CLOSE_WORDS_MAX))}) with ordinality s(word, n)), '') || ')'
      end, ' & ' order by f.n)::tsquery
    from (select v.n, search_fold(v.w) as w, v.n = jsonb_array_length(${list}) as last
      from jsonb_array_elements_text(${list}) with ordinality v(w, n)) f where f.w <> '')`;
}

/**
 * The name starts with q: a range of the b-tree products_name_prefix_idx (text_pattern_ops) and the exact check. The
 * planner makes that range of a LIKE only for a constant pattern; a prepared statement's generic plan sees a
 * parameter, and took the trigram index for a LIKE (three times slower).
 */
function nameStartsWith(folded: SQL): SQL {
  const from = foldedQuery();
  return sql`(${folded} ~>=~ ${from} and ${folded} ~<~ (${from} || chr(1114111)) and left(${folded}, char_length(${from})) = ${from})`;
}

/** The CTE `tsq` (one row, `q`: the tsquery of q's words), when q has words. */
function tsqueryCte(hasWords: boolean): SQL {
  return hasWords ? sql`tsq as (select ${tsqueryOf()} as q), ` : sql``;
}

/**
 * The folded query as one subquery, computed once per statement (an InitPlan): with a constant, pg_trgm's estimator
 * runs word_similarity over the column's statistics for every mention of a trigram operator (0.8 ms of the statement's
 * 3.3 ms of planning at 100,000 products, for estimates that pick the same trigram index either way); and where the
 * query is a parameter of a prepared statement's generic plan, search_fold() of it would run for every row it meets.
 */
function foldedQuery(): SQL {
  return sql`(select search_fold(${P.lower}))`;
}

/** SearchTerms.prefix folded, as foldedQuery. */
function foldedPrefix(): SQL {
  return sql`(select search_fold(${P.prefix}))`;
}

/** The columns of a candidate that scoring, visibility and the page read, so no candidate is fetched twice. */
const CANDIDATE_COLUMNS = sql.raw(
  'c.id, c.name, c.slug, c.category_id, c.team_id, c.status, c.team_approved, c.search_name, c.search_vector',
);

/**
 * `select` (over `from … c`, ending in its own conditions or `where true`) once per way of matching, each leaving out
 * what the earlier ones find, as one UNION ALL: each branch uses its own index, and each row comes once.
 */
function eachMatchOnce(select: SQL, matches: SQL[]): SQL {
  return sql.join(
    matches.map((match, i) => {
      const notEarlier = matches.slice(0, i).map((earlier) => sql` and (${earlier}) is not true`);
      return sql`${select} and ${match}${sql.join(notEarlier, sql``)}`;
    }),
    sql` union all `,
  );
}

/**
 * The categories whose name, in English or German, or whose parent's name is q or a close spelling of it, as one
 * array (computed once per statement): "kaffee" finds the products of "Coffee & Tea" (German: "Kaffee & Tee") though
 * no product says kaffee. The few categories are scanned; the products are then found by products_category_status_idx.
 */
function categoriesNamed(): SQL {
  const named = (name: SQL) => sql`(${foldedQuery()} <% search_fold(coalesce(${name}, '')))`;
  return sql`array(select k.id from ${categories} k left join ${categories} kp on kp.id = k.parent_id
    where ${named(sql`k.name`)} or ${named(sql`k.name_de`)} or ${named(sql`kp.name`)} or ${named(sql`kp.name_de`)})`;
}

/**
 * The CTE body `pc`: at most SEARCH_PRODUCT_CANDIDATES_MAX + 1 PUBLISHED products matching q: name prefix, words,
 * spelling of the name, spelling of a tag, the category's name, each branch leaving out what the earlier ones find, so
 * each product comes
 * once. The search takes the first SEARCH_PRODUCT_CANDIDATES_MAX; one more says that more match. Drafts and archived
 * products are left out here, before the cap (a recheck of the row the index hands back), so a team's many matching
 * drafts cannot take the places of public products; the brand's own visibility is applied after the cap
 * (matchedProducts). Each candidate carries CANDIDATE_COLUMNS from the row its index handed back.
 */
function productCandidates(hasWords: boolean): SQL {
  const words = hasWords ? sql`c.search_vector @@ (select q from tsq)` : null;
  const matches = [
    nameStartsWith(sql`c.search_name`),
    words,
    sql`${foldedQuery()} <% c.search_name`,
    sql`${foldedQuery()} <% product_tags_text(c.tags)`,
    sql`c.category_id = any(${categoriesNamed()})`,
  ].filter((m): m is SQL => m !== null);
  return sql`${eachMatchOnce(sql`select ${CANDIDATE_COLUMNS} from products c where c.status = 'PUBLISHED'`, matches)} limit ${SEARCH_PRODUCT_CANDIDATES_MAX + 1}`;
}

/**
 * The public products among the first SEARCH_PRODUCT_CANDIDATES_MAX candidates, with their score and their reviews'
 * count, sum and rank (a CTE body). Scored from the candidate's own columns, and public by its own row
 * (productIsListed: the team's approval is kept on the product), so a candidate costs one probe of its review
 * stats and nothing more; its brand's name is read for the page's rows only (pageOf).
 */
function matchedProducts(hasWords: boolean): SQL {
  const rank = !hasWords ? sql`0` : rankOf();
  const listed = productIsListed({ status: sql`c.status`, teamApproved: sql`c.team_approved`, teamId: sql`c.team_id` });
  return sql`select c.id, c.name, c.slug, c.category_id, c.team_id as brand_team_id, ${nameScore(sql`c.search_name`)} + ${rank} as score,
      ${productReviewStats.reviewCount} as review_count, ${productReviewStats.ratingSum} as rating_sum, ${bayesianScoreOver(P.prior)} as rating_rank
    from (select * from pc limit ${SEARCH_PRODUCT_CANDIDATES_MAX}) c left join ${productReviewStats} on ${productReviewStats.productId} = c.id
    where ${listed}`;
}

/** Brands by a close spelling or a prefix of their name, or their exact handle (a CTE body). */
function matchedBrands(): SQL {
  const found = eachMatchOnce(
    sql`select c.id, c.brand_name, c.profile_handle, c.icon_url, c.search_name, c.access_status, c.access_until
    from creator_teams c where true`,
    [
      sql`${foldedQuery()} <% c.search_name`,
      sql`c.search_name like ${foldedPrefix()}`,
      sql`lower(c.profile_handle) = ${P.lower}`,
    ],
  );
  return sql`select c.id, c.brand_name as name, c.profile_handle as slug, c.icon_url as image_url, ${nameScore(sql`c.search_name`)} as score,
      ${teamReviewStats.reviewCount} as review_count, ${teamReviewStats.ratingSum} as rating_sum
    from (${found}) c left join ${teamReviewStats} on ${teamReviewStats.teamId} = c.id
    where ${eachTeamIsApproved(sql`c.id`)} and not ${teamIsBlocked({ accessStatus: sql`c.access_status`, accessUntil: sql`c.access_until` })}`;
}

/**
 * YouTubers by their exact handle, a prefix or a close spelling of their page name (a CTE body). The few YouTubers
 * are scanned, not looked up by index, and each branch rechecks the ones before it: the costly close spelling comes
 * last, so it is computed once per YouTuber, not twice.
 */
function matchedYoutubers(): SQL {
  const found = eachMatchOnce(sql`select y.id, y.page_name, y.handle, y.search_name from youtubers y where true`, [
    sql`y.handle = ${P.lower}`,
    sql`y.search_name like ${foldedPrefix()}`,
    sql`${foldedQuery()} <% y.search_name`,
  ]);
  return sql`select y.id, y.page_name as name, y.handle as slug, ${nameScore(sql`y.search_name`)} as score
    from (${found}) y where ${eachYoutuberIsPublic({ id: sql`y.id`, handle: sql`y.handle` })}`;
}

export interface SearchFilter {
  type?: SearchResultType;
  categoryId?: string;
  /** The reader's language, for the category facets' names (English when absent or when a category has none in it). */
  language?: Language;
}

export interface HitRow {
  type: SearchResultType;
  id: string;
  name: string;
  slug: string;
  brand_name: string | null;
  brand_profile: string | null;
  brand_team_id: string | null;
  image_file: string | null;
  image_url: string | null;
  review_count: number | null;
  rating_sum: number | null;
}

/**
 * The hits of every kind, each kind kept or left out by the filter's parameters (not by leaving its SQL out), so one
 * statement text serves every filter: the prepared statement (lib/prepared.ts) is planned once for all of them.
 */
function hitsOf(): SQL {
  const type = sql`${P.type}::text`;
  const kept = (kind: SearchResultType) => sql`(${type} is null or ${type} = ${kind})`;
  const { inCategory, noCategory } = categoryFilter();
  return sql`select 'product' as type, id, name, slug, brand_team_id, null::text as image_url, score,
      review_count, rating_sum, rating_rank from mp where ${kept('product')} and ${inCategory}
    union all select 'brand' as type, id, name, slug, null::uuid as brand_team_id, image_url, score,
      review_count, rating_sum, null::float8 as rating_rank from mb where ${kept('brand')} and ${noCategory}
    union all select 'youtuber' as type, id, name, slug, null::uuid as brand_team_id, null::text as image_url, score,
      null::int as review_count, null::int as rating_sum, null::float8 as rating_rank from my where ${kept('youtuber')} and ${noCategory}`;
}

/**
 * The filter's category as conditions on a parameter: a product row is in it (or no category is asked for), and no
 * category is asked for (brands and YouTubers have none, so a category leaves them out).
 */
function categoryFilter(): { inCategory: SQL; noCategory: SQL } {
  const category = sql`${P.categoryId}::uuid`;
  return { inCategory: sql`(${category} is null or category_id = ${category})`, noCategory: sql`${category} is null` };
}

/**
 * The page's rows (best first, numbered) with each product's brand and cover; `hits` is empty when the filter keeps
 * nothing. The brand is joined here, for the page's rows, rather than for every candidate.
 */
function pageOf(hits: SQL): SQL {
  const order = (p: string) => sql.raw(`${p}score desc, ${p}rating_rank desc nulls last, ${p}name asc, ${p}id asc`);
  return sql`select row_number() over (order by ${order('page.')})::int as ord, page.*,
      ${creatorTeams.brandName} as brand_name, ${creatorTeams.profileHandle} as brand_profile,
      (select ${productImages.files}->>'320' from ${productImages}
        where page.type = 'product' and ${productImages.productId} = page.id order by ${productImages.position} limit 1) as image_file
    from (select * from (${hits}) hits order by ${order('')} limit ${P.limit} offset ${P.offset}) page
      left join ${creatorTeams} on ${creatorTeams.id} = page.brand_team_id`;
}

/** The placeholders' values (P) for one search. */
function searchValues(t: SearchTerms, filter: SearchFilter, limit: number, offset: number, prior: number) {
  return {
    words: JSON.stringify(t.words),
    lower: t.lower,
    prefix: t.prefix,
    type: filter.type ?? null,
    categoryId: filter.categoryId ?? null,
    limit,
    offset,
    prior,
    language: filter.language ?? 'en',
  };
}

/**
 * A statement per shape: a query with words and one without (no tsquery, so no CTE `tsq`). Each is rendered once,
 * and prepared once per database handle and connection under its own name.
 */
function byShape(name: string, statement: (hasWords: boolean) => SQL) {
  const shapes = { words: preparedSql(name, statement(true)), none: preparedSql(`${name}_no_words`, statement(false)) };
  return (db: Db, t: SearchTerms) => (t.words.length > 0 ? shapes.words : shapes.none)(db);
}

const pageStatement = byShape(
  'search_page',
  (hasWords) => sql`
    with ${tsqueryCte(hasWords)}pc as materialized (${productCandidates(hasWords)}),
      mp as (${matchedProducts(hasWords)}), mb as (${matchedBrands()}), my as (${matchedYoutubers()})
    ${pageOf(hitsOf())} order by ord`,
);

/** One page of hits of every kind the filter keeps, best first (suggestions: no facets). */
export async function searchPage(
  db: Db,
  t: SearchTerms,
  filter: SearchFilter,
  limit: number,
  offset: number,
  prior: number,
): Promise<HitRow[]> {
  return rowsOf<HitRow>(await pageStatement(db, t).execute(searchValues(t, filter, limit, offset, prior)));
}

export interface FacetRow {
  kind: 'product' | 'brand' | 'youtuber' | 'category';
  category_id: string | null;
  category_name: string | null;
  category_slug: string | null;
  count: number;
}

const facetsStatement = byShape('search', (hasWords) => {
  const { inCategory, noCategory: others } = categoryFilter();
  return sql`
    with ${tsqueryCte(hasWords)}pc as materialized (${productCandidates(hasWords)}),
      mp as materialized (${matchedProducts(hasWords)}), mb as materialized (${matchedBrands()}), my as materialized (${matchedYoutubers()}),
    page as (${pageOf(hitsOf())})
    select 'hit' as row_kind, ord, type, id, name, slug, brand_name, brand_profile, brand_team_id, image_url, image_file, review_count, rating_sum,
      null::text as kind, null::uuid as category_id, null::text as category_name, null::text as category_slug, null::int as count from page
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'product', null, null, null, count(*)::int from mp where ${inCategory}
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'brand', null, null, null, count(*)::int from mb where ${others}
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'youtuber', null, null, null, count(*)::int from my where ${others}
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'category', c.id,
      case when ${P.language}::text = 'de' and coalesce(c.name_de, '') <> '' then c.name_de else c.name end, c.slug, count(*)::int
      from mp join ${categories} c on c.id = mp.category_id group by c.id, c.name, c.name_de, c.slug
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'candidates', null, null, null, count(*)::int from pc`;
});

/**
 * A page of hits and the facets' counts in one statement, so the matched set is found once: each type (with the
 * category applied; brands and YouTubers have none) and each category (with neither type nor category applied).
 * A category keeps products only. `capped`: more products match than were counted (SEARCH_PRODUCT_CANDIDATES_MAX),
 * so the product and category counts are lower bounds.
 */
export async function searchWithFacets(
  db: Db,
  t: SearchTerms,
  filter: SearchFilter,
  limit: number,
  offset: number,
  prior: number,
) {
  const result = await facetsStatement(db, t).execute(searchValues(t, filter, limit, offset, prior));
  // The last row, kind 'candidates', counts the candidates (at most one more than the cap).
  type Row = HitRow &
    Omit<FacetRow, 'kind'> & {
      kind: FacetRow['kind'] | 'candidates' | null;
      row_kind: 'hit' | 'facet';
      ord: number | null;
    };
  const rows = rowsOf<Row>(result);
  const candidates = rows.find((r) => r.kind === 'candidates');
  return {
    hits: rows.filter((r) => r.row_kind === 'hit').sort((a, b) => a.ord! - b.ord!) as HitRow[],
    facets: rows.filter((r) => r.row_kind === 'facet' && r.kind !== 'candidates') as FacetRow[],
    capped: Number(candidates?.count ?? 0) > SEARCH_PRODUCT_CANDIDATES_MAX,
  };
}
