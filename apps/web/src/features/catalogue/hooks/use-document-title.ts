import { useEffect } from 'react';

/** The tab's title while the page is shown (the server sent the same one in the first HTML); back to the app's name after. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return undefined;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
