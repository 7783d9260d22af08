import type { EventType } from '@plaudit/contract';
import { useTrackView } from '@/lib/events/use-track-view';

const EVENT_OF: Record<'brand' | 'product' | 'youtuber', EventType> = {
  brand: 'CREATOR_PAGE_VIEW',
  product: 'PRODUCT_PAGE_VIEW',
  youtuber: 'PROFILE_VIEW',
};

/** The view of a public page, counted once per visit of it; `profileId` is undefined while it loads. */
export function usePageView(kind: 'brand' | 'product' | 'youtuber', profileId: string | undefined): void {
  useTrackView(EVENT_OF[kind], profileId);
}
