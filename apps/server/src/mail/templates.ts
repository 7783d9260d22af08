import type { Language, VerificationDecision, VerificationType } from '@plaudit/contract';

// Mail templates in English and German: each returns subject, plain text and HTML. Every interpolated value is
// escaped in the HTML part.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function layout(title: string, paragraphs: string[], footer: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2330">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.join('\n')}
<p style="color:#7a7f8e;font-size:12px;margin-top:32px">${escapeHtml(footer)}</p>
</div></body></html>`;
}

const texts = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    footer: 'You receive this mail because of an action on your Plaudit account. If it was not you, ignore it.',
    verification: {
      subject: (code: string) => `Your Plaudit code: ${code}`,
      intro: 'Enter this code to verify your email address:',
      validity: (minutes: number) => `The code is valid for ${minutes} minutes.`,
    },
    reset: {
      subject: 'Reset your Plaudit password',
      intro: 'Someone asked to reset the password of your Plaudit account. Open this link to choose a new one:',
      validity: (minutes: number) => `The link works once and for ${minutes} minutes.`,
      button: 'Choose a new password',
    },
    ban: {
      subject: 'Your Plaudit account is blocked',
      intro: 'A moderator has blocked your Plaudit account.',
      reason: (reason: string) => `Reason: ${reason}`,
      until: (date: string) => `The block ends on ${date}.`,
      noEnd: 'The block has no end date. Contact support if you think this is a mistake.',
    },
    decision: {
      subject: {
        APPROVED: (name: string) => `${name} is verified on Plaudit`,
        REJECTED: (name: string) => `Your Plaudit application for ${name} was rejected`,
        NEEDS_MORE_INFO: (name: string) => `Plaudit needs more information about ${name}`,
      },
      intro: {
        APPROVED: (kind: string, name: string) => `Good news: your ${kind} application for ${name} was approved.`,
        REJECTED: (kind: string, name: string) => `Your ${kind} application for ${name} was rejected.`,
        NEEDS_MORE_INFO: (kind: string, name: string) =>
          `We need more information about your ${kind} application for ${name}. Correct your details and send them again.`,
      },
      kind: { CREATOR: 'creator', YOUTUBER: 'YouTuber' },
      reviewer: 'Message from the reviewer:',
      button: { APPROVED: 'Open Plaudit', REJECTED: 'See your application', NEEDS_MORE_INFO: 'Update your details' },
    },
    rename: {
      subject: {
        APPROVED: (name: string) => `Your brand is now called ${name} on Plaudit`,
        REJECTED: (name: string) => `The brand name ${name} was not approved`,
        NEEDS_MORE_INFO: (name: string) => `Plaudit needs more information about the brand name ${name}`,
      },
      intro: {
        APPROVED: (old: string, name: string) =>
          `The new name of your brand was approved: ${old} is now called ${name} on Plaudit.`,
        REJECTED: (old: string, name: string) =>
          `The new name ${name} for your brand was not approved. Your brand keeps the name ${old}.`,
        NEEDS_MORE_INFO: (old: string, name: string) =>
          `We need more information about the new name ${name} for your brand ${old}.`,
      },
      button: {
        APPROVED: 'Open Plaudit',
        REJECTED: 'See your brand settings',
        NEEDS_MORE_INFO: 'See your brand settings',
      },
    },
  },
  de: {
    greeting: (name: string) => `Hallo ${name},`,
    footer: 'Du erhältst diese E-Mail wegen einer Aktion in deinem Plaudit-Konto. Warst du das nicht, ignoriere sie.',
    verification: {
      subject: (code: string) => `Dein Plaudit-Code: ${code}`,
      intro: 'Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen:',
      validity: (minutes: number) => `Der Code ist ${minutes} Minuten gültig.`,
    },
    reset: {
      subject: 'Setze dein Plaudit-Passwort zurück',
      intro:
        'Jemand möchte das Passwort deines Plaudit-Kontos zurücksetzen. Öffne diesen Link, um ein neues zu wählen:',
      validity: (minutes: number) => `Der Link funktioniert einmal und ${minutes} Minuten lang.`,
      button: 'Neues Passwort wählen',
    },
    ban: {
      subject: 'Dein Plaudit-Konto ist gesperrt',
      intro: 'Ein Moderator hat dein Plaudit-Konto gesperrt.',
      reason: (reason: string) => `Grund: ${reason}`,
      until: (date: string) => `Die Sperre endet am ${date}.`,
      noEnd: 'Die Sperre hat kein Enddatum. Wende dich an den Support, wenn du sie für einen Irrtum hältst.',
    },
    decision: {
      subject: {
        APPROVED: (name: string) => `${name} ist auf Plaudit verifiziert`,
        REJECTED: (name: string) => `Deine Plaudit-Bewerbung für ${name} wurde abgelehnt`,
        NEEDS_MORE_INFO: (name: string) => `Plaudit braucht weitere Angaben zu ${name}`,
      },
      intro: {
        APPROVED: (kind: string, name: string) =>
          `Gute Nachricht: Deine ${kind}-Bewerbung für ${name} wurde freigegeben.`,
        REJECTED: (kind: string, name: string) => `Deine ${kind}-Bewerbung für ${name} wurde abgelehnt.`,
        NEEDS_MORE_INFO: (kind: string, name: string) =>
          `Wir brauchen weitere Angaben zu deiner ${kind}-Bewerbung für ${name}. Korrigiere deine Angaben und sende sie erneut.`,
      },
      kind: { CREATOR: 'Creator', YOUTUBER: 'YouTuber' },
      reviewer: 'Nachricht der Prüfung:',
      button: { APPROVED: 'Plaudit öffnen', REJECTED: 'Bewerbung ansehen', NEEDS_MORE_INFO: 'Angaben ergänzen' },
    },
    rename: {
      subject: {
        APPROVED: (name: string) => `Deine Marke heißt auf Plaudit jetzt ${name}`,
        REJECTED: (name: string) => `Der Markenname ${name} wurde nicht freigegeben`,
        NEEDS_MORE_INFO: (name: string) => `Plaudit braucht weitere Angaben zum Markennamen ${name}`,
      },
      intro: {
        APPROVED: (old: string, name: string) =>
          `Der neue Name deiner Marke wurde freigegeben: ${old} heißt auf Plaudit jetzt ${name}.`,
        REJECTED: (old: string, name: string) =>
          `Der neue Name ${name} für deine Marke wurde nicht freigegeben. Deine Marke behält den Namen ${old}.`,
        NEEDS_MORE_INFO: (old: string, name: string) =>
          `Wir brauchen weitere Angaben zum neuen Namen ${name} für deine Marke ${old}.`,
      },
      button: {
        APPROVED: 'Plaudit öffnen',
        REJECTED: 'Markeneinstellungen ansehen',
        NEEDS_MORE_INFO: 'Markeneinstellungen ansehen',
      },
    },
  },
} as const;

export function verificationCodeMail(language: Language, name: string, code: string, minutes: number): RenderedMail {
  const t = texts[language] ?? texts.en;
  const text = [
    t.greeting(name),
    '',
    t.verification.intro,
    '',
    code,
    '',
    t.verification.validity(minutes),
    '',
    t.footer,
  ].join('\n');
  const html = layout(
    t.verification.subject(code),
    [
      `<p>${escapeHtml(t.greeting(name))}</p>`,
      `<p>${escapeHtml(t.verification.intro)}</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(t.verification.validity(minutes))}</p>`,
    ],
    t.footer,
  );
  return { subject: t.verification.subject(code), text, html };
}

export function passwordResetMail(language: Language, name: string, link: string, minutes: number): RenderedMail {
  const t = texts[language] ?? texts.en;
  const text = [t.greeting(name), '', t.reset.intro, '', link, '', t.reset.validity(minutes), '', t.footer].join('\n');
  const html = layout(
    t.reset.subject,
    [
      `<p>${escapeHtml(t.greeting(name))}</p>`,
      `<p>${escapeHtml(t.reset.intro)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.reset.button)}</a></p>`,
      `<p style="word-break:break-all;font-size:12px">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(t.reset.validity(minutes))}</p>`,
    ],
    t.footer,
  );
  return { subject: t.reset.subject, text, html };
}

const signUpAttemptTexts = {
  en: {
    subject: 'Someone tried to register with your address on Plaudit',
    intro:
      'Someone just tried to create a Plaudit account with this email address. It already belongs to your account, so nothing was created and nothing about your account changed.',
    action: 'If it was you, sign in instead, or choose a new password if you forgot it:',
    ignore: 'If it was not you, you can ignore this mail.',
    button: 'Sign in',
  },
  de: {
    subject: 'Jemand wollte sich mit deiner Adresse bei Plaudit registrieren',
    intro:
      'Gerade hat jemand versucht, ein Plaudit-Konto mit dieser E-Mail-Adresse anzulegen. Sie gehört bereits zu deinem Konto, daher wurde nichts angelegt und an deinem Konto nichts geändert.',
    action: 'Warst du das, melde dich stattdessen an oder wähle ein neues Passwort, falls du es vergessen hast:',
    ignore: 'Warst du es nicht, kannst du diese E-Mail ignorieren.',
    button: 'Anmelden',
  },
} as const;

/** Sign-up with an address that has an account: its owner is told (the sign-up itself answers as for a new one). */
export function signUpAttemptMail(
  language: Language,
  name: string,
  links: { signIn: string; resetPassword: string },
): RenderedMail {
  const base = texts[language] ?? texts.en;
  const t = signUpAttemptTexts[language] ?? signUpAttemptTexts.en;
  const text = [
    base.greeting(name),
    '',
    t.intro,
    '',
    t.action,
    '',
    links.signIn,
    links.resetPassword,
    '',
    t.ignore,
  ].join('\n');
  const html = layout(
    t.subject,
    [
      `<p>${escapeHtml(base.greeting(name))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      `<p>${escapeHtml(t.action)}</p>`,
      `<p><a href="${escapeHtml(links.signIn)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>`,
      `<p style="word-break:break-all;font-size:12px">${escapeHtml(links.resetPassword)}</p>`,
      `<p>${escapeHtml(t.ignore)}</p>`,
    ],
    base.footer,
  );
  return { subject: t.subject, text, html };
}

