import {
  isTrophyFiltered,
  M,
  pathOf,
  readTrophyFilters,
  ROUTES,
  searchOf,
  textIn,
  trophyCategoryListSchema,
  trophyDetailSchema,
  trophyFilteredQuery,
  trophyListQuerySchema,
  trophyListSchema,
  trophyNomineeListSchema,
  trophySectionQuery,
  type FirstAnswers,
  type Language,
  type TrophyDetail,
  type TrophyListQuery,
} from '@plaudit/contract';
import { summary, type PageHead } from '../catalogue/catalogue.head.js';
import {
  abs,
  answerOrNothing,
  breadcrumb,
  notFoundHead,
  type Resolver,
  type SeoServices,
} from '../catalogue/catalogue.seo.js';

// The first HTML of /trophies and /trophies/{id}: their own title, description, canonical URL, share
// card and JSON-LD, like the catalogue's pages, in the reader's language. A trophy a visitor may not read (DRAFT,
// CANCELLED, unknown) is a 404 with noindex, so its existence is not revealed to crawlers either. Both pages come
// with their first calls' answers, so they are drawn on the server: a trophy with its candidates; the index with the
// trophy categories and, for the address's filters, either the one filtered list or each category's newest trophies.

const enc = encodeURIComponent;

export function trophyHead(base: string, trophy: TrophyDetail, language: Language = 'en'): PageHead {
  const url = `${base}/trophies/${enc(trophy.id)}`;
  const winner = trophy.status === 'AWARDED' ? trophy.winner : null;
  const names = { trophy: trophy.name, winner: winner?.title ?? '' };
  const description =
    summary(trophy.description) ||
    textIn(language, winner ? M.head.trophy_description_won : M.head.trophy_description, names);
  return {
    status: 200,
    title: winner ? textIn(language, M.head.trophy_title_won, names) : `${trophy.name} · Plaudit`,
    description,
    canonical: url,
    image: abs(base, winner?.image?.src) ?? abs(base, trophy.organiser.team?.iconUrl),
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: trophy.name,
        url,
        description: summary(trophy.description, 500) || description,
        ...(winner
          ? {
              about: {
                '@type': winner.contentType === 'PRODUCT' ? 'Product' : 'Thing',
                name: winner.title,
                url: `${base}${winner.href}`,
              },
            }
          : {}),
      },
      breadcrumb([
        { name: 'Plaudit', url: `${base}/` },
        { name: textIn(language, M.head.trophies_name), url: `${base}/trophies` },
        { name: trophy.name, url },
      ]),
    ],
    noindex: false,
  };
}

/** A list call's answer for the index's first HTML, keyed as the page's call spells it; none for a query it refuses. */
async function listAnswer(
  { trophyReads }: SeoServices,
  query: Partial<TrophyListQuery>,
  language: Language,
): Promise<FirstAnswers> {
  const valid = trophyListQuerySchema.safeParse(query);
  const list = valid.success ? await answerOrNothing(() => trophyReads.list(valid.data, language)) : null;
  return list ? { [`${pathOf(ROUTES.trophies.list.path)}${searchOf(query)}`]: trophyListSchema.parse(list) } : {};
}

const index: Resolver = async (services, base, _parts, search, language) => {
  const filters = readTrophyFilters(search);
  const categories = await services.trophyCategories.list(language);
  const answers: FirstAnswers = {
    [pathOf(ROUTES.trophies.categories.path)]: trophyCategoryListSchema.parse(categories),
  };
  // The page shows a category's section only when it holds public trophies: only those are asked for.
  const lists = isTrophyFiltered(filters)
    ? [trophyFilteredQuery(filters)]
    : categories.data.filter((category) => category.trophyCount > 0).map((category) => trophySectionQuery(category.id));
  for (const list of await Promise.all(lists.map((query) => listAnswer(services, query, language))))
    Object.assign(answers, list);
  const url = `${base}/trophies`;
  const name = textIn(language, M.head.trophies_name);
  return {
    status: 200,
    title: textIn(language, M.head.trophies_title),
    description: textIn(language, M.head.trophies_description),
    canonical: url,
    image: null,
    ogType: 'website',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'CollectionPage', name, url },
      breadcrumb([
        { name: 'Plaudit', url: `${base}/` },
        { name, url },
      ]),
    ],
    noindex: false,
    answers,
  };
};

const trophy: Resolver = async ({ trophyReads, trophyCandidates }, base, [id], _search, language) => {
  const detail = await trophyReads.publicOrNull(id!, language);
  if (!detail) return notFoundHead(language);
  // As a visitor reads them: the page keeps a visitor's answer apart from a signed-in person's.
  const candidates = await answerOrNothing(() => trophyCandidates.list(null, detail.id));
  const answers: FirstAnswers = { [pathOf(ROUTES.trophies.get.path, { id })]: trophyDetailSchema.parse(detail) };
  if (candidates) answers[pathOf(ROUTES.trophies.candidates.path, { id })] = trophyNomineeListSchema.parse(candidates);
  return { ...trophyHead(base, detail, language), answers };
};

/** Added after the catalogue's SEO_ROUTES by the web routes. */
export const TROPHY_SEO_ROUTES: { pattern: string; params: string[]; resolve: Resolver }[] = [
  { pattern: '/trophies', params: [], resolve: index },
  { pattern: '/trophies/:a', params: ['a'], resolve: trophy },
];
