import { describe, expect, it } from 'vitest';
import { readListAddress } from './list-address.js';
import {
  brandPageProductsQuery,
  categoryPageProductsQuery,
  categorySortQuery,
  isTrophyFiltered,
  readCategoryListState,
  readReviewListOptions,
  readTrophyFilters,
  reviewListQuery,
  trophyFilteredQuery,
} from './page-addresses.js';

const at = (search: string) => new URLSearchParams(search);

describe('a list address', () => {
  const spec = {
    filters: { role: ['USER', 'ADMIN'], size: ['10', '50'], name: 'text' },
    shaping: ['size'],
    defaults: { size: '10' },
    sorts: ['name:ASC', 'name:DESC'],
  } as const;

  it('reads page, search, filters and sort; anything unknown is the default', () => {
    expect(readListAddress(at('page=3&search=%20ada%20&role=ADMIN&name=x&sort=name:DESC'), spec)).toEqual({
      page: 3,
      search: 'ada',
      filters: { role: 'ADMIN', size: '10', name: 'x' },
      sort: 'name:DESC',
      isFiltered: true,
    });
    expect(readListAddress(at('page=-2&search=%20&role=ROOT&size=7&sort=age:ASC'), spec)).toEqual({
      page: 1,
      search: undefined,
      filters: { role: null, size: '10', name: null },
      sort: 'name:ASC',
      isFiltered: false,
    });
    expect(readListAddress(at('page=x'), spec).page).toBe(1);
    expect(readListAddress(at('page=2.5'), spec).page).toBe(2);
  });

  it('a shaping filter never makes the list filtered', () => {
    expect(readListAddress(at('size=50'), spec).isFiltered).toBe(false);
  });

  it('reads the sort split in sortBy and sortOrder, each half that is not a sort reading as the default', () => {
    const split = { ...spec, sortParams: 'split' } as const;
    expect(readListAddress(at('sortOrder=DESC'), split).sort).toBe('name:DESC');
    expect(readListAddress(at('sortBy=age&sortOrder=up'), split).sort).toBe('name:ASC');
  });

  it('reads the page, search and sort under the names a page gives them', () => {
    const named = { sorts: ['newest', 'oldest'], names: { page: 'rpage', search: 'q', sort: 'rsort' } } as const;
    expect(readListAddress(at('rpage=2&q=amp&rsort=oldest&page=5&sort=x'), named)).toMatchObject({
      page: 2,
      search: 'amp',
      sort: 'oldest',
    });
  });
});

describe('the category page address', () => {
  it('reads sort and page, falling back to the defaults on anything else', () => {
    expect(readCategoryListState(at('sort=name&page=3'))).toEqual({ sort: 'name', page: 3 });
    expect(readCategoryListState(at('sort=price&page=-2'))).toEqual({ sort: 'rating', page: 1 });
    expect(readCategoryListState(at('page=1.5'))).toEqual({ sort: 'rating', page: 1 });
  });

  it('sorts names A to Z, and the rest best or newest first', () => {
    expect(categorySortQuery('name')).toEqual({ sortBy: 'name', sortOrder: 'ASC' });
    expect(categorySortQuery('newest')).toEqual({ sortBy: 'newest', sortOrder: 'DESC' });
    expect(categoryPageProductsQuery(readCategoryListState(at('')))).toEqual({
      page: 1,
      take: 24,
      sortBy: 'rating',
      sortOrder: 'DESC',
    });
  });
});

describe('the brand page address', () => {
  it('reads sort, category and page; the default sort is the newest', () => {
    expect(brandPageProductsQuery(at('sort=name&category=c1&page=2'))).toEqual({
      page: 2,
      take: 24,
      sortBy: 'name',
      categoryId: 'c1',
    });
    expect(brandPageProductsQuery(at('sort=cheapest&category=&page=0'))).toEqual({
      page: 1,
      take: 24,
      sortBy: 'newest',
      categoryId: undefined,
    });
  });
});

describe("the product page's review list address", () => {
  it('reads what it knows and falls back to the defaults for the rest', () => {
    expect(readReviewListOptions(at('rsort=lowest&rrating=2&rcomment=true&rtype=YOUTUBE&rpage=3'))).toEqual({
      sort: 'lowest',
      rating: 2,
      hasComment: 'true',
      reviewType: 'YOUTUBE',
      page: 3,
    });
    expect(readReviewListOptions(at('rsort=best&rrating=9&rcomment=yes&rtype=VIDEO&rpage=-1&page=4'))).toEqual({
      sort: 'newest',
      rating: null,
      hasComment: null,
      reviewType: null,
      page: 1,
    });
  });

  it('turns each sort choice into sortBy and sortOrder and leaves unset filters out', () => {
    const base = readReviewListOptions(at(''));
    expect(reviewListQuery(base, 10)).toEqual({ page: 1, take: 10, sortBy: 'createdAt', sortOrder: 'DESC' });
    expect(reviewListQuery({ ...base, sort: 'helpful', rating: 5, hasComment: 'false' }, 10)).toEqual({
      page: 1,
      take: 10,
      sortBy: 'helpful',
      sortOrder: 'DESC',
      rating: 5,
      hasComment: 'false',
    });
    expect(reviewListQuery({ ...base, sort: 'oldest' }, 10)).toMatchObject({ sortBy: 'createdAt', sortOrder: 'ASC' });
  });
});

describe('the trophies page address', () => {
  it('reads known values and drops unknown ones', () => {
    const f = readTrophyFilters(at('category=c1&type=VIDEO&status=DRAFT&q=%20best%20&page=x'));
    expect(f).toEqual({ category: 'c1', type: 'VIDEO', status: undefined, q: 'best', page: 1 });
    expect(isTrophyFiltered(f)).toBe(true);
    expect(isTrophyFiltered(readTrophyFilters(at('page=3&q=%20')))).toBe(false);
  });

  it('turns the filters into the list call, newest first', () => {
    expect(trophyFilteredQuery(readTrophyFilters(at('status=AWARDED&page=2')))).toEqual({
      page: 2,
      take: 12,
      sortBy: 'createdAt',
      sortOrder: 'DESC',
      status: 'AWARDED',
    });
  });
});
