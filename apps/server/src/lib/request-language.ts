import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@plaudit/contract';

// The language a request is read in, stated once: the one the person chose (the web app's language cookie, sent with
// every call), else what the browser prefers first, as the web's i18n picks it (German for a `de` first preference,
// English otherwise). Public answers that carry words entered per language (category names) use it; the server's
// first render of a page uses it to decide whether it can draw the page.

export function requestLanguage(
  request: Pick<FastifyRequest, 'headers'> & { cookies?: Record<string, string | undefined> },
): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  if (chosen && (LANGUAGES as readonly string[]).includes(chosen)) return chosen as Language;
  const first = (request.headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('de') ? 'de' : 'en';
}

/** A text entered per language, in `language`: the German one for German readers when there is one, else English. */
export function inLanguage<T extends string | null>(
  language: Language,
  english: T,
  german: string | null | undefined,
): T | string {
  return language === 'de' && german ? german : english;
}
