import { Suspense, useDeferredValue } from 'react';
import { Anchor, Badge, Box, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconDevices, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/data-states';
import { lazyPart } from '@/lib/lazy-chunks';
import { useMe } from '@/lib/me-query';
import { ProductGrid } from '@/features/catalogue/components/product-grid';
import { useHome } from '@/features/home/api/home';
import { BrandsToDiscover, EntryBand, FeaturedCategories, HomeSection } from '@/features/home/components/home-sections';
import { SearchBoxSlot } from '@/features/search/components/search-box-slot';
import { greetingKey } from '@/features/home/greeting';
import { useDocumentTitle } from '@/lib/use-document-title';

// Below the fold, and review cards bring the reviews feature's code: a chunk of its own, so the first route stays
// within its 250 KB.
const ReviewFeed = lazyPart('home-review-feed', () =>
  import('@/features/reviews/components/review-feed').then((m) => ({ default: m.ReviewFeed })),
);
// The newest awarded trophies: its own chunk too, and its own call; it renders nothing until it has some.
const LatestTrophies = lazyPart('home-latest-trophies', () => import('@/features/trophies/components/latest-trophies'));

// `/` for everyone: a hero with search, then featured categories, top-rated and newest products and
// brands to discover, each hidden when it has nothing; the way in (register, sign in, become a partner) or, for a
// signed-in person, their greeting and shortcuts.

/** The way to the partner sign-up: a link whose words wrap on a phone (a button's label is cut at 390 px). */
function PartnerLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.partnerRegister.href()} fw={600} py={6}>
      <Group component="span" gap={8} wrap="nowrap" align="flex-start">
        <IconBuildingStore size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
        <span>{t('entry.home', { ns: 'creators' })}</span>
      </Group>
    </Anchor>
  );
}

function EntryPoints() {
  const { t } = useTranslation();
  const { user } = useMe();
  return (
    <EntryBand>
      <Stack gap="sm">
        <Text fw={600}>{user ? t('home.signedInText') : t('home.text')}</Text>
        <Group gap="sm">
          {user ? (
            <>
              <Button
                component={Link}
                to={paths.sessions.href()}
                variant="default"
                leftSection={<IconDevices size={18} />}
              >
                {t('home.manageSessions')}
              </Button>
              {user.selectedCreatorTeam ? (
                <Button
                  component={Link}
                  to={paths.creatorDashboard.href()}
                  variant="default"
                  leftSection={<IconBuildingStore size={18} />}
                >
                  {t('dashboard.title', { ns: 'creators' })}
                </Button>
              ) : (
                <PartnerLink />
              )}
            </>
          ) : (
            <>
              <Button component={Link} to={paths.register.href()} leftSection={<IconUserPlus size={18} />}>
                {t('home.ctaRegister')}
              </Button>
              <Button component={Link} to={paths.login.href()} variant="default">
                {t('home.ctaSignIn')}
              </Button>
              <PartnerLink />
            </>
          )}
        </Group>
      </Stack>
    </EntryBand>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const { t: th } = useTranslation('home');
  const { user } = useMe();
  const home = useHome();
  // The server's head for `/` says the same in English (catalogue.seo.ts): coming back home names the tab again.
  useDocumentTitle(th('documentTitle'));
  // The sections are drawn at a lower priority than the answer that brings them, in slices the browser interleaves
  // with input and paint (drawn at once, they were the page's longest task); the skeleton stays until they are.
  const data = useDeferredValue(home.data);
  const waiting = !data && !home.isError;
  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }}>
      <Stack gap={48}>
        <Stack gap="lg" maw={760}>
          <Badge variant="light" size="lg" w="fit-content">
            {t('home.badge')}
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1} style={{ letterSpacing: '-0.03em' }}>
            {user ? t(greetingKey(user.createdAt), { name: user.firstName }) : th('hero.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
            {th('hero.text')}
          </Text>
          {/* The search feature's box with suggestions, under its own longer name (the header's is "Search"). */}
          <Box role="search" maw={640}>
            <SearchBoxSlot size="lg" label={th('hero.searchLabel')} placeholder={th('hero.searchPlaceholder')} />
          </Box>
        </Stack>

        {home.isError && <LoadError title={th('loadError')} error={home.error} onRetry={() => void home.refetch()} />}
        {waiting && (
          <Stack gap="md" role="status" aria-busy="true" aria-label={th('loading')}>
            <Skeleton height={28} width={240} />
            <Group gap="sm">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} height={120} width={150} radius="lg" />
              ))}
            </Group>
          </Stack>
        )}
        {data && data.featuredCategories.length > 0 && (
          <HomeSection id="home-categories" title={th('categories.title')}>
            <FeaturedCategories categories={data.featuredCategories} />
          </HomeSection>
        )}
        {data && data.topRated.length > 0 && (
          <HomeSection id="home-top-rated" title={th('topRated.title')}>
            <ProductGrid
              products={data.topRated}
              isLoading={false}
              error={null}
              onRetry={() => void home.refetch()}
              errorTitle={th('loadError')}
              empty={{ title: '', text: '' }}
            />
          </HomeSection>
        )}
        {/* After the top-rated products, only once the sections are in: well below the first screen, so its own
            late answer moves nothing a visitor is looking at (the layout shift the entry card's comment describes). */}
        {data && (
          <Suspense fallback={null}>
            <LatestTrophies />
          </Suspense>
        )}
        {data && data.newest.length > 0 && (
          <HomeSection id="home-newest" title={th('newest.title')}>
            <ProductGrid
              products={data.newest}
              firstRow="lazy"
              isLoading={false}
              error={null}
              onRetry={() => void home.refetch()}
              errorTitle={th('loadError')}
              empty={{ title: '', text: '' }}
            />
          </HomeSection>
        )}
        {data && data.latestReviews.length > 0 && (
          <HomeSection id="home-latest-reviews" title={t('latest.title', { ns: 'reviews' })}>
            <Suspense fallback={<Skeleton height={220} radius="lg" />}>
              <ReviewFeed reviews={data.latestReviews} wide />
            </Suspense>
          </HomeSection>
        )}
        {data && data.brands.length > 0 && (
          <HomeSection id="home-brands" title={th('brands.title')}>
            <BrandsToDiscover brands={data.brands} />
          </HomeSection>
        )}
        {/* After the sections, never before them: shown while they load, the card was pushed down the page when they
            arrived (a layout shift Lighthouse scored 0.15). */}
        {!waiting && <EntryPoints />}
      </Stack>
    </Container>
  );
}
