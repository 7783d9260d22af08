import type { TFunction } from 'i18next';

/** `winnerPosition` → "Winner position": a field's name read as words, for a field no text names yet. */
const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/**
 * A changed field's name in the reader's language (audit.json `fields`); a field added since has its name read as
 * English words rather than shown as code.
 */
export function fieldLabel(key: string, t: TFunction<'audit'>): string {
  return t(`fields.${key}`, { defaultValue: words(key) });
}
