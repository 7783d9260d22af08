// What the SQL of a search needs from the typed text, derived once: the lower-cased query for trigram similarity and
// "the name starts with it", and the words of the tsquery, made only of letters and digits (the SQL quotes each one as
// a lexeme, so no operator a visitor types reaches the tsquery: search.queries.ts).

/** At most this many words go into the tsquery: a pasted paragraph must not build a huge query. */
const MAX_WORDS = 8;

export interface SearchTerms {
  /** The query, trimmed and lower-cased (compared with lower(name)). */
  lower: string;
  /**
   * The words (runs of letters and digits), lower-cased, at most MAX_WORDS: the tsquery's (the last a prefix, a
   * misspelt one widened by close words of the lexicon) and the highlight's. Empty when the query has no letter or digit.
   */
  words: string[];
}

export function searchTerms(q: string): SearchTerms {
  const lower = q.trim().toLowerCase();
  const words = (lower.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return {
    lower,
    words,
  };
}
