import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { M } from './index.js';

// A message key that no code uses is dead text to translate and keep in step with the spec: each one is either
// used (server, web or contract) or deleted. A key counts as used when the code names it (`M.a.b.c`), names an
// object above it that it hands on whole (`nameField(M.validation.firstName, …)`), or spells it out ('a.b.c').

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SOURCE_DIRS = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function leaves(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('message keys in use', () => {
  const code = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const keys = leaves(M);

  it('reads the sources of all three packages', () => {
    expect(code).toContain('buildApp'); // the server
    expect(code).toContain('createRoot'); // the web app
    expect(keys.length).toBeGreaterThan(50);
  });

  it('every key is used by some code', () => {
    // One pass over the code for each kind of use, rather than a search of the whole code per key: with some 1,500
    // keys and a few megabytes of code, the per-key regular expressions took seconds on a loaded machine.
    const spelled = new Set(Array.from(code.matchAll(/['"]([\w-]+(?:\.[\w-]+)+)['"]/g), (m) => m[1]));
    // Each `M.a.b.c` chain as written, whole: M.a.b handed on is 'a.b', not also 'a'.
    const named = new Set(Array.from(code.matchAll(/\bM\.([\w.]+)/g), (m) => m[1]!.replace(/\.+$/, '')));
    const used = (key: string) => {
      if (spelled.has(key)) return true;
      const parts = key.split('.');
      return parts.some((_, i) => named.has(parts.slice(0, i + 1).join('.')));
    };
    expect(keys.filter((key) => !used(key))).toEqual([]);
  });
});
