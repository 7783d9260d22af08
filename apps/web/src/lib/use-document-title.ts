import { useEffect } from 'react';

/** The app's own name: what the tab says on pages that do not name themselves. */
const APP_TITLE = 'Plaudit';

/**
 * The tab's title while the page is shown (for a page the server answers with its own head, the same one it sent).
 * Leaving the page puts the app's name back, not the title found on arrival: that may be this very page's, filled in
 * by the server.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return undefined;
    document.title = title;
    return () => {
      document.title = APP_TITLE;
    };
  }, [title]);
}
