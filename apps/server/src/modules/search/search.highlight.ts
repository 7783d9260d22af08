import type { HighlightSegment } from '@plaudit/contract';
import type { SearchTerms } from './search.terms.js';

// The matched part of a name, as text segments the web renders safely (never HTML). A query word marks
// where it occurs in the name (case and accents aside); a word of the name that no query word occurs in is marked as a
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

/** A character as search compares it (the SQL's search_fold: lower case, accents off, ß as ss). */
const foldChar = (c: string) =>
  c.charCodeAt(0) < 0x80
    ? c.toLowerCase()
    : c.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
// Most names are plain ASCII, which folds to its lower case: normalising character by character was a tenth of the
// server's time for a search.
const ASCII = /^\p{ASCII}*$/u;
const fold = (text: string) => (ASCII.test(text) ? text.toLowerCase() : [...text].map(foldChar).join(''));

/** The folded name, and for each of its code units the index of the name's character it came from. */
function folded(name: string): { text: string; from: number[] } {
  if (ASCII.test(name)) return { text: name.toLowerCase(), from: Array.from({ length: name.length }, (_, i) => i) };
  let text = '';
  const from: number[] = [];
  let index = 0;
  for (const c of name) {
    const f = foldChar(c);
    text += f;
    for (let i = 0; i < f.length; i += 1) from.push(index);
    index += c.length;
  }
  return { text, from };
}

export function highlight(name: string, terms: SearchTerms): HighlightSegment[] {
  const marked = new Array<boolean>(name.length).fill(false);
  // Compared folded, as the SQL matched ("muller" marks "Müller"), and marked on the name's own characters.
  const { text, from } = folded(name);
  const mark = (start: number, end: number) => {
    const first = from[start]!;
    const last = from[end - 1]!;
    const lastLength = name.codePointAt(last)! > 0xffff ? 2 : 1;
    for (let i = first; i < last + lastLength; i += 1) marked[i] = true;
  };
  // The whole query first (it may hold spaces or signs), then each word.
  const needles = [terms.lower, ...terms.words].map(fold).filter((n) => n.length > 0);
  let found = false;
  for (const needle of needles) {
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      found = true;
      mark(at, at + needle.length);
    }
  }
  if (!found) {
    for (const m of name.matchAll(/[\p{L}\p{N}]+/gu)) {
      const word = fold(m[0]);
      if (terms.words.some((w) => similarity(fold(w), word) >= CLOSE_SPELLING)) {
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
