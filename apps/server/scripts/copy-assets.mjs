// Copies the non-TypeScript assets the server reads at run time (SQL migrations) next to the compiled code.
import { cpSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = [
  ['src/db/migrations', 'dist/db/migrations'],
  // The standalone protocol verifier the server hands out as it is (a plain .mjs file tsc does not emit).
  ['src/modules/trophies/trophy-verifier.mjs', 'dist/modules/trophies/trophy-verifier.mjs'],
];
for (const [from, to] of assets) {
  const source = join(root, from);
  if (!existsSync(source)) continue;
  mkdirSync(statSync(source).isDirectory() ? join(root, to) : dirname(join(root, to)), { recursive: true });
  cpSync(source, join(root, to), { recursive: true });
}
console.log('copy-assets: migrations and the trophy verifier copied to dist');
