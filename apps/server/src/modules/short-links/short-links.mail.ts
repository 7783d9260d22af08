import { M, type Language } from '@plaudit/contract';
import { escapeHtml, type RenderedMail } from '../../mail/templates.js';
import { messageText } from './short-links.text.js';

// The mail a team's OWNERs get when staff disable one of its links: which link, why, and where to read it.

const texts = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    intro: (shortUrl: string) => `The Plaudit team disabled your short link ${shortUrl}. It no longer redirects.`,
    reason: 'The reason given:',
    after: 'Only the Plaudit team can enable it again. You can appeal the decision from your settings.',
    button: 'Open your links',
    footer: 'You receive this mail because you own a brand on Plaudit.',
  },
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    intro: (shortUrl: string) =>
      `Das Plaudit-Team hat deinen Kurzlink ${shortUrl} deaktiviert. Er leitet nicht mehr weiter.`,
    reason: 'Der angegebene Grund:',
    after:
      'Nur das Plaudit-Team kann ihn wieder aktivieren. Du kannst die Entscheidung in deinen Einstellungen anfechten.',
    button: 'Deine Links öffnen',
    footer: 'Du erhältst diese Mail, weil dir eine Marke auf Plaudit gehört.',
  },
} as const;

export function linkDisabledMail(
  language: Language,
  firstName: string,
  input: { slug: string; shortUrl: string; reason: string; link: string },
): RenderedMail {
  const t = texts[language] ?? texts.en;
  const subject = messageText(language, M.shortLinks.mail.disabled_subject).replace('{{slug}}', input.slug);
  const text = [
    t.greeting(firstName),
    '',
    t.intro(input.shortUrl),
    '',
    t.reason,
    input.reason,
    '',
    t.after,
    '',
    input.link,
  ].join('\n');
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2330">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(t.greeting(firstName))}</p>
<p>${escapeHtml(t.intro(input.shortUrl))}</p>
<p style="margin-bottom:4px"><strong>${escapeHtml(t.reason)}</strong></p>
<blockquote style="margin:0;padding:12px 16px;background:#f1f3f9;border-radius:8px;white-space:pre-wrap">${escapeHtml(input.reason)}</blockquote>
<p>${escapeHtml(t.after)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>
<p style="color:#7a7f8e;font-size:12px;margin-top:32px">${escapeHtml(t.footer)}</p>
</div></body></html>`;
  return { subject, text, html };
}
