import { SLUG_MAX } from './limits.js';

// A product's slug derived from its name: lower-case, diacritics folded, every other run of
// characters one hyphen. The server derives a missing slug with it and the editor shows the same slug while
// the name is typed, so both agree on what "derived" means.

/** Letters that Unicode does not decompose into a base letter and a mark. */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', þ: 'th', ð: 'd' };

/** `Crème Brûlée – 250 g` → `creme-brulee-250-g`; '' when nothing usable is left. */
export function slugFromName(name: string, max: number = SLUG_MAX): string {
  const folded = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæøœłđþð]/g, (c) => FOLDS[c] ?? c);
  const slug = folded.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/g, '');
}

/** `base`, or `base-2`, `base-3`, … : the first one not in `taken`, still within `max` characters. */
export function freeSlug(base: string, taken: ReadonlySet<string>, max: number = SLUG_MAX): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, max - suffix.length).replace(/-+$/g, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
