import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_CHUNKS_META } from './src/config/app-chunks.ts';
import { SIGNED_IN_GLOB, SIGNED_IN_NAMESPACES } from './src/lib/i18n-namespaces.ts';

// The web app: '@' is src, '@plaudit/contract' is the contract's TypeScript source (bundled, never a build output).
export const aliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@plaudit/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
};

/**
 * Writes the signed-in namespaces (src/lib/i18n-namespaces.ts) into the glob patterns that stand for them, before
 * Vite reads the globs: `import.meta.glob` takes literal patterns only, and the list is to be named once.
 */
export function signedInNamespaces(): Plugin {
  const list = SIGNED_IN_NAMESPACES.length === 1 ? SIGNED_IN_NAMESPACES[0]! : `{${SIGNED_IN_NAMESPACES.join(',')}}`;
  return {
    name: 'plaudit:signed-in-namespaces',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import.meta.glob') || !code.includes(SIGNED_IN_GLOB))
        return null;
      return { code: code.replaceAll(SIGNED_IN_GLOB, list), map: null };
    },
  };
}

/**
 * Mantine's useId (in @mantine/hooks) replaced by src/lib/stable-id.ts, which keeps React's id instead of setting a
 * random one after mount (why: that file). Only @mantine/hooks' own import of it is redirected.
 */
export function stableMantineIds(): Plugin {
  const replacement = fileURLToPath(new URL('./src/lib/stable-id.ts', import.meta.url));
  return {
    name: 'plaudit:stable-mantine-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mantine[\\/]hooks[\\/]/.test(importer)) return null;
      return /(^|[\\/])use-id[\\/]use-id\.m?js$/.test(source) ? replacement : null;
    },
  };
}

/** The module the entry starts the app with (src/main.tsx): every module it imports statically is the app's. */
const APP_START = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));

/**
 * The app's libraries and texts in chunks of their own, which src/main.tsx evaluates one task each before the app's
 * own chunk: a module the app (src/app/start.tsx) imports statically goes to the first stage whose test it passes,
 * what no stage takes stays in the app's chunk. As one chunk, the app's evaluation was one task of about 235 ms on a
 * phone's CPU. Modules only lazy pages import are left to the bundler as before, so the first route carries nothing
 * more than it did.
 */
const APP_STAGES = [
  {
    name: 'app-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]lib[\\/]react-dom-client\.ts$/,
  },
  { name: 'app-mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/ },
  { name: 'app-libs', test: /[\\/]node_modules[\\/]/ },
  // The English texts and i18next's set-up with them (src/lib/i18n.ts runs it as it is evaluated).
  { name: 'app-texts', test: /[\\/]src[\\/](lib[\\/]i18n\.ts$|locales[\\/]en[\\/])/ },
];

/** The bundler's groups for APP_STAGES: `$initial` keeps each to what the app imports, not what only lazy pages do. */
const appStageGroups = () =>
  APP_STAGES.map((stage, index) => ({
    name: stage.name,
    // Their styles stay the entry's, which the page links in its head.
    test: (id: string) => stage.test.test(id) && !/\.css($|\?)/.test(id),
    tags: ['$initial' as const],
    // Stages earlier in the list win, and each takes its modules' dependencies along: React's first, so that no
    // later one takes React with it.
    priority: 10 - index,
  }));

/**
 * Names the chunks the app's own chunk imports in the page (a `<meta>` the entry reads), each after those it imports.
 * The entry fetches them all at once after the first paint, evaluates them one per task, then imports the app. They
 * are listed rather than linked as `modulepreload`, which would fetch them before that paint and share a phone's link
 * with what it needs.
 */
export function appChunks(): Plugin {
  let base = '/';
  return {
    name: 'plaudit:app-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return;
        const bundle = ctx.bundle;
        const entryImports = new Set(ctx.chunk.imports);
        const app = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.includes(APP_START),
        );
        if (!app || app.type !== 'chunk') return;
        const ordered: string[] = [];
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || seen.has(fileName) || entryImports.has(fileName)) return;
          seen.add(fileName);
          chunk.imports.forEach(visit);
          ordered.push(fileName);
        };
        app.imports.forEach(visit);
        return [
          {
            tag: 'meta',
            attrs: { name: APP_CHUNKS_META, content: ordered.map((fileName) => base + fileName).join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), signedInNamespaces(), stableMantineIds(), appChunks()],
  resolve: { alias: aliases },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
  // The server's first render of the public pages (src/entry-server.tsx) is one self-contained bundle: the server's
  // image keeps no web package (Dockerfile), and nothing in it is served to browsers.
  ssr: { noExternal: true },
  // The SSR build leaves process.env.NODE_ENV to the runtime, and `npm start` runs without NODE_ENV=production (local
  // mode), so the bundled React took its development build on the server (prop validation, a console.createTask per
  // element): home took 267 ms to draw instead of 100. The mode is fixed at build time instead.
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') }
    : {},
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // dist/.vite/manifest.json: what each route loads, read by the bench to check the JavaScript budgets.
        manifest: true,
        // A lazy chunk's scripts are not preloaded by the code that imports it (its CSS still is): Vite's helper
        // adds one <link rel=modulepreload> per module, all in one task, and hydrating a product page (its page and
        // its parts, about 80 modules) held the main thread 250–370 ms at a phone's CPU for those links alone. The
        // browser's module loader asks for the same modules as it reads each one's imports, in tasks of their own.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
            hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
        },
        rollupOptions: {
          // The app is an entry of the build as well as the page's lazy import: the bundler's `$initial` tag marks
          // what an entry imports statically, which is how the app's stages (appStageGroups) leave out what only lazy
          // pages use. The manifest lists it as an entry (bench/src/bundle.ts counts it in the first route).
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), start: APP_START },
          output: {
            codeSplitting: {
              groups: [
                // zod is for forms and the pages that validate with it; left to itself the bundler parks it in the
                // chunk every page shares, and the first route would carry it (250 KB of gzipped JavaScript). Before
                // the app's stages, which take their modules' imports along.
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 20 },
                // The app the entry starts (src/app/start.tsx) with everything it imports, in a few files the entry
                // fetches at once (appChunks): split by what shares it, it was 22 files, which the browser's module
                // loader would find level by level.
                ...appStageGroups(),
                { name: 'app', test: /[\\/]src[\\/]app[\\/]start\.tsx$/, priority: 1 },
                // Vite's helper for lazy imports, which the entry uses too: inside one of the app's files, the entry
                // would import that file at once. Before the app's stages, which take their modules' imports along.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 20 },
              ],
            },
          },
        },
      },
}));
