import type { Language } from '@plaudit/contract';
import { escapeHtml, type RenderedMail } from '../../mail/templates.js';

// The mail every OWNER and ADMIN of a team gets when one of its API keys is created, rolled or revoked: which key
// (name and start), its scopes, who and when; never the key itself. A key nobody expected is the first sign of a
// taken-over account, so there is no opting out.

export type KeyEvent = 'created' | 'rolled' | 'revoked';

export interface KeyMailInput {
  event: KeyEvent;
  brandName: string;
  keyName: string;
  start: string;
  scopes: readonly string[];
  expiresAt: Date | null;
  actorName: string;
  at: Date;
  link: string;
}

const texts = {
  en: {
    subject: { created: 'New API key', rolled: 'API key rolled', revoked: 'API key revoked' },
    intro: {
      created: (key: string, brand: string, who: string) => `${who} created the API key ${key} for ${brand}.`,
      rolled: (key: string, brand: string, who: string) =>
        `${who} rolled the API key ${key} of ${brand}: a new key replaces it.`,
      revoked: (key: string, brand: string, who: string) =>
        `${who} revoked the API key ${key} of ${brand}. It no longer works.`,
    },
    greeting: (name: string) => `Hello ${name},`,
    scopes: 'Scopes',
    expires: 'Expires',
    never: 'never',
    when: 'When',
    unexpected: 'If you did not expect this, revoke the key on the API keys page and check who has access to the team.',
    button: 'Open API keys',
  },
  de: {
    subject: { created: 'Neuer API-Schlüssel', rolled: 'API-Schlüssel erneuert', revoked: 'API-Schlüssel widerrufen' },
    intro: {
      created: (key: string, brand: string, who: string) =>
        `${who} hat den API-Schlüssel ${key} für ${brand} erstellt.`,
      rolled: (key: string, brand: string, who: string) =>
        `${who} hat den API-Schlüssel ${key} von ${brand} erneuert: Ein neuer Schlüssel ersetzt ihn.`,
      revoked: (key: string, brand: string, who: string) =>
        `${who} hat den API-Schlüssel ${key} von ${brand} widerrufen. Er funktioniert nicht mehr.`,
    },
    greeting: (name: string) => `Hallo ${name},`,
    scopes: 'Bereiche',
    expires: 'Läuft ab',
    never: 'nie',
    when: 'Wann',
    unexpected:
      'Wenn du das nicht erwartet hast, widerrufe den Schlüssel auf der Seite „API-Schlüssel“ und prüfe, wer Zugriff auf das Team hat.',
    button: 'API-Schlüssel öffnen',
  },
} as const;

export function apiKeyMail(language: Language, firstName: string, input: KeyMailInput): RenderedMail {
  const t = texts[language as keyof typeof texts] ?? texts.en;
  const key = `«${input.keyName}» (${input.start}…)`;
  const subject = `${t.subject[input.event]}: ${input.keyName}`;
  const intro = t.intro[input.event](key, input.brandName, input.actorName);
  const facts = [
    `${t.scopes}: ${input.scopes.join(', ')}`,
    `${t.expires}: ${input.expiresAt ? input.expiresAt.toISOString() : t.never}`,
    `${t.when}: ${input.at.toISOString()}`,
  ];
  const text = [t.greeting(firstName), '', intro, '', ...facts, '', t.unexpected, '', input.link].join('\n');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1a1b1e">` +
    `<p>${escapeHtml(t.greeting(firstName))}</p><p>${escapeHtml(intro)}</p>` +
    `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(t.unexpected)}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `</body></html>`;
  return { subject, text, html };
}