const inviteTexts = {
  en: {
    // No names in the subject: brand and inviter names are whatever their owners typed.
    subject: 'You are invited to join a creator team on Plaudit',
    intro: (inviter: string, brand: string, role: string) =>
      `${inviter} invited you to join the creator team ${brand} on Plaudit as ${role}.`,
    action: 'Open this link to accept. If you have no Plaudit account yet, register with this email address first:',
    validity: (days: number) => `The invitation works once and for ${days} days.`,
    button: 'View the invitation',
    roles: { OWNER: 'owner', ADMIN: 'admin', EDITOR: 'editor' },
  },
  de: {
    subject: 'Du bist eingeladen, einem Creator-Team auf Plaudit beizutreten',
    intro: (inviter: string, brand: string, role: string) =>
      `${inviter} hat dich eingeladen, dem Creator-Team ${brand} auf Plaudit als ${role} beizutreten.`,
    action:
      'Öffne diesen Link, um anzunehmen. Hast du noch kein Plaudit-Konto, registriere dich zuerst mit dieser E-Mail-Adresse:',
    validity: (days: number) => `Die Einladung funktioniert einmal und ${days} Tage lang.`,
    button: 'Einladung ansehen',
    roles: { OWNER: 'Owner', ADMIN: 'Admin', EDITOR: 'Editor' },
  },
} as const;

