import type { Language } from './enums.js';
import { de } from './locales/de.js';
import { en } from './locales/en.js';
import type { MessageKey } from './messages.js';

// A message key's text in a language, for what the server writes itself in the reader's language (a public page's
// title and description). `{{name}}` placeholders are filled as i18next fills them in the web app, which reads the
// same texts.

const catalogues: Record<Language, unknown> = { en, de };

function lookUp(node: unknown, key: string): string | undefined {
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in `language` (English where that language lacks it), its placeholders filled from `values`. */
export function textIn(language: Language, key: MessageKey, values: Record<string, string | number> = {}): string {
  const text = lookUp(catalogues[language], key) ?? lookUp(en, key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
