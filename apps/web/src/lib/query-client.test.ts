import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { createQueryClient, refetchOnLanguageChange } from './query-client';

// Answers with words entered per language (category names) are asked again after the reader switches language.

describe('refetchOnLanguageChange', () => {
  it('marks every answer stale when the language changes', async () => {
    const client = createQueryClient();
    const texts = createInstance();
    await texts.init({ lng: 'en', resources: { en: {}, de: {} } });
    refetchOnLanguageChange(client, texts);
    client.setQueryData(['categories'], { data: [] });
    expect(client.getQueryState(['categories'])?.isInvalidated).toBe(false);
    await texts.changeLanguage('de');
    expect(client.getQueryState(['categories'])?.isInvalidated).toBe(true);
  });
});
