import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_PRODUCT_CANDIDATES_MAX, type Language, type SearchResultType } from '@plaudit/contract';
import { rowsOf } from '../../db/rows.js';
import type { Db } from '../../db/client.js';
import { preparedSql } from '../../lib/prepared.js';
import { categories, creatorTeams, productImages } from '../../db/schema/index.js';
import { bayesianScoreOf } from '../reviews/reviews.scores.js';
import { teamIsBlocked } from '../catalogue/catalogue.rules.js';
import type { SearchTerms } from './search.terms.js';

// SQL of search, over search_documents (migration 0023): one row per public product, brand and YouTuber, kept by
// triggers, with its visibility resolved (all but a team's block, which ends by time alone: asked of the team's
// access columns on the row itself) and its review count and sum on it. Each kind is matched the same way on PGlite
// and PostgreSQL, and both sides pass through search_fold() (lower case, accents folded by unaccent: migration 0011),
// so "muller" finds Müller:
// - a product by a name starting with q (b-tree search_documents_product_prefix_idx), by its weighted search vector
//   (name A, tags B, description C; GIN search_documents_vector_idx) against the tsquery of q's words (below), or by a
//   close spelling of its name (`search_name %> q`, which is `q <% search_name`: pg_trgm's word similarity over
//   pg_trgm.word_similarity_threshold, 0.6 by default) or of a tag, or by the name of its category or of that
//   category's parent, in English or German, or a close spelling of it (categoriesNamed);
// - a brand and a YouTuber by their exact handle, a prefix or a close spelling of their name (partial indexes of
//   their own: they are few, and found whatever the products' cap).
// The tsquery has one part per word of q, all of them required (`&`): a word followed by another that is a word of
// some product is taken whole (typed to its end); a word of fewer than PREFIX_MIN_LENGTH letters is taken whole too
// (as a prefix, "a" is nearly every word); any other word is a prefix, still being typed, stated as the
// PREFIX_WORDS_MAX shortest words of the lexicon (migration 0012) starting with it: `'head':*` made the GIN index
// collect every product of every word starting with it before the candidates' cap could stop anything, and the
// shortest words are the ones closest to what is typed. A word of WIDEN_MIN_LENGTH letters or more that is no word of
// any product (the lexicon does not hold it) and the start of none also takes the CLOSE_WORDS_MAX lexicon words most
// like it (search_close_words(): pg_trgm similarity ≥ 0.4, GIN search_lexicon_trgm_idx): "cofee" is
// `('cofee' | 'coffee' | 'toffee')`, so a typo finds a word of a description too. A word some product has is taken as
// it is: "mountain" does not also find "fountain"; and a word that starts one is taken as being typed, not misspelt:
// "head" is `('head' | 'headphones')`, not also "heat" (the typo path only when the prefix finds no word).
// One score for every kind, so the "All" list mixes them by relevance: the name equal to q (3) or starting with it
// (2), plus 1 when it is a close spelling of the name, plus the word similarity to the name (0–1), plus a product's
// ts_rank (weights D .1, C .2, B .4, A 1) scaled below 1.
// Then rating (the Bayesian average of reviews/reviews.scores.ts over the platform mean `prior`; unrated last),
// then name and id so paging is stable.
// Cost at 100,000 products: each way of matching is its own branch of a UNION ALL, so each uses its index (one OR
// over all of them made the planner scan the whole table, computing word_similarity per row: ~0.3 s), each branch
// leaving out what an earlier one finds (rechecking only the rows its own index hands back), so the candidates are
// distinct. At most SEARCH_PRODUCT_CANDIDATES_MAX products are scored, names starting with q first, and one more
// than the cap says the cap was reached: the product counts are then lower bounds (`meta.capped`). A candidate is
// read once, from its document: it carries its score's inputs and its rating, and its word similarity to q and its
// rank are computed once, in the branch that finds it (so its search vector is never copied into the candidates);
// its brand's name and its cover are read for the page's rows only. A trigram match is written the way its index
// states it (`search_name %> q`): written `q <% search_name`, PostgreSQL checked each row the index handed back twice,
// as the index's recheck and again as a filter (the 340 brands "coffee" finds: 2.0 against 1.5 ms).
// The statement runs prepared (lib/prepared.ts), and its text is the same for every query, type, category and page
// (the words are one JSON parameter, the filters are parameters, not SQL left out): each connection plans it once,
// and PostgreSQL's generic plan serves every search after the fifth. What a generic plan cannot do is the reason for
// nameStartsWith and for folding the query once (foldedQuery). The text is rendered once, with placeholders (P).
// Each of those costs PostgreSQL's CPU at 10 connections on two cores, where a search waits behind the nine others:
// what it costs on one connection, five or six times over, is its latency there.

