import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), signedInNamespaces(), stableMantineIds()],
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
          output: {
            codeSplitting: {
              groups: [
                // zod is for forms and the pages that validate with it; left to itself the bundler parks it in the
                // chunk every page shares, and the first route would carry it (250 KB of gzipped JavaScript).
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
                // The app the entry starts (src/app/start.tsx) with everything it imports, as one file: split by what
                // shares it, it was 22 files, which the browser's module loader would find level by level.
                { name: 'app', test: /[\\/]src[\\/]app[\\/]start\.tsx$/, priority: 1 },
                // Vite's helper for lazy imports, which the entry uses too: inside the app's file, the entry would import
                // that file at once.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 3 },
              ],
            },
          },
        },
      },
}));
