import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fieldLabel } from './field-label';

// The audit log names changed fields in the reader's language, not as English code.

describe('fieldLabel', () => {
  it.each([
    ['en', 'descriptionDe', 'Description (German)'],
    ['de', 'descriptionDe', 'Beschreibung (Deutsch)'],
    ['de', 'brandName', 'Markenname'],
    ['de', 'accountStatus', 'Kontostatus'],
    ['en', 'someNewField', 'Some new field'],
  ])('in %s names %s "%s"', async (language, key, label) => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces('audit');
    expect(fieldLabel(key, i18n.getFixedT(language, 'audit'))).toBe(label);
    await i18n.changeLanguage('en');
  });
});
