import { AspectRatio, Card, Center, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProductCard as Card_ } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { Picture, type PictureLoading } from './picture';
import { RatingSummary } from './rating-summary';
import { useTrackHover } from '@/lib/events/use-track-view';

/**
 * One product in a public list (brand, category, home): its cover, name, brand and rating. The whole card is one
 * link (its name is the accessible name); `showBrand` is off on the brand's own page. Resting the pointer on it
 * counts a PRODUCT_HOVER (once per product per page view).
 */
export function ProductCard({
  product,
  showBrand = true,
  loading = 'lazy',
}: {
  product: Card_;
  showBrand?: boolean;
  loading?: PictureLoading;
}) {
  const hover = useTrackHover(product.id);
  return (
    <Card
      {...hover}
      component={Link}
      to={paths.product.href(product.brand.creatorProfile, product.slug)}
      withBorder
      radius="lg"
      padding="sm"
      className="product-card"
      aria-label={showBrand ? `${product.name} – ${product.brand.name}` : product.name}
    >
      <Card.Section>
        <AspectRatio ratio={4 / 3} bg="var(--mantine-color-default-hover)">
          {product.image ? (
            <Picture
              picture={product.image}
              alt=""
              loading={loading}
              sizes="(max-width: 48em) 50vw, (max-width: 75em) 33vw, 280px"
              style={{ height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Center aria-hidden="true">
              <IconPhoto size={40} stroke={1.4} color="var(--mantine-color-dimmed)" />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} lineClamp={2} lh={1.3}>
          {product.name}
        </Text>
        {showBrand && (
          <Text fz="sm" c="dimmed" lineClamp={1}>
            {product.brand.name}
          </Text>
        )}
        <RatingSummary rating={product.rating} size="xs" />
      </Stack>
    </Card>
  );
}
