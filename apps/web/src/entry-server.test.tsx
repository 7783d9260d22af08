import { describe, expect, it, vi } from 'vitest';
import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import {
  COLOR_SCHEME_STORAGE_KEY,
  FIRST_ANSWERS_ELEMENT_ID,
  type BrandPage,
  type CategoryFeaturing,
  type CategoryPage,
  type Language,
  type Picture,
  type ProductCard,
  type ProductCardList,
  type ProductPage,
  type ProductReviews,
  type PublicReview,
  type TrophyCategoryList,
  type TrophyList,
  type YoutuberPage,
} from '@plaudit/contract';
import { AppRoot } from '@/app/app-root';
import { preloadPages, preloadParts } from '@/lib/lazy-chunks';
import { routes } from '@/app/router';
import { authSession } from '@/lib/auth-session';
import { takeFirstAnswer } from '@/lib/first-answers';
import { i18n } from '@/lib/i18n';
import { detail as trophyDetail, summary as trophySummary, threeNominees } from '@/features/trophies/test/trophy-data';
import { createQueryClient } from '@/lib/query-client';
import { renderPage } from './entry-server';

// The server draws a public page with the answers its head read (entry-server.tsx); the browser hydrates that HTML:
// the same elements stay (nothing drawn twice), React reports no mismatch, and the page's first answers are used
// instead of asking the server again.

