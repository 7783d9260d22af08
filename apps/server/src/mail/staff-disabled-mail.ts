import { escapeHtml, type RenderedMail } from './templates.js';

// The mail a team gets when staff disable one of its things (a product, a short link): which one, the reason given,
// that only staff enable it again, and a button to where the team sees it. Each area gives its own words; the
// statement of reasons and the appeal link are added by the decisions module.

export interface StaffDisabledWords {
  greeting: string;
  /** What was disabled and what that means, with the thing's name in it. */
  intro: string;
  reason: string;
  after: string;
  button: string;
  footer: string;
}

export function staffDisabledMail(
  subject: string,
  words: StaffDisabledWords,
  input: { reason: string; link: string },
): RenderedMail {
  const text = [words.greeting, '', words.intro, '', words.reason, input.reason, '', words.after, '', input.link].join(
    '\n',
  );
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2330">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.intro)}</p>
<p style="margin-bottom:4px"><strong>${escapeHtml(words.reason)}</strong></p>
<blockquote style="margin:0;padding:12px 16px;background:#f1f3f9;border-radius:8px;white-space:pre-wrap">${escapeHtml(input.reason)}</blockquote>
<p>${escapeHtml(words.after)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#4c6ef5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(words.button)}</a></p>
<p style="color:#7a7f8e;font-size:12px;margin-top:32px">${escapeHtml(words.footer)}</p>
</div></body></html>`;
  return { subject, text, html };
}
