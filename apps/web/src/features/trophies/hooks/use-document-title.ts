import { useEffect } from 'react';

/** The tab's title while the page is shown; leaving puts the app's name back (as the catalogue's pages do). */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return undefined;
    document.title = title;
    return () => {
      document.title = 'Plaudit';
    };
  }, [title]);
}