const brand: BrandPage = {
  id: 't1',
  creatorProfile: 'acme',
  brandName: 'Acme Audio',
  verified: true,
  description: 'Speakers since 1999.',
  iconUrl: null,
  bannerUrl: null,
  website: 'https://acme.example',
  rating: { average: 4.2, count: 7 },
  blocked: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  social: {
    websiteUrl: null,
    facebookUrl: null,
    xUrl: null,
    instagramUrl: null,
    tiktokUrl: null,
    youtubeUrl: null,
    discordUrl: null,
  },
  categories: [
    { id: 'c1', slug: 'speakers', name: 'Speakers', count: 3 },
    { id: 'c2', slug: 'cables', name: 'Cables', count: 1 },
  ],
};
const products: ProductCardList = { data: [], meta: { page: 1, take: 24, total: 0, pageCount: 1 } };
const youtuber: YoutuberPage = {
  id: 'y1',
  handle: 'voice',
  pageName: 'Voice Reviews',
  channelUrl: 'https://www.youtube.com/@voice',
  avatarUrl: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const card = (slug: string, name: string): ProductCard => ({
  id: `p-${slug}`,
  slug,
  name,
  brand: { name: 'Acme Audio', creatorProfile: 'acme', iconUrl: null },
  category: { slug: 'speakers', name: 'Speakers' },
  image: null,
  rating: { average: 4.5, count: 2 },
  publishedAt: '2026-01-01T00:00:00.000Z',
});
const category: CategoryPage = {
  category: {
    id: 'c1',
    slug: 'speakers',
    name: 'Speakers',
    icon: 'speakerphone',
    description: 'Loud and clear.',
    productCount: 2,
  },
  parent: { id: 'c0', slug: 'audio', name: 'Audio', icon: 'headphones' },
  children: [],
};
const categoryProducts: ProductCardList = {
  data: [card('aurora', 'Aurora Speaker'), card('zephyr', 'Zephyr Speaker')],
  meta: { page: 1, take: 24, total: 2, pageCount: 1 },
};
const product: ProductPage = {
  id: 'p1',
  slug: 'aurora',
  name: 'Aurora Speaker',
  description: 'A round speaker.',
  tags: [],
  url: null,
  pictures: [],
  category: { id: 'c1', slug: 'speakers', name: 'Speakers', parent: null },
  rating: { average: 4.5, count: 2 },
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  brand: { id: 'team-acme', name: 'Acme Audio', creatorProfile: 'acme', iconUrl: null, verified: true },
  moreFromBrand: [],
};
const review = (id: string, title: string, rating: number): PublicReview => ({
  id,
  type: 'USER',
  rating,
  title,
  comment: 'Fills the room.',
  video: null,
  author: { id: `a-${id}`, displayName: 'Anna K.', avatarUrl: null, youtuber: null },
  product: { id: 'p1', slug: 'aurora', name: 'Aurora Speaker', brandName: 'Acme Audio', creatorProfile: 'acme' },
  createdAt: '2026-01-02T00:00:00.000Z',
  editedAt: null,
  helpfulCount: 1,
  votedHelpful: false,
  mine: false,
  reported: false,
  reply: null,
});
const reviews: ProductReviews = {
  data: [review('r1', 'Warm sound', 5), review('r2', 'A bit quiet', 4)],
  meta: { page: 1, take: 10, total: 2, pageCount: 1 },
  summary: { average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] },
};
const trophyCategory = (id: string, name: string, trophyCount: number) => ({
  id,
  name,
  slug: id,
  description: `All about ${name}.`,
  icon: 'crown',
  position: 0,
  platformOnly: false,
  trophyCount,
  texts: { name, description: null, nameDe: null, descriptionDe: null },
});
const trophyCategories: TrophyCategoryList = {
  data: [trophyCategory('cat1', 'Best product', 2), trophyCategory('cat2', 'Best video', 0)],
};
const trophyList = (...names: string[]): TrophyList => ({
  data: names.map((name, i) => trophySummary({ id: `tr-${i}`, name })),
  meta: { page: 1, take: 12, total: names.length, pageCount: 1 },
});
// The day's sponsored card, drawn with the page (the second organic card, bought for today).
const categoryFeaturing: CategoryFeaturing = {
  category: { id: 'c1', slug: 'speakers', name: 'Speakers' },
  featuring: { slots: 1, reservePrice: 5, clearing: [] },
  sponsored: [
    {
      rank: 1,
      card: categoryProducts.data[1]!,
      paidBy: 'Acme Audio GmbH',
      onBehalfOf: 'Acme',
      category: { id: 'c1', slug: 'speakers', name: 'Speakers' },
      featuringId: 'f1',
      day: '2026-11-28',
    },
  ],
};
// Pages with pictures: a brand with a banner above its cards, a product with a gallery above more of its brand's.
const picture = (name: string): Picture => ({
  src: `/uploads/products/${name}-800.webp`,
  srcset: `/uploads/products/${name}-320.webp 320w, /uploads/products/${name}-800.webp 800w, /uploads/products/${name}-1600.webp 1600w`,
  width: 800,
  height: 600,
  alt: '',
});
const pictured = (slug: string, name: string): ProductCard => ({ ...card(slug, name), image: picture(slug) });
const soundBrand: BrandPage = { ...brand, id: 't2', creatorProfile: 'sound', bannerUrl: '/uploads/banners/sound.webp' };
const soundProducts: ProductCardList = {
  data: ['one', 'two', 'three', 'four', 'five', 'six'].map((slug) => pictured(slug, `Speaker ${slug}`)),
  meta: { page: 1, take: 24, total: 6, pageCount: 1 },
};
const nimbus: ProductPage = {
  ...product,
  id: 'p2',
  slug: 'nimbus',
  name: 'Nimbus Speaker',
  pictures: [picture('nimbus-front'), picture('nimbus-back')],
  moreFromBrand: [pictured('aurora', 'Aurora Speaker'), pictured('zephyr', 'Zephyr Speaker')],
};
const answers = {
  '/brands/acme': brand,
  '/brands/sound': soundBrand,
  '/brands/sound/products?page=1&take=24&sortBy=newest': soundProducts,
  '/brands/acme/products/nimbus': nimbus,
  '/products/p2/reviews?page=1&take=10&sortBy=createdAt&sortOrder=DESC': reviews,
  '/brands/acme/products?page=1&take=24&sortBy=newest': products,
  '/youtubers/voice': youtuber,
  '/categories/speakers': category,
  '/categories/speakers/products?page=1&take=24&sortBy=rating&sortOrder=DESC': categoryProducts,
  '/categories/speakers/featuring': categoryFeaturing,
  '/brands/acme/products/aurora': product,
  '/products/p1/reviews?page=1&take=10&sortBy=createdAt&sortOrder=DESC': reviews,
  '/trophies/tr1': trophyDetail(),
  '/trophies/tr1/candidates': { data: threeNominees(1) },
  '/trophy-categories': trophyCategories,
  '/trophies?categoryId=cat1&take=3&sortBy=createdAt&sortOrder=DESC': trophyList(
    'Speaker of the Year',
    'Amp of the Year',
  ),
  '/trophies?page=1&take=12&sortBy=createdAt&sortOrder=DESC&status=AWARDED': trophyList('Speaker of the Year'),
};

/**
 * The page as the server draws it. The server's renderer leaves its last context values set when it finishes; here
 * it shares one JavaScript realm with the browser's renderer and with the worker's other test files (never so in
 * the app), so an empty render sets them back.
 */
