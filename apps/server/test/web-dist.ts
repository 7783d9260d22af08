import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A stand-in for the web's build (WEB_DIST) in tests of the pages the server answers: an index.html and the assets
// it names, in a fresh temporary folder.

/** The folder of a web build with this index.html and these files under assets/ (name → content). */
export function fakeWebDist(indexHtml: string, assets: Record<string, string> = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'plaudit-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  for (const [name, content] of Object.entries(assets)) writeFileSync(join(dist, 'assets', name), content);
  return dist;
}
