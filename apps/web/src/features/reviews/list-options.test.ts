import { describe, expect, it } from 'vitest';
import { isFiltered, readListOptions, toQuery } from './list-options';

describe('review list options in the URL', () => {
  it('reads what it knows and falls back to the defaults for the rest', () => {
    expect(readListOptions(new URLSearchParams('rsort=lowest&rrating=2&rcomment=true&rtype=YOUTUBE&rpage=3'))).toEqual({
      sort: 'lowest',
      rating: 2,
      hasComment: 'true',
      reviewType: 'YOUTUBE',
      page: 3,
    });
    expect(readListOptions(new URLSearchParams('rsort=best&rrating=9&rcomment=yes&rtype=VIDEO&rpage=-1'))).toEqual({
      sort: 'newest',
      rating: null,
      hasComment: null,
      reviewType: null,
      page: 1,
    });
  });

  it('turns each sort choice into sortBy and sortOrder and leaves unset filters out', () => {
    const base = readListOptions(new URLSearchParams());
    expect(toQuery(base, 10)).toEqual({ page: 1, take: 10, sortBy: 'createdAt', sortOrder: 'DESC' });
    expect(toQuery({ ...base, sort: 'helpful', rating: 5, hasComment: 'false' }, 10)).toEqual({
      page: 1,
      take: 10,
      sortBy: 'helpful',
      sortOrder: 'DESC',
      rating: 5,
      hasComment: 'false',
    });
    expect(toQuery({ ...base, sort: 'oldest' }, 10)).toMatchObject({ sortBy: 'createdAt', sortOrder: 'ASC' });
    expect(isFiltered(base)).toBe(false);
    expect(isFiltered({ ...base, reviewType: 'USER' })).toBe(true);
  });
});