async function drawOnServer(url: string, language: Language = 'en'): Promise<{ html: string; parts: string[] }> {
  const drawn = await renderPage(url, answers, 2_000, language);
  await prerenderToNodeStream(<></>);
  return drawn;
}

function serveNothing() {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ data: [], meta: { page: 1, take: 5, total: 0, pageCount: 0 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe("the server's first render of a public page", () => {
  it("draws the brand page from the answers, without the app's loading state", async () => {
    const { html, parts } = await drawOnServer('/brands/acme');
    // The lazy parts drawn with it, whose chunks the browser loads before hydrating (the header's search is a plain box
    // until someone uses it: it is not one of them).
    expect(parts).toEqual(['brand-latest-reviews', 'brand-trophy-wins']);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('h1')?.textContent).toBe('Acme Audio');
    expect(page.textContent).toContain('Speakers since 1999.');
    expect(page.textContent).toContain('This brand has not published any products yet.');
    // Its review list links to how reviews work in this first HTML already.
    expect(page.querySelector('a[href="/how-reviews-work"]')?.textContent).toBe('How reviews work');
    // The CSP allows no inline script: every part of the page is drawn in place, none revealed by a script.
    expect(page.querySelector('script')).toBeNull();
  });

  it('is hydrated by the browser: same elements, no mismatch, no call for what the HTML carried', async () => {
    const page = await hydrate();
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.otherConsoleErrors()).toEqual([]);
    expect(page.root.querySelector('h1')).toBe(page.heading);
    expect(page.heading?.textContent).toBe('Acme Audio');
    // A lazy part (the header's search) is hydrated too, not drawn again.
    expect(page.root.querySelector('header input')).toBe(page.headerSearch);
    expect(page.asked()).not.toContain('/api/brands/acme');
    expect(page.asked()).not.toContain('/api/brands/acme/products');
    page.close();
  });

  it('draws a YouTuber page from its answer, and the browser hydrates it without asking for it again', async () => {
    const page = await hydrate('/youtubers/voice');
    expect(page.heading?.textContent).toBe('Voice Reviews');
    expect(page.root.querySelector('a[href="/how-reviews-work"]')?.textContent).toBe('How reviews work');
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.otherConsoleErrors()).toEqual([]);
    expect(page.root.querySelector('h1')).toBe(page.heading);
    expect(page.asked()).not.toContain('/api/youtubers/voice');
    page.close();
  });

  it('hydrates for a person who was signed in as drawn for a visitor, then shows their state', async () => {
    authSession.setRestoring();
    const page = await hydrate();
    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.otherConsoleErrors()).toEqual([]);
    expect(page.root.querySelector('h1')).toBe(page.heading);
    // Restoring the session: neither "Sign in" nor the person's menu yet, as the app shows it when it draws alone.
    expect(within(page.root).queryByRole('link', { name: 'Sign in' })).toBeNull();
    page.close();
  });
});

