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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
    const used = (key: string) => {
      if (code.includes(`'${key}'`) || code.includes(`"${key}"`)) return true;
      const parts = key.split('.');
      // M.a.b.c itself, or M.a.b handed on whole (not followed by a further property).
      return (
        parts.some((_, i) => new RegExp(`\\bM\\.${escape(parts.slice(0, i + 1).join('.'))}(?![\\w.])`).test(code)) ||
        new RegExp(`\\bM\\.${escape(key)}(?![\\w])`).test(code)
      );
    };
    expect(keys.filter((key) => !used(key))).toEqual([]);
  });
});
