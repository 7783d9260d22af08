import { Avatar, Box, Group, Stack, Title } from '@mantine/core';
import { IMAGE_BANNER, type BrandPage } from '@plaudit/contract';
import { RatingSummary } from './rating-summary';
import { SocialLinks } from './social-links';
import { VerifiedBadge } from './verified-badge';

/** The top of a brand's page: the banner with the icon overlapping its lower edge, the name, badge, rating and links. */
export function BrandHeader({ brand }: { brand: BrandPage }) {
  return (
    <Box component="header">
      <Box
        h={{ base: 120, sm: 220 }}
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          overflow: 'hidden',
          background: brand.bannerUrl
            ? 'var(--mantine-color-default-hover)'
            : 'linear-gradient(120deg, var(--mantine-color-brand-7), var(--mantine-color-brand-4))',
        }}
      >
        {/* The page's largest paint: an image in the first HTML, fetched first (a CSS background is found only once
            the styles apply), in the one size banners are stored in, cropped to the box as the background was. */}
        {brand.bannerUrl && (
          <img
            src={brand.bannerUrl}
            alt=""
            width={IMAGE_BANNER.width}
            height={IMAGE_BANNER.height}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center' }}
          />
        )}
      </Box>
      <Group align="flex-end" gap="md" px={{ base: 'sm', sm: 'xl' }} mt={-48} wrap="wrap">
        <Avatar
          src={brand.iconUrl}
          alt=""
          size={112}
          radius="lg"
          color="brand"
          style={{
            border: '4px solid var(--mantine-color-body)',
            background: 'var(--mantine-color-body)',
            flex: 'none',
          }}
        >
          {brand.brandName.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={6} pb={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: 'anywhere' }}>
              {brand.brandName}
            </Title>
            {brand.verified && <VerifiedBadge />}
          </Group>
          <RatingSummary rating={brand.rating} />
        </Stack>
      </Group>
      <Box px={{ base: 'sm', sm: 'xl' }} mt="md">
        <SocialLinks website={brand.website} social={brand.social} />
      </Box>
    </Box>
  );
}