describe('pages drawn from their answers and hydrated without asking again', () => {
  const drawnText = async (url: string, language: Language = 'en') => {
    const page = document.createElement('div');
    page.innerHTML = (await drawOnServer(url, language)).html;
    return page;
  };

  it('a category page: the category, its breadcrumb and its products, no loading state', async () => {
    const page = await drawnText('/categories/speakers');
    expect(page.querySelector('h1')?.textContent).toBe('Speakers');
    expect(page.textContent).toContain('Loud and clear.');
    expect(page.textContent).toContain('Audio');
    expect(page.textContent).toContain('Aurora Speaker');
    expect(page.textContent).toContain('Zephyr Speaker');
    expect(page.textContent).toContain('Sponsored');
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();

    const hydrated = await hydrate('/categories/speakers');
    expect(hydrated.recoverable).not.toHaveBeenCalled();
    expect(hydrated.otherConsoleErrors()).toEqual([]);
    expect(hydrated.root.querySelector('h1')).toBe(hydrated.heading);
    expect(hydrated.asked().filter((path) => path.startsWith('/api/categories'))).toEqual([]);
    hydrated.close();
  });

  it('a product page: its reviews drawn, not skeletons, and hydrated without asking for them', async () => {
    const { html, parts } = await drawOnServer('/brands/acme/aurora');
    expect(parts).toContain('product-reviews');
    const page = document.createElement('div');
    page.innerHTML = html;
    const section = page.querySelector('section[aria-labelledby="reviews-heading"]');
    expect(section?.textContent).toContain('Warm sound');
    expect(section?.textContent).toContain('A bit quiet');
    expect(section?.querySelector('[aria-busy="true"]')).toBeNull();

    const hydrated = await hydrate('/brands/acme/aurora');
    expect(hydrated.recoverable).not.toHaveBeenCalled();
    expect(hydrated.otherConsoleErrors()).toEqual([]);
    expect(hydrated.asked()).not.toContain('/api/products/p1/reviews');
    expect(hydrated.asked()).not.toContain('/api/brands/acme/products/aurora');
    hydrated.close();
  });

  it("a brand's banner is its largest paint: an image in the first HTML, fetched first; its cards' pictures follow", async () => {
    const page = await drawnText('/brands/sound');
    const banner = page.querySelector('header img[src="/uploads/banners/sound.webp"]');
    expect(banner).not.toBeNull();
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).toHaveAttribute('width', '1920');
    expect(banner).toHaveAttribute('height', '1080');
    // One picture is fetched first; the first row of cards loads with the page, the rest when scrolled to.
    expect(page.querySelectorAll('img[fetchpriority]')).toHaveLength(1);
    const cards = [...page.querySelectorAll('ul img')];
    expect(cards.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    for (const img of cards) {
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '600');
      expect(img.getAttribute('srcset')).toContain('320w');
    }
    const hydrated = await hydrate('/brands/sound');
    expect(hydrated.recoverable).not.toHaveBeenCalled();
    expect(hydrated.otherConsoleErrors()).toEqual([]);
    hydrated.close();
  });

  it("a product's first picture is its largest paint, fetched first; the other pictures wait until scrolled to", async () => {
    const page = await drawnText('/brands/acme/nimbus');
    const high = [...page.querySelectorAll('img[fetchpriority="high"]')];
    expect(high).toHaveLength(1);
    expect(high[0]).toHaveAttribute('src', '/uploads/products/nimbus-front-800.webp');
    expect(high[0]).toHaveAttribute('loading', 'eager');
    expect(high[0]).toHaveAttribute('sizes', '(max-width: 62em) 100vw, 640px');
    expect(high[0]).toHaveAttribute('width', '800');
    expect(high[0]).toHaveAttribute('height', '600');
    // The thumbnails and the brand's other products below.
    const others = [...page.querySelectorAll('img[srcset]')].filter((img) => img !== high[0]);
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const img of others) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('the header draws its menus as buttons alone, whose code loads when one is opened', async () => {
    const page = await drawnText('/brands/acme');
    for (const name of ['Language', 'Language and appearance']) {
      const button = within(page).getByRole('button', { name, hidden: true });
      expect(button).toHaveAttribute('aria-haspopup', 'menu');
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(page.querySelector('[role="menu"]')).toBeNull();
  });

  it("a review's time, worded by the server's clock and by the reader's a minute later, does not cost the hydration", async () => {
    const drawnAt = new Date(Date.parse('2026-01-02T00:00:00.000Z') + 59 * 60_000 + 30_000);
    vi.useFakeTimers({ toFake: ['Date'], now: drawnAt });
    try {
      // "59 minutes ago" on the server, "1 hour ago" in the browser.
      const hydrated = await hydrate('/brands/acme/aurora', 'en', () =>
        vi.setSystemTime(new Date(drawnAt.getTime() + 60_000)),
      );
      expect(hydrated.recoverable).not.toHaveBeenCalled();
      expect(hydrated.root.querySelector('h1')).toBe(hydrated.heading);
      hydrated.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a trophy page: the trophy, its facts and candidates, hydrated without asking for them', async () => {
    const page = await drawnText('/trophies/tr1');
    expect(page.querySelector('h1')?.textContent).toBe('Speaker of the Year');
    expect(page.querySelector('table')?.textContent).toContain('Nimbus Buds');
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();

    const hydrated = await hydrate('/trophies/tr1');
    expect(hydrated.recoverable).not.toHaveBeenCalled();
    expect(hydrated.otherConsoleErrors()).toEqual([]);
    expect(hydrated.asked().filter((path) => path.startsWith('/api/trophies/tr1'))).toEqual([]);
    hydrated.close();
  });

  const hydratedWithoutAsking = async (url: string) => {
    const hydrated = await hydrate(url);
    expect(hydrated.recoverable).not.toHaveBeenCalled();
    expect(hydrated.otherConsoleErrors()).toEqual([]);
    expect(hydrated.root.querySelector('h1')).toBe(hydrated.heading);
    expect(
      hydrated.asked().filter((path) => path.startsWith('/api/trophies') || path.startsWith('/api/trophy-categories')),
    ).toEqual([]);
    hydrated.close();
  };

  it("the trophies page: its categories and each one's newest trophies, hydrated without asking for them", async () => {
    const page = await drawnText('/trophies');
    expect(within(page).queryByRole('heading', { level: 2, name: 'Best product' })).not.toBeNull();
    expect(within(page).queryByRole('heading', { level: 2, name: 'Best video' })).toBeNull();
    expect(page.textContent).toContain('Amp of the Year');
    expect(page.querySelector('[aria-busy="true"]')).toBeNull();
    await hydratedWithoutAsking('/trophies');
  });

  it('the trophies page with a filter in its address: the one filtered list, hydrated without asking for it', async () => {
    const page = await drawnText('/trophies?status=AWARDED');
    expect(page.textContent).toContain('Speaker of the Year');
    expect(page.textContent).not.toContain('Amp of the Year');
    await hydratedWithoutAsking('/trophies?status=AWARDED');
  });

  it("in the reader's language: German and English drawn at once, each in its own, and German hydrated as drawn", async () => {
    const [german, english] = await Promise.all([
      drawnText('/categories/speakers', 'de'),
      drawnText('/categories/speakers', 'en'),
    ]);
    expect(german.textContent).toContain('2 Produkte');
    expect(within(german).queryByRole('link', { name: 'Anmelden' })).not.toBeNull();
    expect(english.textContent).toContain('2 products');
    expect(within(english).queryByRole('link', { name: 'Sign in' })).not.toBeNull();

    await i18n.changeLanguage('de');
    try {
      const hydrated = await hydrate('/brands/acme/aurora', 'de');
      expect(hydrated.root.textContent).toContain('Bewertungen');
      expect(hydrated.recoverable).not.toHaveBeenCalled();
      expect(hydrated.otherConsoleErrors()).toEqual([]);
      expect(hydrated.root.querySelector('h1')).toBe(hydrated.heading);
      hydrated.close();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('for a reader who chose dark mode, drawn without knowing it: hydrated without a mismatch', async () => {
    // Chosen in the browser only: the server's render (here in the same realm) must not see it.
    const chooseDark = () => localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    try {
      for (const url of ['/brands/acme', '/brands/acme/aurora', '/youtubers/voice', '/categories/speakers']) {
        const hydrated = await hydrate(url, 'en', chooseDark);
        expect(hydrated.recoverable, url).not.toHaveBeenCalled();
        expect(hydrated.otherConsoleErrors(), url).toEqual([]);
        expect(hydrated.root.querySelector('h1'), url).toBe(hydrated.heading);
        hydrated.close();
      }
    } finally {
      localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    }
  });
});

/** A public page (the brand's unless told) as the server draws it, hydrated by the browser with the HTML's first answers. */
async function hydrate(url = '/brands/acme', language: Language = 'en', inTheBrowser = () => {}) {
  const fetch = serveNothing();
  const root = document.createElement('div');
  const drawn = await drawOnServer(url, language);
  inTheBrowser();
  root.innerHTML = drawn.html;
  document.body.append(root);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_ANSWERS_ELEMENT_ID;
  script.textContent = JSON.stringify(answers);
  document.head.append(script);
  const heading = root.querySelector('h1');
  const headerSearch = root.querySelector('header input');
  expect(headerSearch).not.toBeNull();
  if (language === 'en') expect(within(root).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  const recoverable = vi.fn();
  // React's development build names every hydration mismatch on the console.
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});

  await Promise.all([preloadPages(routes, url), preloadParts(drawn.parts)]);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const app = await act(async () =>
    hydrateRoot(root, <AppRoot router={router} client={createQueryClient()} firstAnswers={takeFirstAnswer} />, {
      onRecoverableError: recoverable,
    }),
  );
  return {
    root,
    heading,
    headerSearch,
    recoverable,
    // Both renderers in one realm (a test only) is the one thing React may say besides a mismatch.
    otherConsoleErrors: () =>
      consoleErrors.mock.calls
        .map((args) => String(args[0]))
        .filter((text) => !text.startsWith('Detected multiple renderers')),
    asked: () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname),
    close() {
      act(() => app.unmount());
      root.remove();
      router.dispose();
    },
  };
}
