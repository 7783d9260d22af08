import { M, type Language } from '@plaudit/contract';
import { staffDisabledMail } from '../../mail/staff-disabled-mail.js';
import type { RenderedMail } from '../../mail/templates.js';
import { messageText } from '../../lib/message-text.js';

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
  return staffDisabledMail(subject, { ...t, greeting: t.greeting(firstName), intro: t.intro(input.shortUrl) }, input);
}
