// What the SQL of a search needs from the typed text, derived once: the lower-cased query for trigram similarity,
// a LIKE pattern for "the name starts with it", and a prefix tsquery made only of letters and digits (so no
// operator a visitor types can reach to_tsquery's parser).

/** At most this many words go into the tsquery: a pasted paragraph must not build a huge query. */
const MAX_WORDS = 8;

export interface SearchTerms {
  /** The query, trimmed and lower-cased (compared with lower(name)). */
  lower: string;
  /** `lower` with LIKE's wildcards escaped, then `%`: the name starts with the query. */
  prefix: string;
  /** `word1:* & word2:*`, or null when the query has no letter or digit. */
  tsquery: string | null;
  /** The words, lower-cased (the highlight marks them). */
  words: string[];
}

export function searchTerms(q: string): SearchTerms {
  const lower = q.trim().toLowerCase();
  const words = (lower.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  return {
    lower,
    prefix: `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    tsquery: words.length > 0 ? words.map((w) => `${w}:*`).join(' & ') : null,
    words,
  };
}
