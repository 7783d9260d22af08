/**
 * Props for a list that is being refetched while its earlier rows still show (TanStack Query's placeholder data):
 * marked busy for assistive technology and drawn with a moving line above it (app/a11y.css). Never dimmed: text at
 * 60% opacity falls below AA contrast for as long as the refetch takes, and a screen checked at that moment fails.
 */
export function refreshing(busy: boolean): { 'aria-busy': boolean; 'data-refreshing'?: true } {
  return busy ? { 'aria-busy': true, 'data-refreshing': true } : { 'aria-busy': false };
}
