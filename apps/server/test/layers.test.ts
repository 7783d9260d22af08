import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Layers point one way: modules build on plugins/ and lib/, never the reverse (eslint.config.js). This lints a
// line at each layer through the repository's own config, so the rule cannot quietly lose its files or patterns.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function restricted(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').length;
}

const fromModules = (prefix: string) =>
  `import { findSignedIn } from '${prefix}modules/auth/auth.user.js';\nexport const f = findSignedIn;\n`;

describe('layers', () => {
  it('plugins/ and lib/ (nested folders too) may not import modules/', async () => {
    expect(await restricted('apps/server/src/plugins/example.ts', fromModules('../'))).toBe(1);
    expect(await restricted('apps/server/src/lib/example.ts', fromModules('../'))).toBe(1);
    expect(await restricted('apps/server/src/lib/jobs/example.ts', fromModules('../../'))).toBe(1);
  });

  it('a module may, and the composition root may', async () => {
    expect(await restricted('apps/server/src/modules/profile/example.ts', fromModules('../../'))).toBe(0);
    expect(await restricted('apps/server/src/services.ts', fromModules('./'))).toBe(0);
  });
});
