import { RELATIVE_TIME } from '@plaudit/contract';

// An Intl formatter takes tens of microseconds to make and never changes, and a page of cards formats hundreds of
// numbers and dates (on the server's first render too): one per locale and options is made and kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/**
 * Spec §9 relative time: under 60 s "just now", under an hour minutes, under a day hours, under 7 days days,
 * otherwise the local date (US English forms for English).
 */
export function formatRelativeTime(date: string | Date, opts: { locale: string; justNow: string; now?: Date }): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const now = opts.now ?? new Date();
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const locale = intlLocale(opts.locale);
  if (seconds < RELATIVE_TIME.justNow) return opts.justNow;
  const rtf = kept(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  if (seconds < RELATIVE_TIME.minutes) return rtf.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < RELATIVE_TIME.hours) return rtf.format(-Math.floor(seconds / 3600), 'hour');
  if (seconds < RELATIVE_TIME.days) return rtf.format(-Math.floor(seconds / 86_400), 'day');
  return formatDate(then, opts.locale);
}

/** 'en' → en-US, 'de' → de-DE. */
export function intlLocale(language: string): string {
  if (language.startsWith('de')) return 'de-DE';
  return 'en-US';
}

export function formatDate(date: string | Date, language: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return dateTimeFormat(intlLocale(language), { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

export function formatDateTime(date: string | Date, language: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  return dateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** Whole seconds from now until `iso` (0 when past). */
export function secondsUntil(iso: string | null | undefined, now = Date.now()): number {
  if (!iso) return 0;
  const t = Date.parse(iso);
  return Number.isFinite(t) ? Math.max(0, Math.ceil((t - now) / 1000)) : 0;
}

/** Initials for an avatar: first letters of first and last name. */
export function initials(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

/** Spec §2/§9: an organisation's initials, up to ORG_INITIALS_MAX letters (first letters of its first words). */
export function orgInitials(brandName: string, max = 2): string {
  const words = brandName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]!].slice(0, 1) : words.map((w) => [...w][0] ?? '');
  return letters.slice(0, max).join('').toUpperCase();
}
