import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/a11y.css';
import '@/app/layout-stability.css';
// The public pages' first HTML is drawn on the server and shows its stars before any page chunk (with its CSS) loads.
import '@/components/star-meter.css';
import { APP_CHUNKS_META } from '@/config/app-chunks';

// The script waits for the first paint of a page the server drew. On a phone's link its 230 KB would otherwise share
// the bandwidth with what that paint needs (the HTML, the CSS, the fonts, the page's picture) and delay it; the page
// is readable, and its links work, before it is hydrated. A page the server did not draw has nothing to show before
// the app, which then starts at once.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Lets the browser run what waits (input, paint) before the next piece of work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app is a few chunks (its libraries, then its own code; named in the page by the build, vite.config.ts
 * appChunks). Imported as one, the browser evaluates them all in one task, about 235 ms on a phone's CPU, which
 * holds any input that long; here they are fetched at once, then evaluated one per task, so that `start` evaluates
 * only what is left. A chunk that fails to load is left to `start`'s own import, which fails as it always did.
 */
async function startApp(): Promise<unknown> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CHUNKS_META}"]`);
  const chunks = meta?.content.split(' ').filter(Boolean) ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const href of chunks) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await yieldToBrowser();
  }
  return import('@/app/start');
}

const drawn = document.getElementById('root')?.firstChild != null;
void (drawn ? afterFirstPaint() : Promise.resolve()).then(startApp);
