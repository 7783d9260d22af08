import { describe, expect, it } from 'vitest';
import type { CategoryItem } from '@plaudit/contract';
import { buildTree, moveUpdates } from './category-tree';

const item = (id: string, parentId: string | null, position = 0): CategoryItem => ({
  id,
  slug: id,
  name: id,
  icon: 'category',
  description: null,
  parentId,
  position,
  productCount: 0,
  texts: { name: id, description: null, nameDe: null, descriptionDe: null },
});

describe('buildTree', () => {
  it('groups children under their parents in list order, and drops an orphan', () => {
    const tree = buildTree([item('a', null), item('a1', 'a'), item('b', null), item('a2', 'a'), item('x1', 'gone')]);
    expect(tree.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
    ]);
  });
});

describe('moveUpdates', () => {
  const siblings = [item('a', null, 0), item('b', null, 1), item('c', null, 2)];
  it('swaps a category with the one above or below, sending only changed positions', () => {
    expect(moveUpdates(siblings, 1, -1)).toEqual([
      { id: 'b', position: 0 },
      { id: 'a', position: 1 },
    ]);
    expect(moveUpdates(siblings, 1, 1)).toEqual([
      { id: 'c', position: 1 },
      { id: 'b', position: 2 },
    ]);
  });
  it('turns equal positions into a strict order', () => {
    const equal = [item('a', null, 0), item('b', null, 0), item('c', null, 0)];
    expect(moveUpdates(equal, 2, -1)).toEqual([
      { id: 'c', position: 1 },
      { id: 'b', position: 2 },
    ]);
  });
  it('does nothing past either end', () => {
    expect(moveUpdates(siblings, 0, -1)).toEqual([]);
    expect(moveUpdates(siblings, 2, 1)).toEqual([]);
  });
});
