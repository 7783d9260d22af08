import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contractEn, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@plaudit/contract';
// i18next with one namespace per feature plus `contract`: the message keys the API and the zod schemas answer
// with, in the contract's own English and German, so a validation message reads exactly as the says.
// Every `src/locales/<language>/<namespace>.json` is picked up by name, so a feature adds its texts without
// touching this file. The English texts of the public pages ship with the app (English is every language's
// fallback); the signed-in areas' English texts and every other language are chunks of their own, fetched by the
// backend below when a screen asks for them or before i18next switches language, so the first route does not carry
// texts most visitors never read (250 KB of gzipped JavaScript).

type Namespaces = Record<string, Record<string, unknown>>;
export { SIGNED_IN_NAMESPACES } from './i18n-namespaces';
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  ['../locales/en/*.json', '!../locales/en/{SIGNED_IN_NAMESPACES}.json'],
  { eager: true },
);
const english: Namespaces = { contract: contractEn };
for (const [file, module] of Object.entries(englishFiles)) {
  const namespace = /\/(\w+)\.json$/.exec(file)?.[1];
  if (namespace) english[namespace] = module.default;
}

/** The texts loaded on demand: English's signed-in namespaces, and each other language whole (see i18n-de.ts). */
const lazyTexts: Record<Language, () => Promise<{ default: Namespaces }>> = {
  en: () => import('./i18n-en-signed-in'),
  de: () => import('./i18n-de'),
};

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(language, namespace, callback) {
    const load = lazyTexts[language as Language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, (module.default[namespace] ?? {}) as ResourceKey),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const LANGUAGE_STORAGE_KEY = 'plaudit.language';

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved && (LANGUAGES as readonly string[]).includes(saved)) return saved as Language;
  } catch {
    /* storage blocked: fall through */
  }
  if (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('de')) return 'de';
  return 'en';
}

/**
 * Settles once the first language's texts are in: app/start.tsx renders after it, so a German visitor's first paint
 * is German (a wait for one small chunk), never English first. For English it settles at once.
 */
export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    resources: { en: english },
    // English is bundled, the rest comes through the backend.
    partialBundledLanguages: true,
    lng: initialLanguage(),
    fallbackLng: 'en',
    // Only these are loaded up front; a screen's useTranslation('teams') loads (and suspends for) its own.
    ns: Object.keys(english),
    defaultNS: 'common',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    // Re-render when a namespace arrives, also where a text names its namespace in t()'s options.
    react: { bindI18n: 'languageChanged loaded' },
  });

/** The page's lang, and the cookie that tells the server which language to draw a public page's first HTML in. */
function syncHtmlLang(lng: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lng;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
}
syncHtmlLang(i18n.language);
i18n.on('languageChanged', (lng) => {
  syncHtmlLang(lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* ignore */
  }
});

export function currentLanguage(): Language {
  return i18n.language?.startsWith('de') ? 'de' : 'en';
}

/** The text of a contract message key in the current language (falls back to the unexpected-error text). */
export function messageText(key: string | undefined, options?: Record<string, unknown>): string {
  if (key && i18n.exists(key, { ns: 'contract' })) return i18n.t(key, { ns: 'contract', ...options });
  return i18n.t('error.common.unexpected', { ns: 'contract' });
}

export { i18n };
