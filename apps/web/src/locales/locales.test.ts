import { describe, expect, it } from 'vitest';

// Every screen speaks English and German: each namespace has the same keys in both languages.

const files = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { eager: true });

function keys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`));
}

const namespaces = [...new Set(Object.keys(files).map((file) => file.split('/')[2]!))];

describe('locales', () => {
  it.each(namespaces)('%s has the same keys in English and German', (file) => {
    const en = files[`./en/${file}`]?.default;
    const de = files[`./de/${file}`]?.default;
    expect(de, `de/${file} exists`).toBeDefined();
    expect(keys(de).sort()).toEqual(keys(en).sort());
  });
});