/** The team invitation: who invites, to which team, as what, and the `/invite?token=` link. */
export function teamInviteMail(
  language: Language,
  invite: {
    firstName: string;
    inviterName: string;
    brandName: string;
    role: 'OWNER' | 'ADMIN' | 'EDITOR';
    link: string;
    days: number;
  },
): RenderedMail {
  const base = texts[language] ?? texts.en;
  const t = inviteTexts[language] ?? inviteTexts.en;
  const intro = t.intro(invite.inviterName, invite.brandName, t.roles[invite.role]);
  const text = [
    base.greeting(invite.firstName),
    '',
    intro,
    '',
    t.action,
    '',
    invite.link,
    '',
    t.validity(invite.days),
    '',
    base.footer,
  ].join('\n');
  const html = layout(
    t.subject,
    [
      `<p>${escapeHtml(base.greeting(invite.firstName))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(t.action)}</p>`,
      `<p><a href="${escapeHtml(invite.link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>`,
      `<p style="word-break:break-all;font-size:12px">${escapeHtml(invite.link)}</p>`,
      `<p>${escapeHtml(t.validity(invite.days))}</p>`,
    ],
    base.footer,
  );
  return { subject: t.subject, text, html };
}

/** Tells a person their account is banned: why, and until when (or that it has no end). */
export function banNoticeMail(language: Language, name: string, reason: string, until: Date | null): RenderedMail {
  const t = texts[language] ?? texts.en;
  const end = until
    ? t.ban.until(
        new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'UTC',
        }).format(until) + ' UTC',
      )
    : t.ban.noEnd;
  const text = [t.greeting(name), '', t.ban.intro, '', t.ban.reason(reason), '', end, '', t.footer].join('\n');
  const html = layout(
    t.ban.subject,
    [
      `<p>${escapeHtml(t.greeting(name))}</p>`,
      `<p>${escapeHtml(t.ban.intro)}</p>`,
      `<p><strong>${escapeHtml(t.ban.reason(reason))}</strong></p>`,
      `<p>${escapeHtml(end)}</p>`,
    ],
    t.footer,
  );
  return { subject: t.ban.subject, text, html };
}

