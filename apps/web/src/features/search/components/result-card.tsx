import { AspectRatio, Badge, Card, Center, Group, Image, Stack, Text } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { IconBuildingStore, IconBrandYoutube, IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '@plaudit/contract';
import { hitHref } from '../lib/hit-href';
import { HighlightedText } from './highlighted-text';

const TYPE_ICONS = { product: IconPackage, brand: IconBuildingStore, youtuber: IconBrandYoutube } as const;

/** One search result: picture, name with the match marked, brand, rating or "no reviews yet"; the card is the link. */
export function ResultCard({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  const TypeIcon = TYPE_ICONS[hit.type];
  return (
    <Card
      component={Link}
      to={hitHref(hit)}
      withBorder
      radius="md"
      padding="sm"
      aria-label={hit.name}
      data-testid="search-result"
    >
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          {hit.imageUrl ? (
            <Image src={hit.imageUrl} alt="" loading="lazy" fit={hit.type === 'product' ? 'cover' : 'contain'} />
          ) : (
            <Center bg="var(--mantine-color-default-hover)" aria-hidden="true">
              <TypeIcon size={40} stroke={1.3} color="var(--mantine-color-dimmed)" />
            </Center>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Badge size="xs" variant="light" color="gray">
          {t(`type.${hit.type}`)}
        </Badge>
        <Text fw={600} lineClamp={2}>
          <HighlightedText segments={hit.highlight} />
        </Text>
        {hit.brand && (
          <Text fz="sm" c="dimmed" truncate>
            {hit.brand.name}
          </Text>
        )}
        {hit.rating ? (
          <Group gap={6}>
            <StarMeter value={hit.rating.average} size="xs" />
            <Text fz="xs" c="dimmed">
              {t('card.rating', { average: hit.rating.average.toFixed(1), count: hit.rating.count })}
            </Text>
          </Group>
        ) : (
          <Text fz="xs" c="dimmed">
            {t('card.noReviews')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
