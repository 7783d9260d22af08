import { describe, expect, it } from 'vitest';
import { creatorReviewsQuery } from './creator-reviews-query';

const list = {
  page: 1,
  search: undefined,
  sortBy: 'createdAt',
  sortOrder: 'DESC',
  filters: { rating: null, hasComment: null, reviewType: null, productId: null, take: '10' },
} as const;

describe("the brand list's API query", () => {
  it('turns the URL options into the API query, only what is set', () => {
    expect(creatorReviewsQuery({ ...list, filters: { ...list.filters, hasComment: 'true', rating: '3' } })).toEqual({
      page: 1,
      take: 10,
      search: undefined,
      sortBy: 'createdAt',
      sortOrder: 'DESC',
      rating: 3,
      hasComment: 'true',
      reviewType: undefined,
      productId: undefined,
    });
    expect(
      creatorReviewsQuery({
        ...list,
        page: 2,
        search: 'crema',
        sortBy: 'helpful',
        sortOrder: 'ASC',
        filters: { ...list.filters, take: '50', reviewType: 'USER', productId: 'p1' },
      }),
    ).toEqual({
      page: 2,
      take: 50,
      search: 'crema',
      sortBy: 'helpful',
      sortOrder: 'ASC',
      rating: undefined,
      hasComment: undefined,
      reviewType: 'USER',
      productId: 'p1',
    });
  });
});
