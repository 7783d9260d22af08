import i18n from 'i18next';


import { initReactI18next } from 'react-i18next';
import { contractDe, contractEn, LANGUAGES, type Language } from '@plaudit/contract';
// i18next with one namespace per feature plus `contract`: the message keys the API and the zod schemas answer
// with, in the contract's own English and German, so a validation message reads exactly as spec §5 says.
// Every `src/locales/<language>/<namespace>.json` is picked up by name, so a feature adds its texts without
// touching this file.

type Resources = Record<Language, Record<string, Record<string, unknown>>>;
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
const resources: Resources = { en: { contract: contractEn }, de: { contract: contractDe } };
for (const [file, module] of Object.entries(localeFiles)) {
  const match = /locales\/(\w+)\/(\w+)\.json$/.exec(file);
  const language = match?.[1] as Language | undefined;
  if (match?.[2] && language && language in resources) resources[language][match[2]] = module.default;
}

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

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  ns: Object.keys(resources.en),
  defaultNS: 'common',
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

function syncHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
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
