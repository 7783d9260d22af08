/** A public page was viewed. A no-op seam today: the events issue fills it in (one call per page, here). */
export function usePageView(kind: 'brand' | 'product' | 'youtuber', profileId: string | undefined): void {
  void kind;
  void profileId;
}
