import type { ReactNode } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink, IconMessageCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { ProductPage as Product } from '@plaudit/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { isDisabled, isNotFound, useProduct } from '../api/public-pages';
import { Gallery } from '../components/gallery';
import { ProductDisabled } from '../components/product-disabled';
import { ProductGrid } from '../components/product-grid';
import { RatingSummary } from '../components/rating-summary';
import { SafeText } from '../components/safe-text';
import { StaffProductActions } from '../components/staff-product-actions';
import { VerifiedBadge } from '../components/verified-badge';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePageView } from '../hooks/use-page-view';
import { track } from '@/lib/events/event-queue';

/**
 * /brands/{creatorProfile}/{productSlug}: gallery, name, brand, rating, tags, link out, description, the reviews, and
 * more from the brand. `notFound` is the app's 404 page and `reviews` the reviews section, both handed in by the
 * router (a feature does not import another: the reviews feature fills the slot).
 */
/** Only the shop's host goes with a click: where it led, not the visitor's path there. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

export default function ProductPage({
  notFound,
  reviews,
  trophies,
}: {
  notFound: ReactNode;
  reviews?: (product: Product) => ReactNode;
  /** The trophies feature's strip of what this product has won (renders nothing when none). */
  trophies?: (product: Product) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const { creatorProfile = '', productSlug = '' } = useParams();
  const product = useProduct(creatorProfile, productSlug);
  usePageView('product', product.data?.id);
  useDocumentTitle(
    product.data ? t('product.documentTitle', { name: product.data.name, brand: product.data.brand.name }) : null,
  );

  if (isNotFound(product.error)) return notFound;
  if (isDisabled(product.error)) return <ProductDisabled />;
  if (product.error) {
    return (
      <Container size="lg" py="xl">
        <LoadError error={product.error} onRetry={() => void product.refetch()} title={t('product.loadError')} />
      </Container>
    );
  }
  if (!product.data) {
    return (
      <Container size="lg" py="xl" role="status" aria-busy="true" aria-label={t('loading')}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={360} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton height={32} width="80%" />
            <Skeleton height={16} width="50%" mt="md" />
          </Grid.Col>
        </Grid>
      </Container>
    );
  }
  const p = product.data;
  const crumbs = [...(p.category.parent ? [p.category.parent] : []), p.category];
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Breadcrumbs
          component="nav"
          aria-label={t('product.breadcrumb')}
          separator="›"
          styles={{ root: { flexWrap: 'wrap' } }}
        >
          {crumbs.map((crumb) => (
            <Anchor key={crumb.id} component={Link} to={paths.category.href(crumb.slug)} fz="sm">
              {crumb.name}
            </Anchor>
          ))}
        </Breadcrumbs>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Gallery pictures={p.pictures} name={p.name} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {p.name}
              </Title>
              <Group gap="sm" wrap="wrap">
                <Anchor component={Link} to={paths.brand.href(p.brand.creatorProfile)} c="inherit" underline="hover">
                  <Group gap="xs" wrap="nowrap">
                    <Avatar src={p.brand.iconUrl} alt="" size={32} radius="md" color="brand">
                      {p.brand.name.slice(0, 2).toUpperCase()}
                    </Avatar>
                    <Text fw={600}>{p.brand.name}</Text>
                  </Group>
                </Anchor>
                {p.brand.verified && <VerifiedBadge />}
              </Group>
              <RatingSummary rating={p.rating} size="md" />
              {p.tags.length > 0 && (
                <Group
                  gap={6}
                  component="ul"
                  aria-label={t('product.tags')}
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {p.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="default" radius="sm" tt="none">
                        {tag}
                      </Badge>
                    </li>
                  ))}
                </Group>
              )}
              {p.url && (
                <Button
                  component="a"
                  href={p.url}
                  onClick={() => track('PRODUCT_CLICK', p.id, { host: hostOf(p.url!) })}
                  target="_blank"
                  rel="nofollow ugc noopener"
                  size="md"
                  rightSection={<IconExternalLink size={18} aria-hidden="true" />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('product.visit')}
                </Button>
              )}
              {p.description && (
                <section aria-label={t('product.description')}>
                  <SafeText text={p.description} />
                </section>
              )}
              <StaffProductActions productId={p.id} name={p.name} />
            </Stack>
          </Grid.Col>
        </Grid>
        {trophies?.(p)}
        {reviews ? (
          reviews(p)
        ) : (
          <section aria-labelledby="reviews-heading">
            <Title order={2} id="reviews-heading" fz="h3" mb="md">
              {t('product.reviews')}
            </Title>
            <EmptyState icon={IconMessageCircle} title={t('rating.none')} text={t('product.noReviews')} />
          </section>
        )}
        {p.moreFromBrand.length > 0 && (
          <section aria-labelledby="more-heading">
            <Title order={2} id="more-heading" fz="h3" mb="md">
              {t('product.more', { brand: p.brand.name })}
            </Title>
            <ProductGrid
              products={p.moreFromBrand}
              isLoading={false}
              error={null}
              onRetry={() => undefined}
              errorTitle={t('product.loadError')}
              empty={{ title: '', text: '' }}
              showBrand={false}
              firstRow="lazy"
            />
          </section>
        )}
      </Stack>
    </Container>
  );
}
