import type { TrophyCategoryIcon, TrophyContentType, TrophyMethod, TrophyStatus } from '@plaudit/contract';

// What the demo trophies are made of: the trophy categories and the trophies of local mode's first
// start, one AWARDED trophy per method (with its signed protocol), one still NOMINATING for the demo admin to lock and
// award, and one DRAFT of the demo creator's team. The seeder (trophies.ts) walks each through the real services, so
// every protocol is a real one that `npm run cli -- verify-protocol` accepts.

export interface DemoTrophyCategory {
  slug: string;
  name: string;
  icon: TrophyCategoryIcon;
  description: string;
  /** What a German reader sees instead of name and description. */
  nameDe: string;
  descriptionDe: string;
  /** Reserved for the platform's trophies (a team's own award cannot use it). */
  platformOnly: boolean;
}

export const DEMO_TROPHY_CATEGORIES: DemoTrophyCategory[] = [
  {
    slug: 'product-of-the-year',
    name: 'Product of the year',
    nameDe: 'Produkt des Jahres',
    descriptionDe: 'Die Produkte, die Bewertende über ein ganzes Jahr am besten bewertet haben.',
    icon: 'trophy',
    description: 'The products reviewers rated highest over a whole year.',
    platformOnly: true,
  },
  {
    slug: 'editors-choice',
    name: "Editors' choice",
    nameDe: 'Wahl der Redaktion',
    descriptionDe: 'Von einer Jury gewählt, mit Begründungen, die alle lesen können.',
    icon: 'award',
    description: 'Chosen by a jury, with the reasons published for everyone to read.',
    platformOnly: true,
  },
  {
    slug: 'community-draw',
    name: 'Community draw',
    nameDe: 'Community-Verlosung',
    descriptionDe: 'Eine faire Auslosung unter starken Kandidaten: Jeder kann den Gewinner nachrechnen.',
    icon: 'sparkles',
    description: 'A fair draw among strong candidates: anyone can recompute the winner.',
    platformOnly: false,
  },
  {
    slug: 'best-video-review',
    name: 'Best video review',
    nameDe: 'Bestes Video-Review',
    descriptionDe: 'Video-Reviews, die ein Produkt zeigen, wie es kein Shop tut.',
    icon: 'video',
    description: 'Video reviews that show a product the way a shop never does.',
    platformOnly: false,
  },
  {
    slug: 'brand-picks',
    name: 'Brand picks',
    nameDe: 'Empfehlungen der Marke',
    descriptionDe:
      'Auszeichnungen, die eine Marke unter ihren eigenen Produkten vergibt: von der Marke, nicht von Plaudit.',
    icon: 'heart',
    description: 'Awards a brand gives among its own products: run by the brand, not by Plaudit.',
    platformOnly: false,
  },
];

export interface DemoTrophy {
  name: string;
  description: string;
  category: string;
  contentType: TrophyContentType;
  method: TrophyMethod;
  /** The catalogue category (its slug) the trophy is about, or null for every product. */
  catalogueCategory: string | null;
  /** The demo creator's team runs it (else the platform). */
  team: boolean;
  /** How far it gets: AWARDED walks every step, NOMINATING stops after the nominations, DRAFT after creation. */
  status: Extract<TrophyStatus, 'AWARDED' | 'NOMINATING' | 'DRAFT'>;
  /** How many candidates to nominate (the best-rated eligible ones). */
  candidates: number;
  justification?: string;
}

export const DEMO_TROPHIES: DemoTrophy[] = [
  {
    name: 'Best coffee gear of the year',
    description:
      'The coffee and tea product with the best reviews of the last twelve months, ranked by the Bayesian score so a handful of five-star reviews cannot beat a hundred great ones.',
    category: 'product-of-the-year',
    contentType: 'PRODUCT',
    method: 'SCORE',
    catalogueCategory: 'coffee-tea',
    team: false,
    status: 'AWARDED',
    candidates: 5,
  },
  {
    name: 'Most helpful review',
    description:
      'The written review that helped other people decide, chosen by the Plaudit editors among the most-voted reviews of the year.',
    category: 'editors-choice',
    contentType: 'REVIEW',
    method: 'JURY',
    catalogueCategory: null,
    team: false,
    status: 'AWARDED',
    candidates: 4,
    justification:
      'This review compares the product with the one it replaced, names what did not work as well as what did, and was updated after three months of daily use. It is the review our readers voted most helpful, and the one we would want to read before buying.',
  },
  {
    name: 'Audio spotlight draw',
    description:
      'One of the best-rated audio products of the year wins a place on the home page, drawn at random with a commitment published before the draw.',
    category: 'community-draw',
    contentType: 'PRODUCT',
    method: 'DRAW',
    catalogueCategory: 'audio',
    team: false,
    status: 'AWARDED',
    candidates: 4,
  },
  {
    name: 'Video review of the season',
    description: 'The video review that showed a product best. The nominations are in; the jury decides next.',
    category: 'best-video-review',
    contentType: 'VIDEO',
    method: 'JURY',
    catalogueCategory: null,
    team: false,
    status: 'NOMINATING',
    candidates: 3,
  },
  {
    name: 'Plaudit Coffee regulars’ pick',
    description: 'Our own award for the Plaudit Coffee product our regulars reviewed best this year.',
    category: 'brand-picks',
    contentType: 'PRODUCT',
    method: 'SCORE',
    catalogueCategory: null,
    team: true,
    status: 'DRAFT',
    candidates: 0,
  },
];
