import type { Language } from '@plaudit/contract';
import { escapeHtml, type RenderedMail } from '../../mail/templates.js';

// The mails to a team's OWNERs and ADMINs: an endpoint was turned off (it answered 410 Gone, or only failed for
// days), or every attempt of an event failed. Each in the reader's language.

export type WebhookMailKind = 'disabled_gone' | 'disabled_failing' | 'exhausted';

const texts = {
  en: {
    subject: {
      disabled_gone: 'A webhook endpoint was turned off',
      disabled_failing: 'A webhook endpoint was turned off',
      exhausted: 'A webhook event could not be delivered',
    },
    greeting: (name: string) => `Hello ${name},`,
    body: {
      disabled_gone: (url: string, team: string) =>
        `The webhook endpoint ${url} of ${team} answered 410 Gone, so Plaudit turned it off and sends it nothing more.`,
      disabled_failing: (url: string, team: string) =>
        `Every delivery to the webhook endpoint ${url} of ${team} has failed for 5 days, so Plaudit turned it off.`,
      exhausted: (url: string, team: string) =>
        `An event for the webhook endpoint ${url} of ${team} failed on every attempt. You can send it again from the delivery log.`,
    },
    button: 'Open webhooks',
  },
  de: {
    subject: {
      disabled_gone: 'Ein Webhook-Endpunkt wurde ausgeschaltet',
      disabled_failing: 'Ein Webhook-Endpunkt wurde ausgeschaltet',
      exhausted: 'Ein Webhook-Ereignis konnte nicht zugestellt werden',
    },
    greeting: (name: string) => `Hallo ${name},`,
    body: {
      disabled_gone: (url: string, team: string) =>
        `Der Webhook-Endpunkt ${url} von ${team} hat mit 410 Gone geantwortet. Plaudit hat ihn ausgeschaltet und sendet ihm nichts mehr.`,
      disabled_failing: (url: string, team: string) =>
        `Jede Zustellung an den Webhook-Endpunkt ${url} von ${team} ist seit 5 Tagen fehlgeschlagen. Plaudit hat ihn ausgeschaltet.`,
      exhausted: (url: string, team: string) =>
        `Ein Ereignis für den Webhook-Endpunkt ${url} von ${team} ist bei jedem Versuch fehlgeschlagen. Du kannst es im Zustellprotokoll erneut senden.`,
    },
    button: 'Webhooks öffnen',
  },
} as const;

export function webhookMail(
  language: Language,
  firstName: string,
  kind: WebhookMailKind,
  input: { url: string; teamName: string; link: string },
): RenderedMail {
  const t = texts[language as keyof typeof texts] ?? texts.en;
  const subject = t.subject[kind];
  const body = t.body[kind](input.url, input.teamName);
  const text = [t.greeting(firstName), '', body, '', input.link].join('\n');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1a1b1e">` +
    `<p>${escapeHtml(t.greeting(firstName))}</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `</body></html>`;
  return { subject, text, html };
}
