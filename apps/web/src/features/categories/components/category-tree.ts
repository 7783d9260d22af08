import type { CategoryItem } from '@plaudit/contract';

// The admin screen's tree: the flat public list as parents with their children, and the position
// changes that move one category up or down among its siblings.

export interface CategoryNode extends CategoryItem {
  children: CategoryItem[];
}

/** Parents in list order, each with its children in list order (the server orders by position, then name). */
export function buildTree(items: readonly CategoryItem[]): CategoryNode[] {
  const parents = items
    .filter((item) => item.parentId === null)
    .map((item) => ({ ...item, children: [] as CategoryItem[] }));
  const byId = new Map(parents.map((parent) => [parent.id, parent]));
  for (const item of items) if (item.parentId !== null) byId.get(item.parentId)?.children.push(item);
  return parents;
}

/**
 * The positions to send so that `siblings[index]` swaps places with its neighbour above (-1) or below (+1): every
 * sibling gets its index as position (equal positions, e.g. all 0, become a strict order), and only the ones whose
 * position changes are returned. Nothing when the move would leave the list.
 */
export function moveUpdates(
  siblings: readonly Pick<CategoryItem, 'id' | 'position'>[],
  index: number,
  direction: -1 | 1,
): Array<{ id: string; position: number }> {
  const target = index + direction;
  if (index < 0 || index >= siblings.length || target < 0 || target >= siblings.length) return [];
  const order = [...siblings];
  [order[index], order[target]] = [order[target]!, order[index]!];
  return order.flatMap((item, position) => (item.position === position ? [] : [{ id: item.id, position }]));
}
