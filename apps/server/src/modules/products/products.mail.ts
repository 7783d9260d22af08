import { M, type Language } from '@plaudit/contract';
import { staffDisabledMail } from '../../mail/staff-disabled-mail.js';
import type { RenderedMail } from '../../mail/templates.js';
import { messageText } from '../../lib/message-text.js';

// The mail a team's OWNERs and ADMINs get when staff disable one of its products: which product, why, and where to
// see it; the statement of reasons and the appeal link are added by the decisions module.

const texts = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    intro: (product: string) =>
      `The Plaudit team disabled your product ${product}. It no longer appears on any public page or in search.`,
    reason: 'The reason given:',
    after: 'Only the Plaudit team can enable it again. You can appeal the decision from your settings.',
    button: 'Open your products',
    footer: 'You receive this mail because you own or manage a brand on Plaudit.',
  },
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    intro: (product: string) =>
      `Das Plaudit-Team hat dein Produkt ${product} deaktiviert. Es erscheint auf keiner öffentlichen Seite und in keiner Suche mehr.`,
    reason: 'Der angegebene Grund:',
    after:
      'Nur das Plaudit-Team kann es wieder aktivieren. Du kannst die Entscheidung in deinen Einstellungen anfechten.',
    button: 'Deine Produkte öffnen',
    footer: 'Du erhältst diese Mail, weil du eine Marke auf Plaudit besitzt oder verwaltest.',
  },
} as const;

export function productDisabledMail(
  language: Language,
  firstName: string,
  input: { name: string; reason: string; link: string },
): RenderedMail {
  const t = texts[language] ?? texts.en;
  const subject = messageText(language, M.product.mail.disabled_subject).replace('{{name}}', input.name);
  return staffDisabledMail(subject, { ...t, greeting: t.greeting(firstName), intro: t.intro(input.name) }, input);
}
