import { contractDe, contractEn, type DecisionGround, type Language, type ReviewHoldRule } from '@plaudit/contract';
import { escapeHtml, type RenderedMail } from './templates.js';

// The mails of statements of reasons, appeals and support access, in English and German. A statement is added to
// the mail that announces the decision (a review's rejection, a ban, a verification's refusal), so the person
// reads what was decided, on which ground, and where to appeal, in the message they already get.

export interface StatementInput {
  ground: DecisionGround;
  facts: string;
  /** An automated hold's rules: their published sentences stand for the facts. */
  holdRules?: readonly ReviewHoldRule[];
  automated: boolean;
  appealableUntil: Date;
  /** Where the person reads the decision and appeals it. */
  link: string;
}

const formatDate = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date) + ' UTC';

const texts = {
  en: {
    statement: 'Statement of reasons',
    ground: 'Ground:',
    facts: 'Facts:',
    automated: (yes: boolean) => (yes ? 'Decided automatically by a published rule.' : 'Decided by a moderator.'),
    appeal: (until: string) => `You can appeal this decision free of charge until ${until}:`,
    outcome: {
      subject: { UPHELD: 'Your appeal: the decision stands', REVERSED: 'Your appeal: the decision was reversed' },
      intro: {
        UPHELD: 'A moderator who was not involved in the decision read your appeal. The decision stands.',
        REVERSED: 'A moderator who was not involved in the decision read your appeal and reversed the decision.',
      },
      reason: 'Their reason:',
    },
    support: {
      subject: 'An administrator viewed your account',
      text: (date: string, reason: string) => `An administrator viewed your account on ${date} for: ${reason}`,
      after:
        'The visit was read-only and is listed among your sessions as support access. If you did not ask for help, reply to this mail.',
    },
    greeting: (name: string) => `Hello ${name},`,
    footer: 'Plaudit',
  },
  de: {
    statement: 'Begründung',
    ground: 'Grundlage:',
    facts: 'Sachverhalt:',
    automated: (yes: boolean) =>
      yes
        ? 'Automatisch nach einer veröffentlichten Regel entschieden.'
        : 'Von einer Moderatorin oder einem Moderator entschieden.',
    appeal: (until: string) => `Du kannst bis ${until} kostenlos Einspruch gegen diese Entscheidung einlegen:`,
    outcome: {
      subject: {
        UPHELD: 'Dein Einspruch: Die Entscheidung bleibt bestehen',
        REVERSED: 'Dein Einspruch: Die Entscheidung wurde aufgehoben',
      },
      intro: {
        UPHELD:
          'Eine Person aus der Moderation, die an der Entscheidung nicht beteiligt war, hat deinen Einspruch gelesen. Die Entscheidung bleibt bestehen.',
        REVERSED:
          'Eine Person aus der Moderation, die an der Entscheidung nicht beteiligt war, hat deinen Einspruch gelesen und die Entscheidung aufgehoben.',
      },
      reason: 'Begründung:',
    },
    support: {
      subject: 'Eine Administratorin oder ein Administrator hat dein Konto angesehen',
      text: (date: string, reason: string) =>
        `Eine Administratorin oder ein Administrator hat dein Konto am ${date} angesehen, Grund: ${reason}`,
      after:
        'Der Zugriff war schreibgeschützt und steht in deinen Sitzungen als Support-Zugang. Wenn du keine Hilfe angefragt hast, antworte auf diese Mail.',
    },
    greeting: (name: string) => `Hallo ${name},`,
    footer: 'Plaudit',
  },
} as const;

const groundText = (language: Language, ground: DecisionGround) =>
  (language === 'de' ? contractDe : contractEn).decision.ground[ground];
/** The facts as the person reads them: a hold's rules as their sentences, anything else as written. */
const factsText = (language: Language, input: StatementInput) =>
  input.holdRules?.length
    ? input.holdRules.map((rule) => (language === 'de' ? contractDe : contractEn).decision.holdRule[rule]).join(' ')
    : input.facts;

function page(title: string, paragraphs: string[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2330">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.join('\n')}
</div></body></html>`;
}

/** The statement of reasons added to the mail that announces a decision (before the HTML's closing card). */
export function withStatement(mail: RenderedMail, language: Language, input: StatementInput): RenderedMail {
  const t = texts[language] ?? texts.en;
  const lines = [
    t.statement,
    `${t.ground} ${groundText(language, input.ground)}`,
    `${t.facts} ${factsText(language, input)}`,
    t.automated(input.automated),
    t.appeal(formatDate(language, input.appealableUntil)),
    input.link,
  ];
  const block = [
    `<div style="border-top:1px solid #e3e5ec;margin-top:24px;padding-top:16px">`,
    `<p style="margin:0 0 8px"><strong>${escapeHtml(t.statement)}</strong></p>`,
    `<p style="margin:0 0 4px"><strong>${escapeHtml(t.ground)}</strong> ${escapeHtml(groundText(language, input.ground))}</p>`,
    `<p style="margin:0 0 4px"><strong>${escapeHtml(t.facts)}</strong> ${escapeHtml(factsText(language, input))}</p>`,
    `<p style="margin:0 0 4px">${escapeHtml(t.automated(input.automated))}</p>`,
    `<p style="margin:0 0 4px">${escapeHtml(t.appeal(formatDate(language, input.appealableUntil)))} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    `</div>`,
  ].join('\n');
  const at = mail.html.lastIndexOf('</div></body>');
  const html = at >= 0 ? `${mail.html.slice(0, at)}${block}\n${mail.html.slice(at)}` : `${mail.html}${block}`;
  return { subject: mail.subject, text: `${mail.text}\n\n${lines.join('\n')}`, html };
}

export function appealOutcomeMail(
  language: Language,
  firstName: string,
  input: { outcome: 'UPHELD' | 'REVERSED'; reason: string; link: string },
): RenderedMail {
  const t = texts[language] ?? texts.en;
  const subject = t.outcome.subject[input.outcome];
  const intro = t.outcome.intro[input.outcome];
  const text = [
    t.greeting(firstName),
    '',
    intro,
    '',
    t.outcome.reason,
    input.reason,
    '',
    input.link,
    '',
    t.footer,
  ].join('\n');
  const html = page(subject, [
    `<p>${escapeHtml(t.greeting(firstName))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><strong>${escapeHtml(t.outcome.reason)}</strong></p>`,
    `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c5c9d6">${escapeHtml(input.reason)}</blockquote>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  ]);
  return { subject, text, html };
}

export function supportAccessMail(
  language: Language,
  firstName: string,
  input: { at: Date; reason: string },
): RenderedMail {
  const t = texts[language] ?? texts.en;
  const line = t.support.text(formatDate(language, input.at), input.reason);
  const text = [t.greeting(firstName), '', line, '', t.support.after, '', t.footer].join('\n');
  const html = page(t.support.subject, [
    `<p>${escapeHtml(t.greeting(firstName))}</p>`,
    `<p>${escapeHtml(line)}</p>`,
    `<p>${escapeHtml(t.support.after)}</p>`,
  ]);
  return { subject: t.support.subject, text, html };
}
