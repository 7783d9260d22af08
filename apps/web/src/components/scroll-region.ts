/**
 * Props for the box a wide table scrolls in on a narrow screen: a keyboard user must be able to focus it to scroll
 * it (WCAG 2.1.1; axe's scrollable-region-focusable), and a screen reader then names it by its table.
 */
export function scrollRegion(label: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': label } as const;
}
