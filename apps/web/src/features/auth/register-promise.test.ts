import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';

// The register page says what an account is for: only what a user can do (review products, vote reviews helpful).
// Following brands does not exist, so the page must not promise it.

describe("the register page's promise", () => {
  it.each([
    ['en', /follow/i, /review products/],
    ['de', /folg/i, /Produkte zu bewerten/],
  ])('in %s names reviewing and no following', async (language, following, reviewing) => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces('auth');
    const text = i18n.t('register.description', { ns: 'auth' });
    expect(text).toMatch(reviewing);
    expect(text).not.toMatch(following);
    await i18n.changeLanguage('en');
  });
});
