import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { contractDe, contractEn, LANGUAGES, type Language } from '@plaudit/contract';
import enCommon from '@/locales/en/common.json';
import deCommon from '@/locales/de/common.json';
import enAuth from '@/locales/en/auth.json';
import deAuth from '@/locales/de/auth.json';
import enSessions from '@/locales/en/sessions.json';
import deSessions from '@/locales/de/sessions.json';
import enAdmin from '@/locales/en/admin.json';
import deAdmin from '@/locales/de/admin.json';
import enTeams from '@/locales/en/teams.json';
import deTeams from '@/locales/de/teams.json';
import enOnboarding from '@/locales/en/onboarding.json';
import deOnboarding from '@/locales/de/onboarding.json';
import enVerifications from '@/locales/en/verifications.json';
import deVerifications from '@/locales/de/verifications.json';
import enProfile from '@/locales/en/profile.json';
import deProfile from '@/locales/de/profile.json';
import enAdminUsers from '@/locales/en/adminUsers.json';
import deAdminUsers from '@/locales/de/adminUsers.json';
import enAdminAudit from '@/locales/en/adminAudit.json';
import deAdminAudit from '@/locales/de/adminAudit.json';
import enTrust from '@/locales/en/trust.json';
import deTrust from '@/locales/de/trust.json';

// i18next with one namespace per feature plus `contract`: the message keys the API and the zod schemas answer
// with, in the contract's own English and German, so a validation message reads exactly as spec §5 says.

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
  resources: {
    en: { common: enCommon, auth: enAuth, sessions: enSessions, admin: enAdmin, onboarding: enOnboarding, verifications: enVerifications, teams: enTeams, profile: enProfile, adminUsers: enAdminUsers, adminAudit: enAdminAudit, trust: enTrust, contract: contractEn },
    de: { common: deCommon, auth: deAuth, sessions: deSessions, admin: deAdmin, onboarding: deOnboarding, verifications: deVerifications, teams: deTeams, profile: deProfile, adminUsers: deAdminUsers, adminAudit: deAdminAudit, trust: deTrust, contract: contractDe },
  },
  lng: initialLanguage(),
  fallbackLng: 'en',
  ns: ['common', 'auth', 'sessions', 'admin', 'onboarding', 'verifications', 'teams', 'profile', 'adminUsers', 'adminAudit', 'trust', 'contract'],
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
