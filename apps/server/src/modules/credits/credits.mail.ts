import type { Language } from '@plaudit/contract';
import { escapeHtml, type RenderedMail } from '../../mail/templates.js';

// The credits area's mails, in the reader's language: the receipt of a paid top-up (to the payer; its PDF goes
// as an attachment) and the low-balance warning (to the team's OWNERs and ADMINs, once each time the available
// credits fall below the threshold).

const number = (language: Language, value: number) => value.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB');
const money = (language: Language, cents: number, currency: string) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(cents / 100);

const texts = {
  en: {
    receiptSubject: (no: string) => `Your Plaudit receipt ${no}`,
    greeting: (name: string) => `Hello ${name},`,
    receiptIntro: (credits: string, brand: string, amount: string) =>
      `Thank you for your payment of ${amount}: ${credits} credits have been added to ${brand}.`,
    receiptLink: 'The receipt is attached as a PDF; it is also on the credits page:',
    button: 'Open credits',
    lowSubject: (brand: string) => `${brand}: credits are running low`,
    lowIntro: (brand: string, available: string, threshold: string) =>
      `${brand} has ${available} credits available, below the ${threshold} you set as the low-balance threshold.`,
    lowAction: 'Top up credits so that featuring and campaigns keep running:',
    footer: 'You get this mail as an owner or admin of the team.',
  },
  de: {
    receiptSubject: (no: string) => `Ihre Plaudit-Quittung ${no}`,
    greeting: (name: string) => `Hallo ${name},`,
    receiptIntro: (credits: string, brand: string, amount: string) =>
      `Vielen Dank für Ihre Zahlung von ${amount}: ${brand} wurden ${credits} Credits gutgeschrieben.`,
    receiptLink: 'Die Quittung ist als PDF angehängt; Sie finden sie auch auf der Credits-Seite:',
    button: 'Credits öffnen',
    lowSubject: (brand: string) => `${brand}: Die Credits werden knapp`,
    lowIntro: (brand: string, available: string, threshold: string) =>
      `${brand} hat noch ${available} Credits verfügbar, weniger als die Warnschwelle von ${threshold}.`,
    lowAction: 'Laden Sie Credits auf, damit Hervorhebungen und Kampagnen weiterlaufen:',
    footer: 'Sie erhalten diese E-Mail als Inhaber oder Admin des Teams.',
  },
} as const;

const textsOf = (language: Language) => texts[language as keyof typeof texts] ?? texts.en;

function render(subject: string, paragraphs: string[], link: string, button: string, footer: string): RenderedMail {
  const text = [...paragraphs.flatMap((p) => [p, '']), link, '', footer].join('\n');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:24px;color:#1a1b1e">` +
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button)}</a></p>` +
    `<p style="color:#5c5f66;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}

export function receiptMail(
  language: Language,
  firstName: string,
  input: {
    receiptNumber: string;
    credits: number;
    amountCents: number;
    currency: string;
    brandName: string;
    link: string;
  },
): RenderedMail {
  const t = textsOf(language);
  return render(
    t.receiptSubject(input.receiptNumber),
    [
      t.greeting(firstName),
      t.receiptIntro(
        number(language, input.credits),
        input.brandName,
        money(language, input.amountCents, input.currency),
      ),
      t.receiptLink,
    ],
    input.link,
    t.button,
    t.footer,
  );
}

export function lowBalanceMail(
  language: Language,
  firstName: string,
  input: { brandName: string; available: number; threshold: number; link: string },
): RenderedMail {
  const t = textsOf(language);
  return render(
    t.lowSubject(input.brandName),
    [
      t.greeting(firstName),
      t.lowIntro(input.brandName, number(language, input.available), number(language, input.threshold)),
      t.lowAction,
    ],
    input.link,
    t.button,
    t.footer,
  );
}
