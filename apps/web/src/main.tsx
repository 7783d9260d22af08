import '@fontsource/inter/400.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@/app/a11y.css';
import '@/app/layout-stability.css';
// The public pages' first HTML is drawn on the server and shows its stars before any page chunk (with its CSS) loads.
import '@/components/star-meter.css';

// The script waits for the first paint of a page the server drew. On a phone's link its 230 KB would otherwise share
// the bandwidth with what that paint needs (the HTML, the CSS, the fonts, the page's picture) and delay it; the page
// is readable, and its links work, before it is hydrated. A page the server did not draw has nothing to show before
// the app, which then starts at once.
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const drawn = document.getElementById('root')?.firstChild != null;
void (drawn ? afterFirstPaint() : Promise.resolve()).then(() => import('@/app/start'));
