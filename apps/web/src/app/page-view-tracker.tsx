import { useLocation } from 'react-router';
import { useTrackView } from '@/lib/events/use-track-view';

/** PAGE_VIEW for every page the app shows, once per navigation, with its path. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useTrackView('PAGE_VIEW', null, { path: pathname });
  return null;
}
