import { en } from './locales/en.js';

// `M.validation.username.min === 'validation.username.min'`: typed access to every message key, derived from the
// English catalogue so a key cannot exist without its text.
type KeyTree<T, P extends string = ''> = {
  readonly [K in keyof T & string]: T[K] extends string ? `${P}${K}` : KeyTree<T[K], `${P}${K}.`>;
};

function buildKeys(node: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      typeof value === 'string' ? `${prefix}${key}` : buildKeys(value as Record<string, unknown>, `${prefix}${key}.`);
  }
  return out;
}

export const M = buildKeys(en, '') as KeyTree<typeof en>;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<typeof en>;

/** The English text of a key (server mail, logs, tests); the web app goes through i18next instead. */
export function englishText(key: string): string | undefined {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export { en as contractEn } from './locales/en.js';
export { de as contractDe } from './locales/de.js';