export interface DecisionMailInput {
  type: VerificationType;
  /** Brand or page name as submitted (for a brand's new name, the name asked for). */
  name: string;
  /** A brand's new name: the name it had when the change was asked for. */
  previousName?: string | null;
  status: VerificationDecision;
  message: string | null;
  link: string;
}

/** The outcome of a creator or YouTuber verification round, with the reviewer's message when there is one. */
export function verificationDecisionMail(
  language: Language,
  firstName: string,
  input: DecisionMailInput,
): RenderedMail {
  const t = texts[language] ?? texts.en;
  const d = t.decision;
  // A brand's new name is not an application: its mail says which name was asked for instead of which kind.
  const rename = input.previousName ? t.rename : null;
  const subject = rename ? rename.subject[input.status](input.name) : d.subject[input.status](input.name);
  const intro = rename
    ? rename.intro[input.status](input.previousName!, input.name)
    : d.intro[input.status](d.kind[input.type], input.name);
  const button = (rename ?? d).button[input.status];
  const lines = [t.greeting(firstName), '', intro, ''];
  if (input.message) lines.push(d.reviewer, input.message, '');
  lines.push(input.link, '', t.footer);
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(t.greeting(firstName))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...(input.message
        ? [
            `<p style="margin-bottom:4px"><strong>${escapeHtml(d.reviewer)}</strong></p>`,
            `<blockquote style="margin:0;padding:12px 16px;background:#f1f3f9;border-radius:8px;white-space:pre-wrap">${escapeHtml(input.message)}</blockquote>`,
          ]
        : []),
      `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>`,
    ],
    t.footer,
  );
  return { subject, text: lines.join('\n'), html };
}

// ---- profile: password change and email change ------------------------------------------------------------

const profileTexts = {
  en: {
    passwordCode: {
      subject: (code: string) => `Your Plaudit password change code: ${code}`,
      intro: 'You asked to change the password of your Plaudit account. Enter this code to confirm:',
    },
    emailCode: {
      subject: (code: string) => `Confirm your new Plaudit email address: ${code}`,
      intro: 'You asked to use this address for your Plaudit account. Enter this code to confirm it:',
    },
    emailNotice: {
      subject: 'Your Plaudit email address is being changed',
      intro: (newEmail: string) => `Someone asked to change the email address of your Plaudit account to ${newEmail}.`,
      action: (days: number) =>
        `If this was not you, open this link: it cancels the change, or, if it already happened, gives this address the account back (for ${days} days) and signs every device out.`,
      button: 'This was not me',
    },
    validity: (minutes: number) => `The code is valid for ${minutes} minutes.`,
  },
  de: {
    passwordCode: {
      subject: (code: string) => `Dein Plaudit-Code für die Passwortänderung: ${code}`,
      intro: 'Du möchtest das Passwort deines Plaudit-Kontos ändern. Gib diesen Code ein, um es zu bestätigen:',
    },
    emailCode: {
      subject: (code: string) => `Bestätige deine neue Plaudit-E-Mail-Adresse: ${code}`,
      intro: 'Du möchtest diese Adresse für dein Plaudit-Konto verwenden. Gib diesen Code ein, um sie zu bestätigen:',
    },
    emailNotice: {
      subject: 'Die E-Mail-Adresse deines Plaudit-Kontos wird geändert',
      intro: (newEmail: string) => `Jemand möchte die E-Mail-Adresse deines Plaudit-Kontos in ${newEmail} ändern.`,
      action: (days: number) =>
        `Warst du das nicht, öffne diesen Link: Er bricht die Änderung ab oder gibt, falls sie schon erfolgt ist, dieser Adresse das Konto zurück (${days} Tage lang) und meldet alle Geräte ab.`,
      button: 'Das war ich nicht',
    },
    validity: (minutes: number) => `Der Code ist ${minutes} Minuten gültig.`,
  },
} as const;

