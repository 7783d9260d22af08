import { lazy, Suspense } from 'react';
import type { BrandPage, ProductPage, TrophySummary } from '@plaudit/contract';
import { lazyPart } from '@/lib/lazy-chunks';

// The trophies feature's pieces handed to other features' pages as slots (features do not import each other; app/
// composes them). Each loads as its own chunk with the page that shows it; the wins strips render nothing while
// loading (no empty box, no skeleton for a strip that is usually absent).

const BrandTrophyWins = lazyPart('brand-trophy-wins', () =>
  import('@/features/trophies/components/trophy-wins').then((m) => ({ default: m.BrandTrophyWins })),
);
const ProductTrophyWins = lazyPart('product-trophy-wins', () =>
  import('@/features/trophies/components/trophy-wins').then((m) => ({ default: m.ProductTrophyWins })),
);
const YoutuberTrophyWins = lazyPart('youtuber-trophy-wins', () =>
  import('@/features/trophies/components/trophy-wins').then((m) => ({ default: m.YoutuberTrophyWins })),
);
const BadgeSnippet = lazy(() => import('@/features/trophies/components/badge-snippet'));

export const brandTrophiesSlot = (brand: BrandPage) => (
  <Suspense fallback={null}>
    <BrandTrophyWins creatorProfile={brand.creatorProfile} />
  </Suspense>
);

export const productTrophiesSlot = (product: ProductPage) => (
  <Suspense fallback={null}>
    <ProductTrophyWins productId={product.id} />
  </Suspense>
);

export const youtuberTrophiesSlot = (handle: string) => (
  <Suspense fallback={null}>
    <YoutuberTrophyWins handle={handle} />
  </Suspense>
);

/** The badge preview and its HTML snippet, for the organiser feature's screens (the winner's dashboard). */
export const badgeSnippetSlot = (trophy: Pick<TrophySummary, 'id' | 'name' | 'organiser'>) => (
  <Suspense fallback={null}>
    <BadgeSnippet trophyId={trophy.id} trophyName={trophy.name} organiser={trophy.organiser} />
  </Suspense>
);

const MyTrophies = lazy(() => import('@/features/trophies/components/my-trophies'));

/** The signed-in person's won trophies with their badge snippets (renders nothing without any), for a settings page. */
export const myTrophiesSlot = () => (
  <Suspense fallback={null}>
    <MyTrophies />
  </Suspense>
);
