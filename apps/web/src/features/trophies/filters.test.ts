import { describe, expect, it } from 'vitest';
import { isFiltered, listQuery, readFilters } from './filters';

describe('trophy list filters', () => {
  it('reads known values from the URL and drops unknown ones', () => {
    const f = readFilters(new URLSearchParams('category=c1&type=VIDEO&status=DRAFT&q=%20best%20&page=x'));
    expect(f).toEqual({ category: 'c1', type: 'VIDEO', status: undefined, q: 'best', page: 1 });
    expect(isFiltered(f)).toBe(true);
    expect(isFiltered(readFilters(new URLSearchParams('page=3')))).toBe(false);
  });

  it('turns the filters into the list call, newest first', () => {
    expect(listQuery(readFilters(new URLSearchParams('status=AWARDED&page=2')))).toEqual({
      page: 2,
      take: 12,
      sortBy: 'createdAt',
      sortOrder: 'DESC',
      status: 'AWARDED',
    });
  });
});
