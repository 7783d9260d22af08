import type { ReviewListOptions } from '@plaudit/contract';

// The product page's review list options (the "Review list options", as the brand's list has them) and how
// they live in the page's URL, so a filtered list can be shared and survives a reload. How the URL reads is the
// contract's (page-addresses.ts): the server reads the same address for the page's first HTML.

export {
  REVIEW_LIST_PARAM as PARAM,
  REVIEW_SORT_CHOICES,
  REVIEW_SORT_NAMES,
  readReviewListOptions as readListOptions,
  reviewListQuery as toQuery,
  type ReviewListOptions,
  type ReviewSortChoice,
} from '@plaudit/contract';

/** Whether a filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (options: ReviewListOptions) =>
  Boolean(options.rating || options.hasComment || options.reviewType);
