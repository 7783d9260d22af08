// The JavaScript budgets, read off Vite's build manifest (apps/web/dist/.vite/manifest.json, written
// because vite.config.ts sets build.manifest): the first route (the entry and everything it imports statically)
// stays within 250 KB gzipped, and a public page (home, brand, product, YouTuber, category, search) loads no
// admin or dashboard chunk. Gzip sizes are measured here with zlib, level 9 (what precompress.mjs writes).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  firstRouteKb: number;
  firstRouteFiles: number;
  /** Each public page found, with the gzipped KB it adds and the admin/dashboard chunks it would load (none, we hope). */
  publicPages: Array<{ page: string; kb: number; adminChunks: string[] }>;
}

/** Sources of public pages: the home page and the catalogue's pages (not their admin screens). */
const PUBLIC_PAGE =
  /(^|\/)(app\/pages\/home-page|features\/(catalogue|search|categories|home|youtubers)\/pages\/(?!.*admin)[^/]+)\.tsx$/;
/** What a visitor must never download: admin screens and the signed-in dashboards (creator products, teams). */
const ADMIN_OR_DASHBOARD = /admin|dashboard|features\/products\/|features\/teams\/|features\/verifications\//i;

export function readBundle(webDist: string): BundleReport | null {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const gzipKb = (chunkFile: string) => gzipSync(readFileSync(join(webDist, chunkFile)), { level: 9 }).length / 1024;

  /** A chunk and everything it imports statically: what the browser downloads to show it. */
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) closure(imported, seen);
    return seen;
  };
  const jsKb = (keys: Iterable<string>) =>
    [...keys].filter((k) => manifest[k]!.file.endsWith('.js')).reduce((n, k) => n + gzipKb(manifest[k]!.file), 0);

  // The page's entry (index.html); the app is an entry of the build too, for its chunking (vite.config.ts).
  const entry =
    Object.keys(manifest).find((k) => manifest[k]!.isEntry && manifest[k]!.src === 'index.html') ??
    Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) return null;
  // The first route is `/`: the entry, the app it starts and the home page it loads lazily.
  const home = Object.keys(manifest).find(
    (k) => manifest[k]!.isDynamicEntry && /app\/pages\/home-page\.tsx$/.test(manifest[k]!.src ?? k),
  );
  // The entry starts the app (src/app/start.tsx) with an import of its own once a drawn page is on screen: the app
  // is part of the first route all the same.
  const start = Object.keys(manifest).find(
    (k) => (manifest[k]!.isDynamicEntry || manifest[k]!.isEntry) && /app\/start\.tsx$/.test(manifest[k]!.src ?? k),
  );
  const first = closure(entry);
  if (start) closure(start, first);
  if (home) closure(home, first);
  const publicPages = Object.keys(manifest)
    .filter((k) => manifest[k]!.isDynamicEntry && PUBLIC_PAGE.test(manifest[k]!.src ?? k))
    .map((k) => {
      const loads = closure(k);
      const extra = [...loads].filter((c) => !first.has(c));
      const adminChunks = [...loads]
        .filter((c) => ADMIN_OR_DASHBOARD.test(manifest[c]!.src ?? manifest[c]!.name ?? manifest[c]!.file))
        .map((c) => manifest[c]!.src ?? manifest[c]!.file);
      return { page: manifest[k]!.src ?? k, kb: jsKb(extra), adminChunks };
    });
  return { firstRouteKb: jsKb(first), firstRouteFiles: [...first].length, publicPages };
}
