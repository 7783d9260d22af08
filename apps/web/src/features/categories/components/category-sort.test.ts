import { describe, expect, it } from 'vitest';
import { readListState, sortQuery, writeListState } from './category-sort';

describe('the category list state in the URL', () => {
  it('reads sort and page, falling back to the defaults on anything else', () => {
    expect(readListState(new URLSearchParams('sort=name&page=3'))).toEqual({ sort: 'name', page: 3 });
    expect(readListState(new URLSearchParams('sort=price&page=-2'))).toEqual({ sort: 'rating', page: 1 });
    expect(readListState(new URLSearchParams('page=1.5'))).toEqual({ sort: 'rating', page: 1 });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListState({ sort: 'rating', page: 1 }).toString()).toBe('');
    const state = { sort: 'newest' as const, page: 2 };
    expect(readListState(writeListState(state))).toEqual(state);
  });

  it('sorts names A to Z, and the rest best or newest first', () => {
    expect(sortQuery('name')).toEqual({ sortBy: 'name', sortOrder: 'ASC' });
    expect(sortQuery('newest')).toEqual({ sortBy: 'newest', sortOrder: 'DESC' });
    expect(sortQuery('rating')).toEqual({ sortBy: 'rating', sortOrder: 'DESC' });
  });
});
