import { describe, expect, it } from 'vitest';
import { withStatement } from './decision-templates.js';

// The statement of reasons a mail carries: an automated hold's facts read as its rules' published sentences, in
// the person's language; a moderator's facts as written.

const mail = { subject: 'Your review', text: 'Hello', html: '<div><p>Hello</p></div></body></html>' };
const base = {
  ground: 'HOLD_RULE' as const,
  facts: 'NEW_ACCOUNT, COMMENT_LINK',
  holdRules: ['NEW_ACCOUNT', 'COMMENT_LINK'] as const,
  automated: true,
  appealableUntil: new Date('2026-09-01T10:00:00Z'),
  link: 'https://plaudit.example/settings/decisions?decision=d1',
};

describe('withStatement', () => {
  it("writes an automated hold's rules as their sentences, in English and in German", () => {
    const en = withStatement(mail, 'en', base);
    expect(en.text).toContain(
      "Facts: The author's account is younger than a day. The title or comment contains a link.",
    );
    expect(en.html).toContain('The title or comment contains a link.');
    expect(en.text).not.toContain('NEW_ACCOUNT');
    const de = withStatement(mail, 'de', base);
    expect(de.text).toContain('Sachverhalt: Das Konto der Person ist jünger als ein Tag.');
    expect(de.html).not.toContain('COMMENT_LINK');
  });

  it("keeps a moderator's facts as written", () => {
    const en = withStatement(mail, 'en', {
      ...base,
      ground: 'SPAM',
      facts: 'Advertising',
      holdRules: [],
      automated: false,
    });
    expect(en.text).toContain('Facts: Advertising');
  });
});
