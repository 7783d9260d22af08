import type { Language, Notifications } from '@plaudit/contract';
import { escapeHtml, type RenderedMail } from '../../mail/templates.js';

// The winner's mail: the winning team's members (PRODUCT) or the review's author (REVIEW, VIDEO), each
// in their language, when their `newTrophy` flag is on and they take mails at all (like the new-review mails).

export const wantsTrophyMail = (notifications: Partial<Notifications> | null | undefined): boolean =>
  notifications?.emailNotifications !== false && notifications?.newTrophy !== false;

const texts = {
  en: {
    subject: (trophy: string) => `You won the trophy "${trophy}"`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (trophy: string, winner: string) =>
      `Congratulations: "${winner}" has won the trophy "${trophy}" on Plaudit.`,
    proof:
      'The trophy page shows how the winner was chosen, with a signed protocol anyone can check, and a badge to embed on your site.',
    button: 'See the trophy',
    footer: 'You get this mail because "New trophy" is on in your notification settings.',
  },
  de: {
    subject: (trophy: string) => `Sie haben die Auszeichnung „${trophy}“ gewonnen`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: (trophy: string, winner: string) =>
      `Herzlichen Glückwunsch: „${winner}“ hat auf Plaudit die Auszeichnung „${trophy}“ gewonnen.`,
    proof:
      'Die Seite der Auszeichnung zeigt, wie gewählt wurde – mit einem signierten Protokoll, das jeder prüfen kann – und ein Abzeichen für Ihre Website.',
    button: 'Zur Auszeichnung',
    footer: 'Sie erhalten diese E-Mail, weil „Neue Auszeichnung“ in Ihren Benachrichtigungen eingeschaltet ist.',
  },
} as const;

export function trophyWonMail(
  language: Language,
  firstName: string,
  input: { trophyName: string; winnerTitle: string; link: string },
): RenderedMail {
  const t = texts[language as keyof typeof texts] ?? texts.en;
  const subject = t.subject(input.trophyName);
  const intro = t.intro(input.trophyName, input.winnerTitle);
  const text = [t.greeting(firstName), '', intro, '', t.proof, '', input.link, '', t.footer].join('\n');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1a1b1e">` +
    `<p>${escapeHtml(t.greeting(firstName))}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(t.proof)}</p>` +
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
    `<p style="color:#5c5f66;font-size:13px">${escapeHtml(t.footer)}</p></body></html>`;
  return { subject, text, html };
}
