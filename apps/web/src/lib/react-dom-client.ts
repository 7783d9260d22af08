// react-dom's client as the app imports it. The bundler runs a CommonJS package's code where an ES module first
// imports it; this module lives in the app's React chunk (vite.config.ts, APP_STAGES), so that the reconciler's
// set-up is evaluated with that chunk, in a task of its own, instead of inside the app's.
export { createRoot, hydrateRoot } from 'react-dom/client';