function codeMail(
  language: Language,
  name: string,
  code: string,
  minutes: number,
  kind: 'passwordCode' | 'emailCode',
): RenderedMail {
  const base = texts[language] ?? texts.en;
  const t = profileTexts[language] ?? profileTexts.en;
  const subject = t[kind].subject(code);
  const text = [base.greeting(name), '', t[kind].intro, '', code, '', t.validity(minutes), '', base.footer].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(base.greeting(name))}</p>`,
      `<p>${escapeHtml(t[kind].intro)}</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(code)}</p>`,
      `<p>${escapeHtml(t.validity(minutes))}</p>`,
    ],
    base.footer,
  );
  return { subject, text, html };
}

/** The one-time code confirming a password change, to the account's address. */
export function passwordChangeCodeMail(language: Language, name: string, code: string, minutes: number): RenderedMail {
  return codeMail(language, name, code, minutes, 'passwordCode');
}

/** The one-time code confirming an email change, to the NEW address. */
export function emailChangeCodeMail(language: Language, name: string, code: string, minutes: number): RenderedMail {
  return codeMail(language, name, code, minutes, 'emailCode');
}

/** The notice to the OLD address of an email change, with the link that cancels it or takes the account back. */
export function emailChangeNoticeMail(
  language: Language,
  name: string,
  newEmail: string,
  link: string,
  days: number,
): RenderedMail {
  const base = texts[language] ?? texts.en;
  const t = (profileTexts[language] ?? profileTexts.en).emailNotice;
  const text = [base.greeting(name), '', t.intro(newEmail), '', t.action(days), '', link, '', base.footer].join('\n');
  const html = layout(
    t.subject,
    [
      `<p>${escapeHtml(base.greeting(name))}</p>`,
      `<p>${escapeHtml(t.intro(newEmail))}</p>`,
      `<p>${escapeHtml(t.action(days))}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#e03131;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.button)}</a></p>`,
      `<p style="word-break:break-all;font-size:12px">${escapeHtml(link)}</p>`,
    ],
    base.footer,
  );
  return { subject: t.subject, text, html };
}

// ---- reviews: a moderator's decision, the brand's reply, new reviews for the team -------------------

const reviewTexts = {
  en: {
    decision: {
      subject: {
        REJECT: (product: string) => `Your review of ${product} was not published`,
        REMOVE: (product: string) => `Your review of ${product} was removed`,
      },
      intro: {
        REJECT: (product: string, brand: string) =>
          `A moderator reviewed your review of ${product} by ${brand} and did not publish it.`,
        REMOVE: (product: string, brand: string) => `A moderator removed your review of ${product} by ${brand}.`,
      },
      reason: "The moderator's reason:",
      action: 'You can change your review and send it again; a moderator looks at it once more.',
      button: 'See your reviews',
    },
    reply: {
      subject: (brand: string) => `${brand} replied to your review`,
      intro: (brand: string, product: string) => `${brand} replied to your review of ${product}:`,
      button: 'See the reply',
    },
    newReviews: {
      subject: (count: number) =>
        count === 1 ? 'A new review of your products' : `${count} new reviews of your products`,
      intro: (count: number) => (count === 1 ? 'A new review was published:' : `${count} new reviews were published:`),
      video: 'video review',
      stars: (rating: number) => `${rating}/5`,
      button: 'Open your reviews',
      settings: 'You get these mails because "New review" or "New video review" is on in your notification settings.',
    },
  },
  de: {
    decision: {
      subject: {
        REJECT: (product: string) => `Deine Bewertung von ${product} wurde nicht veröffentlicht`,
        REMOVE: (product: string) => `Deine Bewertung von ${product} wurde entfernt`,
      },
      intro: {
        REJECT: (product: string, brand: string) =>
          `Ein Moderator hat deine Bewertung von ${product} von ${brand} geprüft und nicht veröffentlicht.`,
        REMOVE: (product: string, brand: string) =>
          `Ein Moderator hat deine Bewertung von ${product} von ${brand} entfernt.`,
      },
      reason: 'Begründung des Moderators:',
      action: 'Du kannst deine Bewertung ändern und erneut senden; ein Moderator prüft sie dann noch einmal.',
      button: 'Deine Bewertungen ansehen',
    },
    reply: {
      subject: (brand: string) => `${brand} hat auf deine Bewertung geantwortet`,
      intro: (brand: string, product: string) => `${brand} hat auf deine Bewertung von ${product} geantwortet:`,
      button: 'Antwort ansehen',
    },
    newReviews: {
      subject: (count: number) =>
        count === 1 ? 'Eine neue Bewertung deiner Produkte' : `${count} neue Bewertungen deiner Produkte`,
      intro: (count: number) =>
        count === 1 ? 'Eine neue Bewertung wurde veröffentlicht:' : `${count} neue Bewertungen wurden veröffentlicht:`,
      video: 'Videobewertung',
      stars: (rating: number) => `${rating}/5`,
      button: 'Deine Bewertungen öffnen',
      settings:
        'Du erhältst diese E-Mails, weil „Neue Bewertung“ oder „Neue Videobewertung“ in deinen Benachrichtigungen eingeschaltet ist.',
    },
  },
} as const;

