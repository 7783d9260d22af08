import type { HighlightSegment } from '@plaudit/contract';
import type { SearchTerms } from './search.terms.js';

// The matched part of a name, as text segments the web renders safely (issue 16 §4: never HTML). A query word marks
// where it occurs in the name (case-insensitive); a word of the name that no query word occurs in is marked as a
// whole when it is a close spelling of one (the trigram match that found "Sennheiser" for "sennheisr").

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3));
  return out;
}

/** pg_trgm's similarity of two single words: shared trigrams over all trigrams. */
function similarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared += 1;
  return shared / (ta.size + tb.size - shared);
}

const CLOSE_SPELLING = 0.45;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function highlight(name: string, terms: SearchTerms): HighlightSegment[] {
  const marked = new Array<boolean>(name.length).fill(false);
  // The whole query first (it may hold spaces or signs), then each word.
  const needles = [terms.lower, ...terms.words].filter((n) => n.length > 0);
  let found = false;
  for (const needle of needles) {
    // 'u' + 'i' folds case one code unit for one, so indices in the lower-cased text are the name's own.
    for (const m of name.matchAll(new RegExp(escapeRegExp(needle), 'giu'))) {
      found = true;
      for (let i = m.index; i < m.index + m[0].length; i += 1) marked[i] = true;
    }
  }
  if (!found) {
    for (const m of name.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = m[0].toLowerCase();
      if (terms.words.some((w) => similarity(w, word) >= CLOSE_SPELLING)) {
        for (let i = m.index; i < m.index + m[0].length; i += 1) marked[i] = true;
      }
    }
  }
  const segments: HighlightSegment[] = [];
  for (let i = 0; i < name.length; i += 1) {
    const last = segments.at(-1);
    if (last && last.match === marked[i]) last.text += name[i];
    else segments.push({ text: name[i]!, match: marked[i]! });
  }
  return segments;
}
