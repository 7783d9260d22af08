/**
 * The `<meta>` in which the build (vite.config.ts, appChunks) names the app's chunks for the entry (src/main.tsx),
 * in the order they are evaluated.
 */
export const APP_CHUNKS_META = 'plaudit-app-chunks';
