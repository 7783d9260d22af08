// The /trophies page's filters live in the URL (a shared link shows the same list): category, type, status, q, page.
// How the URL reads is the contract's (page-addresses.ts): the server reads the same address for the page's first
// HTML, and asks the same calls.

export {
  isTrophyFiltered as isFiltered,
  readTrophyFilters as readFilters,
  TROPHY_FILTERED_TAKE as FILTERED_TAKE,
  TROPHY_SECTION_TAKE as SECTION_TAKE,
  trophyFilteredQuery as listQuery,
  trophySectionQuery as sectionQuery,
  type TrophyPageFilters as TrophyFilters,
} from '@plaudit/contract';
