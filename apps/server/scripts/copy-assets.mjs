// Copies the non-TypeScript assets the server reads at run time (SQL migrations) next to the compiled code.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = [['src/db/migrations', 'dist/db/migrations']];
for (const [from, to] of assets) {
  const source = join(root, from);
  if (!existsSync(source)) continue;
  mkdirSync(join(root, to), { recursive: true });
  cpSync(source, join(root, to), { recursive: true });
}
console.log('copy-assets: migrations copied to dist');
