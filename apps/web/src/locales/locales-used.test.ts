import { describe, expect, it } from 'vitest';

// A text no screen shows is dead weight to translate: every key of the English catalogues is used by some code or
// deleted. Used means spelled out ('ns:a.b', 'a.b', a plural's base key for 'a.b_one'), or under a prefix the code
// completes at run time (t(`status.${kind}.title`) uses every status.*.title), or returned whole
// (t('legal.terms.sections', { returnObjects: true })).

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./en/*.json', { eager: true });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const code = Object.values(sources).join('\n');

function keys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

/** The fixed part of every template key in the code: t(`a.${x}.b`) gives the pattern a\.[^.]+\.b. */
const templates = [...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{[^}]+\}([\w.]*)`/g)].map(
  ([, head, tail]) => new RegExp(`^${head!.replace(/\./g, '\\.')}[^.]+${tail!.replace(/\./g, '\\.')}$`),
);

function used(namespace: string, key: string): boolean {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  if ([`'${base}'`, `"${base}"`, `'${namespace}:${base}'`, `\`${base}\``].some((spelled) => code.includes(spelled)))
    return true;
  if (templates.some((pattern) => pattern.test(base))) return true;
  // A parent handed over whole (returnObjects) or a template that ends at a parent: t(`legal.${kind}.sections`).
  const parts = base.split('.');
  return parts.slice(0, -1).some((_, i) => {
    const parent = parts.slice(0, i + 1).join('.');
    return code.includes(`'${parent}'`) || templates.some((pattern) => pattern.test(parent));
  });
}

describe('locale keys in use', () => {
  const entries = Object.entries(catalogues).flatMap(([file, module]) => {
    const namespace = file.split('/')[2]!.replace('.json', '');
    return keys(module.default).map((key) => ({ namespace, key }));
  });

  it('reads the catalogues and the code', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(5);
    expect(entries.length).toBeGreaterThan(200);
    expect(code).toContain('createRoot');
    expect(templates.length).toBeGreaterThan(5);
  });

  it('every English key is used by some code', () => {
    expect(
      entries.filter(({ namespace, key }) => !used(namespace, key)).map(({ namespace, key }) => `${namespace}:${key}`),
    ).toEqual([]);
  });
});
