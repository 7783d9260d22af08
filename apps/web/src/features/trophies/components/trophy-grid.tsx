import { ListSkeleton } from '@/components/data-states';

/** Trophy cards per row: one on a phone, two from `sm`, three from `md`. */
export const TROPHY_GRID_COLS = { base: 1, sm: 2, md: 3 };

/** A grid of trophy cards while it loads. */
export function TrophyGridSkeleton() {
  return <ListSkeleton rows={3} height={150} gap="md" radius="lg" />;
}
