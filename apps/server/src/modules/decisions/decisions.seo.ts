import {
  M,
  ROUTES,
  searchOf,
  TRANSPARENCY_MONTHS_DEFAULT,
  textIn,
  transparencySchema,
  type MessageKey,
} from '@plaudit/contract';
import type { Resolver } from '../catalogue/catalogue.seo.js';
import type { TransparencyService } from './transparency.service.js';

// The first HTML of the two public trust pages, drawn on the server in the reader's language: /how-reviews-work and
// /transparency. Both carry the published figures (the transparency page shows them all, the explanation its
// headline), so both are drawn before any script runs and read without one.

/** The web routes hand every resolver all services; these pages read the published figures. */
type WithTransparency = { transparency: TransparencyService };

/** The call path the pages ask first, as the web's call() spells it. */
export const TRANSPARENCY_FIRST_PATH = `${ROUTES.decisions.transparency.path}${searchOf({ months: TRANSPARENCY_MONTHS_DEFAULT })}`;

const page =
  (path: string, title: MessageKey, description: MessageKey): Resolver =>
  async (services, base, _parts, _search, language) => {
    const { transparency } = services as typeof services & WithTransparency;
    const figures = transparencySchema.parse(await transparency.figures(TRANSPARENCY_MONTHS_DEFAULT));
    const name = textIn(language, title);
    return {
      status: 200,
      title: name,
      description: textIn(language, description),
      canonical: `${base}${path}`,
      image: null,
      ogType: 'website',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebPage', name, url: `${base}${path}` }],
      noindex: false,
      answers: { [TRANSPARENCY_FIRST_PATH]: figures },
    };
  };

/** Added after the catalogue's and the trophies' routes by the web routes. */
export const TRUST_SEO_ROUTES: { pattern: string; params: string[]; resolve: Resolver }[] = [
  {
    pattern: '/how-reviews-work',
    params: [],
    resolve: page('/how-reviews-work', M.head.how_reviews_work_title, M.head.how_reviews_work_description),
  },
  {
    pattern: '/transparency',
    params: [],
    resolve: page('/transparency', M.head.transparency_title, M.head.transparency_description),
  },
];