const button = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
const quote = (value: string) =>
  `<blockquote style="margin:0;padding:12px 16px;background:#f1f3f9;border-radius:8px;white-space:pre-wrap">${escapeHtml(value)}</blockquote>`;

export interface ReviewDecisionMailInput {
  decision: 'REJECT' | 'REMOVE';
  reason: string;
  productName: string;
  brandName: string;
  /** The author's own reviews, where the reason is shown again. */
  link: string;
}

/** A moderator rejected or removed the person's review: which one, and why. */
export function reviewDecisionMail(
  language: Language,
  firstName: string,
  input: ReviewDecisionMailInput,
): RenderedMail {
  const base = texts[language] ?? texts.en;
  const t = (reviewTexts[language] ?? reviewTexts.en).decision;
  const subject = t.subject[input.decision](input.productName);
  const intro = t.intro[input.decision](input.productName, input.brandName);
  const text = [
    base.greeting(firstName),
    '',
    intro,
    '',
    t.reason,
    input.reason,
    '',
    t.action,
    '',
    input.link,
    '',
    base.footer,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(base.greeting(firstName))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p style="margin-bottom:4px"><strong>${escapeHtml(t.reason)}</strong></p>`,
      quote(input.reason),
      `<p>${escapeHtml(t.action)}</p>`,
      button(input.link, t.button),
    ],
    base.footer,
  );
  return { subject, text, html };
}

/** The brand replied to the person's review (a new reply; later edits mail nobody). */
export function reviewReplyMail(
  language: Language,
  firstName: string,
  input: { brandName: string; productName: string; replyText: string; link: string },
): RenderedMail {
  const base = texts[language] ?? texts.en;
  const t = (reviewTexts[language] ?? reviewTexts.en).reply;
  const subject = t.subject(input.brandName);
  const intro = t.intro(input.brandName, input.productName);
  const text = [base.greeting(firstName), '', intro, '', input.replyText, '', input.link, '', base.footer].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(base.greeting(firstName))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      quote(input.replyText),
      button(input.link, t.button),
    ],
    base.footer,
  );
  return { subject, text, html };
}

export interface NewReviewMailItem {
  productName: string;
  brandName: string;
  rating: number;
  title: string | null;
  type: 'USER' | 'YOUTUBE';
}

/** One mail for every review published for the person's teams since their last such mail. */
export function newReviewsMail(
  language: Language,
  firstName: string,
  input: { reviews: NewReviewMailItem[]; link: string },
): RenderedMail {
  const base = texts[language] ?? texts.en;
  const t = (reviewTexts[language] ?? reviewTexts.en).newReviews;
  const count = input.reviews.length;
  const subject = t.subject(count);
  const line = (r: NewReviewMailItem) =>
    `${r.productName} (${r.brandName}): ${t.stars(r.rating)}${r.type === 'YOUTUBE' ? `, ${t.video}` : ''}${r.title ? ` – ${r.title}` : ''}`;
  const lines = input.reviews.map(line);
  const text = [
    base.greeting(firstName),
    '',
    t.intro(count),
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    input.link,
    '',
    t.settings,
  ].join('\n');
  const html = layout(
    subject,
    [
      `<p>${escapeHtml(base.greeting(firstName))}</p>`,
      `<p>${escapeHtml(t.intro(count))}</p>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      button(input.link, t.button),
    ],
    t.settings,
  );
  return { subject, text, html };
}