const RANK_WEIGHTS = '{0.1,0.2,0.4,1.0}';
/** A word shorter than this is never widened: trigrams say little about it, and it is likely still being typed. */
const WIDEN_MIN_LENGTH = 4;
/** At most this many lexicon words widen one word (at least 0.4 alike: "cofee" and "coffee" are 0.63; migration 0012). */
const CLOSE_WORDS_MAX = 3;
/** A word shorter than this is taken whole, never as a prefix: nearly every word starts with "a" or "co". */
const PREFIX_MIN_LENGTH = 3;
/** A prefix stands for at most this many lexicon words starting with it, the shortest first. */
const PREFIX_WORDS_MAX = 10;

/**
 * The candidates' caps as constants in the text: as parameters, a generic plan knew no LIMIT, estimated ten times as
 * many candidates and so cost more than the custom plans, and PostgreSQL kept planning every search anew (2–3 ms).
 */
const CANDIDATES_LIMIT = sql.raw(String(SEARCH_PRODUCT_CANDIDATES_MAX));
const CANDIDATES_CAP = sql.raw(String(SEARCH_PRODUCT_CANDIDATES_MAX + 1));

/**
 * What each search fills in (searchValues): the statement is rendered once with these placeholders (lib/prepared.ts),
 * since building it with Drizzle cost the server more CPU than anything else a search does.
 */
