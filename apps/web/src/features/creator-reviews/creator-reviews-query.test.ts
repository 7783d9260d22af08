import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, isFiltered, readFilters, toApiQuery, writeFilters } from './creator-reviews-query';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe("the brand list's URL", () => {
  it('reads every option of spec §3 and falls back to the default for values the API would refuse', () => {
    expect(read('page=2&take=50&search=+crema+&sortBy=helpful&sortOrder=ASC&rating=5&hasComment=false&reviewType=USER&productId=p1')).toEqual({
      page: 2, take: 50, search: 'crema', sortBy: 'helpful', sortOrder: 'ASC', rating: 5, hasComment: false, reviewType: 'USER', productId: 'p1',
    });
    expect(read('page=0&take=51&sortBy=name&sortOrder=UP&rating=6&hasComment=yes&reviewType=VIDEO')).toEqual(DEFAULT_FILTERS);
    expect(read('rating=2.5&page=-1')).toEqual(DEFAULT_FILTERS);
  });

  it('writes only what differs from the defaults, keeps foreign keys, and goes back to page 1 unless the page changes', () => {
    const start = new URLSearchParams('page=3&rating=4&utm=mail');
    expect(writeFilters(start, { reviewType: 'YOUTUBE' }).toString()).toBe('utm=mail&rating=4&reviewType=YOUTUBE');
    expect(writeFilters(start, { page: 4 }).toString()).toBe('utm=mail&page=4&rating=4');
    expect(writeFilters(start, { rating: null, sortBy: 'createdAt', sortOrder: 'DESC' }).toString()).toBe('utm=mail');
    expect(writeFilters(new URLSearchParams(), { hasComment: false, take: 20 }).toString()).toBe('take=20&hasComment=false');
  });

  it('turns the filters into the API query and says when the list is narrowed', () => {
    expect(toApiQuery({ ...DEFAULT_FILTERS, hasComment: true, rating: 3 })).toEqual({
      page: 1, take: 10, search: undefined, sortBy: 'createdAt', sortOrder: 'DESC', rating: 3, hasComment: 'true', reviewType: undefined, productId: undefined,
    });
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, sortBy: 'rating' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, productId: 'p1' })).toBe(true);
  });
});
