// What `npm start`, `npm test` and the benchmark share: which built outputs are missing or older than their
// sources, and how to rebuild just those. A target is stale when the newest modification time among its
// sources (its own src/ and configs, plus the contract it compiles against) is newer than its output file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const CONTRACT_SOURCES = [
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'packages/contract/tsconfig.build.json',
];
const BASE_CONFIG = ['tsconfig.base.json'];

/** In build order: the contract first, since the server and the web app compile against it. */
export const TARGETS = [
  {
    name: 'contract',
    workspace: '@plaudit/contract',
    output: 'packages/contract/dist/index.js',
    sources: [...CONTRACT_SOURCES, ...BASE_CONFIG],
  },
  {
    name: 'server',
    workspace: '@plaudit/server',
    output: 'apps/server/dist/server.js',
    sources: [
      'apps/server/src',
      'apps/server/scripts',
      'apps/server/drizzle',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'apps/server/tsconfig.build.json',
      ...CONTRACT_SOURCES,
      ...BASE_CONFIG,
    ],
  },
  {
    name: 'web',
    workspace: '@plaudit/web',
    // Written by the build's last bundle (the server's render of the public pages), after dist/index.html.
    output: 'apps/web/dist-ssr/entry-server.js',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/tsconfig.json',
      'apps/web/vite.config.ts',
      'apps/web/vite.config.js',
      'apps/web/postcss.config.cjs',
      'apps/web/postcss.config.js',
      ...CONTRACT_SOURCES,
      ...BASE_CONFIG,
    ],
  },
];

// Tests and test fixtures never change what is built.
const IGNORED = /(^|[\\/])(node_modules|dist|__tests__|test-results)([\\/]|$)|\.(test|spec)\.[cm]?[jt]sx?$/;

/** Newest mtime (ms) under the given paths, relative to ROOT; missing paths are skipped; 0 when nothing exists. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (IGNORED.test(path)) return;
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const path of paths) visit(join(ROOT, path));
  return newest;
}

/** Why a target must be built ('missing' or 'stale'), or null when its output is current. */
export function staleReason(target) {
  const output = join(ROOT, target.output);
  if (!existsSync(output)) return 'missing';
  return newestMtime(target.sources) > statSync(output).mtimeMs ? 'stale' : null;
}

/**
 * Builds, in order, every target (of `names`, default all) whose output is missing or stale. A target whose
 * workspace has no source folder yet is skipped with a note. Returns the names built; throws on a failed build.
 */
export function ensureBuilt({ names = TARGETS.map((t) => t.name), log = (line) => console.error(line) } = {}) {
  const built = [];
  for (const target of TARGETS.filter((t) => names.includes(t.name))) {
    const reason = staleReason(target);
    if (reason === null) continue;
    if (!existsSync(join(ROOT, target.sources[0]))) {
      log(`[build] ${target.name}: no ${target.sources[0]} yet, skipped`);
      continue;
    }
    log(
      `[build] ${target.name}: ${reason === 'missing' ? `${target.output} is missing` : 'sources changed since the last build'}, building…`,
    );
    const result = spawnSync(npmCommand(), ['run', 'build', '-w', target.workspace], {
      cwd: ROOT,
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    if (result.status !== 0) {
      throw new Error(`building ${target.name} failed (exit ${result.status ?? result.signal})`);
    }
    built.push(target.name);
  }
  return built;
}

export function npmCommand() {
  return process.platform === 'win32' ? 'npm.cmd' : 'npm';
}