const P = {
  /** q's words (SearchTerms.words), as a JSON array. */
  words: sql.placeholder('words'),
  lower: sql.placeholder('lower'),
  type: sql.placeholder('type'),
  categoryId: sql.placeholder('categoryId'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
  prior: sql.placeholder('prior'),
  /** The reader's language ('en' or 'de'): the language of the category facets' names. */
  language: sql.placeholder('language'),
};

/**
 * The word similarity of q to a row's folded name, as each branch's select list computes it once for the row it
 * finds (`ws`): the score reads it twice, and `name %> q` is the same figure against pg_trgm's threshold. A name
 * holding q as whole words (between spaces or its ends, q being lower-case letters, digits and spaces: `qw`, see
 * firstCtes) holds every trigram of q in one stretch, which is a word similarity of exactly 1, found by a LIKE at a
 * tenth of the cost: "coffee" is a word of the names of its 340 brands, "wireless headphones" starts the names of
 * the 239 products it finds first, and word_similarity was a third of those searches.
 */
function wordSimilarity(folded: SQL): SQL {
  return sql`(case when (' ' || ${folded} || ' ') like (select qw from fq) then 1::float4
    else word_similarity(${foldedQuery()}, ${folded}) end)`;
}

/** `folded` is a close spelling of q (word similarity over pg_trgm's threshold), as its trigram index states it. */
function closeTo(folded: SQL): SQL {
  return sql`${folded} %> ${foldedQuery()}`;
}

/**
 * `folded`: the row's search_name; `ws`: wordSimilarity of it. A name matched by a close spelling (the `<%` the
 * branches find it by) earns a whole point more: with a product's rank held below 1 (rankOf), a name that matches
 * always outranks words found only in a description ("cofee": the brand Plaudit Coffee before a cold brew whose
 * description says coffee three times).
 */
function nameScore(folded: SQL, ws: SQL): SQL {
  return sql`(case when ${folded} = ${foldedQuery()} then 3 when ${startsWith(folded)} then 2 else 0 end
    + case when ${ws} >= (select t from fq) then 1 else 0 end
    + ${ws})`;
}

/**
 * ts_rank scaled to rank / (rank + 1) (normalisation 32), so words of the text never weigh a whole point. Not
 * ts_rank_cd: its cover density cost 3 µs a candidate against 0.5 (a tenth of a search that reaches the cap), and
 * gave every product "head" found the same 0.5 (one word, once, in the name) all the same.
 */
function rankOf(): SQL {
  return sql`coalesce(ts_rank(${RANK_WEIGHTS}::float4[], c.search_vector, (select q from tsq), 32), 0)`;
}

/**
 * `word` as a tsquery operand in quotes, so it is one lexeme taken as it is, whatever it holds: a lexicon word may
 * come from a URL in a description (`/grindr&ox`), and a typed word is letters and digits only, but folded.
 */
function quotedLexeme(word: SQL): SQL {
  return sql`(chr(39) || replace(replace(${word}, chr(92), chr(92) || chr(92)), chr(39), chr(39) || chr(39)) || chr(39))`;
}

/** ` | 'w1' | 'w2'`: the words of `list` (a subquery of `word`s), in its order; '' when it has none. */
function orEach(list: SQL): SQL {
  return sql`coalesce((select string_agg(' | ' || ${quotedLexeme(sql`x.word`)}, '' order by x.n)
    from (select l.word, row_number() over () as n from (${list}) l) x), '')`;
}

/**
 * The tsquery of q's words (see the top of this file), as one scalar subquery; null when no word folds to anything.
 * A digits-only word (a year, a model number) is never widened: "2024" must not find "2023".
 */
function tsqueryOf(): SQL {
  // The words are one parameter (a JSON array), so the statement's text is the same however many there are.
  const list = sql`${P.words}::jsonb`;
  const word = quotedLexeme(sql`f.w`);
  // A range of search_lexicon_prefix_idx, shortest words first: a generic plan makes no range of a LIKE.
  const startingWith = sql`select p.word from search_lexicon p
    where p.word ~>=~ h.w and p.word ~<~ (h.w || chr(1114111)) and left(p.word, char_length(h.w)) = h.w and p.word <> h.w
    order by char_length(p.word), p.word limit ${sql.raw(String(PREFIX_WORDS_MAX))}`;
  const close = sql`select s.word from search_close_words(f.w, ${sql.raw(String(CLOSE_WORDS_MAX))}) with ordinality s(word, n) order by s.n`;
  // Per word: `known` (a word of the lexicon) and `more` (` | 'w1' | …`, the words starting with it, for a word taken
  // as a prefix), each looked up once (`offset 0` keeps the planner from copying their subqueries into each use); the
  // close words only when neither finds a word. `known` is a scalar subquery, a probe of the lexicon's key: as an
  // EXISTS there, PostgreSQL hashed the whole lexicon for it at every search.
  const whole = (w: SQL) =>
    sql`(not ${w}.last and ${w}.known) or char_length(${w}.w) < ${sql.raw(String(PREFIX_MIN_LENGTH))}`;
  return sql`(select string_agg(case
        when ${whole(sql`f`)} then ${word}
        else '(' || ${word} || f.more || case
          when f.known or f.more <> '' or char_length(f.w) < ${sql.raw(String(WIDEN_MIN_LENGTH))} or f.w ~ '^[0-9]+$'
          then '' else ${orEach(close)} end || ')'
      end, ' & ' order by f.n)::tsquery
    from (select h.*, case when ${whole(sql`h`)} then '' else ${orEach(startingWith)} end as more
      from (select g.*, (select true from search_lexicon l where l.word = g.w) is not null as known
        from (select v.n, search_fold(v.w) as w, v.n = jsonb_array_length(${list}) as last
          from jsonb_array_elements_text(${list}) with ordinality v(w, n)) g where g.w <> '' offset 0) h offset 0) f)`;
}

/** The folded name starts with the folded query (the exact check of nameStartsWith, and the score's). */
function startsWith(folded: SQL): SQL {
  const from = foldedQuery();
  return sql`left(${folded}, char_length(${from})) = ${from}`;
}

/**
 * The name starts with q: a range of a b-tree (text_pattern_ops) and the exact check. The planner makes that range of
 * a LIKE only for a constant pattern; a prepared statement's generic plan sees a parameter, and took the trigram
 * index for a LIKE (three times slower).
 */
function nameStartsWith(folded: SQL): SQL {
  const from = foldedQuery();
  return sql`(${folded} ~>=~ ${from} and ${folded} ~<~ (${from} || chr(1114111)) and ${startsWith(folded)})`;
}

/**
 * The CTEs every statement starts with: `fq` (one row: `q`, the folded query; `t`, pg_trgm's word similarity
 * threshold; `qw`, the LIKE pattern of a text holding q as whole words, null unless q is only lower-case letters,
 * digits and spaces, where LIKE needs no escape and every word character is one to pg_trgm in any locale) and, when q
 * has words, `tsq` (one row, `q`: the tsquery of q's words).
 */
function firstCtes(hasWords: boolean): SQL {
  const fq = sql`fq as (select f.q, current_setting('pg_trgm.word_similarity_threshold')::float4 as t,
      case when f.q ~ '^[a-z0-9 ]+$' then '% ' || f.q || ' %' end as qw
    from (select search_fold(${P.lower}) as q) f), `;
  return hasWords ? sql`${fq}tsq as (select ${tsqueryOf()} as q), ` : fq;
}

/**
 * The folded query as a subquery of `fq`, so each mention is an InitPlan that reads the one row folded once: with a
 * constant, pg_trgm's estimator runs word_similarity over the column's statistics for every mention of a trigram
 * operator (0.8 ms of the statement's 3.3 ms of planning at 100,000 products, for estimates that pick the same
 * trigram index either way); and where the query is a parameter of a prepared statement's generic plan, search_fold()
 * of it would run for every row it meets. Folded per mention, it was 60 parameters and up to 20 calls of unaccent.
 */
function foldedQuery(): SQL {
  return sql`(select q from fq)`;
}

/** Not hidden by its team's block (a YouTuber has no team): the one part of visibility the documents cannot keep. */
function notBlocked(): SQL {
  return sql`(${teamIsBlocked({ accessStatus: sql`c.team_access_status`, accessUntil: sql`c.team_access_until` })}) is not true`;
}

/**
 * The columns of a product candidate that scoring and the page read, so no candidate is fetched twice: its word
 * similarity and its rank among them, computed where its row is read, so its search vector goes no further.
 */
function candidateColumns(hasWords: boolean): SQL {
  return sql`c.id, c.name, c.slug, c.category_id, c.team_id, c.search_name, c.review_count, c.rating_sum,
  ${wordSimilarity(sql`c.search_name`)} as ws, ${hasWords ? rankOf() : sql`0`} as rank`;
}

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
 * The CTE `kn`: the categories whose name, in English or German, is q or a close spelling of it, from their folded
 * names (migration 0032). Read only if the search reaches its category branch (a CTE is run when first read).
 */
function namedCategoriesCte(): SQL {
  return sql`kn as materialized (select k.id from ${categories} k
    where ${closeTo(sql`k.search_name`)} or ${closeTo(sql`k.search_name_de`)}), `;
}

/**
 * The categories named q (kn) and their sub-categories, as one array (computed once per statement): "kaffee" finds
 * the products of "Coffee & Tea" (German: "Kaffee & Tee") though no product says kaffee. The few categories are
 * scanned; the products are then found by search_documents_category_idx. Each name is checked once, on its own
 * row, from its stored fold: folding every name and its parent's at every search was 0.4 of a search's 1.1 ms.
 */
function categoriesNamed(): SQL {
  return sql`array(select k.id from ${categories} k
    where k.id in (select id from kn) or k.parent_id in (select id from kn))`;
}

/**
 * The CTE body `pc`: at most SEARCH_PRODUCT_CANDIDATES_MAX + 1 public products matching q: name prefix, words,
 * spelling of the name, spelling of a tag, the category's name, each branch leaving out what the earlier ones find, so
 * each product comes once. The search takes the first SEARCH_PRODUCT_CANDIDATES_MAX; one more says that more match.
 * Only public products have documents, and a blocked team's are left out here too, before the cap, so they cannot
 * take the places of public products. Each candidate carries CANDIDATE_COLUMNS from the row its index handed back.
 */
function productCandidates(hasWords: boolean): SQL {
  const words = hasWords ? sql`c.search_vector @@ (select q from tsq)` : null;
  const matches = [
    nameStartsWith(sql`c.search_name`),
    words,
    closeTo(sql`c.search_name`),
    closeTo(sql`c.tags_text`),
    sql`c.category_id = any(${categoriesNamed()})`,
  ].filter((m): m is SQL => m !== null);
  const select = sql`select ${candidateColumns(hasWords)} from search_documents c where c.kind = 'product' and ${notBlocked()}`;
  return sql`${eachMatchOnce(select, matches)} limit ${CANDIDATES_CAP}`;
}

/** The first SEARCH_PRODUCT_CANDIDATES_MAX candidates with their score and their reviews' count, sum and rank (a CTE body). */
function matchedProducts(): SQL {
  const ratingRank = bayesianScoreOf({ count: sql`c.review_count`, sum: sql`c.rating_sum` }, P.prior);
  return sql`select c.id, c.name, c.slug, c.category_id, c.team_id as brand_team_id,
      ${nameScore(sql`c.search_name`, sql`c.ws`)} + c.rank as score, c.review_count, c.rating_sum, ${ratingRank} as rating_rank
    from (select * from pc limit ${CANDIDATES_LIMIT}) c`;
}

/**
 * Brands and YouTubers by their exact handle, a prefix or a close spelling of their name (a CTE body, `kind` telling
 * them apart). The costly close spelling comes last, so each row's is computed once, in the branch that finds it.
 */
function matchedOthers(): SQL {
  const found = eachMatchOnce(
    sql`select c.id, c.kind, c.name, c.slug, c.image_url, c.search_name, c.review_count, c.rating_sum,
      ${wordSimilarity(sql`c.search_name`)} as ws
    from search_documents c where c.kind <> 'product' and ${notBlocked()}`,
    [sql`c.handle = ${P.lower}`, nameStartsWith(sql`c.search_name`), closeTo(sql`c.search_name`)],
  );
  return sql`select c.id, c.kind, c.name, c.slug, c.image_url, ${nameScore(sql`c.search_name`, sql`c.ws`)} as score,
      c.review_count, c.rating_sum
    from (${found}) c`;
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
    union all select kind as type, id, name, slug, null::uuid as brand_team_id, image_url, score,
      review_count, rating_sum, null::float8 as rating_rank from mo
      where (${type} is null or ${type} = kind) and ${noCategory}`;
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
    with ${firstCtes(hasWords)}${namedCategoriesCte()}pc as materialized (${productCandidates(hasWords)}),
      mp as (${matchedProducts()}), mo as (${matchedOthers()})
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
    with ${firstCtes(hasWords)}${namedCategoriesCte()}pc as materialized (${productCandidates(hasWords)}),
      mp as materialized (${matchedProducts()}), mo as materialized (${matchedOthers()}),
    page as (${pageOf(hitsOf())})
    select 'hit' as row_kind, ord, type, id, name, slug, brand_name, brand_profile, brand_team_id, image_url, image_file, review_count, rating_sum,
      null::text as kind, null::uuid as category_id, null::text as category_name, null::text as category_slug, null::int as count from page
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'product', null, null, null, count(*)::int from mp where ${inCategory}
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'brand', null, null, null, count(*)::int from mo where kind = 'brand' and ${others}
    union all select 'facet', null, null, null, null, null, null, null, null, null, null, null, null, 'youtuber', null, null, null, count(*)::int from mo where kind = 'youtuber' and ${others}
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
