import { describe, expect, it } from 'vitest';
import { i18n, SIGNED_IN_NAMESPACES } from './i18n';
import signedIn from './i18n-en-signed-in';

// The texts split into chunks (i18n.ts) still add up to every namespace in both languages.

const files = import.meta.glob('../locales/*/*.json');
const allNamespaces = [...new Set(Object.keys(files).map((file) => /\/(\w+)\.json$/.exec(file)![1]!))].sort();

describe('i18n chunks', () => {
  it('the signed-in chunk holds exactly SIGNED_IN_NAMESPACES', () => {
    expect(Object.keys(signedIn).sort()).toEqual([...SIGNED_IN_NAMESPACES].sort());
  });

  it.each(['en', 'de'])('every namespace is there in %s once loaded', async (language) => {
    await i18n.loadLanguages(language);
    await i18n.loadNamespaces(allNamespaces);
    expect(allNamespaces.filter((ns) => !i18n.hasResourceBundle(language, ns))).toEqual([]);
    expect(i18n.hasResourceBundle(language, 'contract')).toBe(true);
  });
});
