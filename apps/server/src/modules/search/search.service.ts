import {
  SEARCH_CACHE_MAX_BYTES,
  SEARCH_STALE_SECONDS,
  SEARCH_SUGGEST_MAX,
  type Language,
  type SearchResult,
  type SearchResultType,
  type SuggestResult,
} from '@plaudit/contract';
import type { ServiceDeps } from '../../deps.js';
import { toFacets, toHit } from './search.mapper.js';
import { platformMean } from '../reviews/reviews.scores.js';
import { searchPage, searchWithFacets } from './search.queries.js';
import { searchTerms } from './search.terms.js';
import { SearchAnswers } from './search.answers.js';

// Search: public content only (search_documents holds public rows only, kept by the triggers of migration 0023 to
// the rules of catalogue.rules.ts; a team's block is applied in search.queries), so there is no access check beyond it,
// and one answer serves everyone who asks the same: answers are kept a few seconds (search.answers.ts).

export interface SearchInput {
  q: string;
  type?: SearchResultType;
  categoryId?: string;
  page: number;
  take: number;
}

export class SearchService {
  private readonly results: SearchAnswers<SearchResult>;
  private readonly suggestions: SearchAnswers<SuggestResult>;

  /** `reads`: public content only, the same for everyone, so it may come from a replica. */
  constructor(private readonly deps: Pick<ServiceDeps, 'reads' | 'cacheBus' | 'config'>) {
    const options = {
      ttlSeconds: deps.config.searchCacheSeconds,
      staleSeconds: SEARCH_STALE_SECONDS,
      maxBytes: SEARCH_CACHE_MAX_BYTES,
      bus: deps.cacheBus,
    };
    this.results = new SearchAnswers(options);
    this.suggestions = new SearchAnswers(options);
  }

  /** `language`: the reader's, for the category facets' names. */
  async search(input: SearchInput, language: Language = 'en'): Promise<SearchResult> {
    // The answer depends on the query only through its trimmed lower case (search.terms.ts).
    const key = [searchTerms(input.q).lower, input.type, input.categoryId, input.page, input.take, language].join('\n');
    return this.results.get(key, () => this.read(input, language));
  }

  async suggest(q: string): Promise<SuggestResult> {
    return this.suggestions.get(searchTerms(q).lower, () => this.readSuggestions(q));
  }

  private async read(input: SearchInput, language: Language): Promise<SearchResult> {
    const terms = searchTerms(input.q);
    const filter = { type: input.type, categoryId: input.categoryId, language };
    const {
      hits: rows,
      facets: facetRows,
      capped,
    } = await searchWithFacets(
      this.deps.reads,
      terms,
      filter,
      input.take,
      (input.page - 1) * input.take,
      await platformMean(this.deps.reads),
    );
    const facets = toFacets(facetRows);
    const total =
      input.type === undefined
        ? facets.type.product + facets.type.brand + facets.type.youtuber
        : facets.type[input.type];
    return {
      data: rows.map((row) => toHit(row, terms)),
      meta: { page: input.page, take: input.take, total, pageCount: Math.ceil(total / input.take), facets, capped },
    };
  }

  private async readSuggestions(q: string): Promise<SuggestResult> {
    const terms = searchTerms(q);
    const rows = await searchPage(
      this.deps.reads,
      terms,
      {},
      SEARCH_SUGGEST_MAX,
      0,
      await platformMean(this.deps.reads),
    );
    return {
      data: rows.map((row) => {
        const { type, id, name, slug, brand, highlight } = toHit(row, terms);
        return { type, id, name, slug, brand, highlight };
      }),
    };
  }
}
