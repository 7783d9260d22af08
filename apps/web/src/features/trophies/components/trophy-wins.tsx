import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrophySummary } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { useBrandWins } from '../api/get-brand-wins';
import { useProductWins } from '../api/get-product-wins';
import { useYoutuberWins } from '../api/get-youtuber-wins';
import { TrophyCategoryIcon } from '@/components/trophy-category-icon';

/**
 * The trophies a brand, product or YouTuber has won: small cards linking to each trophy's page. Nothing at all while
 * loading, on an error or when there are none: a public page shows no empty box (the strip is a bonus, not content
 * a visitor came for).
 */
export function TrophyWins({ wins }: { wins: readonly TrophySummary[] | undefined }) {
  const { t } = useTranslation('trophies');
  if (!wins || wins.length === 0) return null;
  return (
    <section aria-labelledby="trophy-wins-heading">
      <Title order={2} id="trophy-wins-heading" fz="h3" mb="sm">
        {t('wins.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {wins.map((trophy) => (
          <Card key={trophy.id} withBorder radius="md" padding="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="light" color="yellow" aria-hidden="true">
                <TrophyCategoryIcon name={trophy.category.icon} size={22} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                {/* A brand's own award is labelled so: on its own page it must not read as a Plaudit trophy. */}
                <Text fz="xs" c={trophy.organiser.kind === 'TEAM' ? 'grape' : 'dimmed'} fw={700} tt="uppercase">
                  {trophy.organiser.kind === 'TEAM'
                    ? `${t('organiser.brandAward')} · ${t('wins.winner')}`
                    : t('wins.winner')}
                </Text>
                <Anchor component={Link} to={paths.trophy.href(trophy.id)} fw={600} fz="sm" lineClamp={2}>
                  {trophy.name}
                </Anchor>
                {trophy.winner && (
                  <Text fz="xs" c="dimmed" truncate>
                    {trophy.winner.title}
                  </Text>
                )}
                <Text fz="xs" c="dimmed" truncate>
                  {t('organiser.byline', { name: trophy.organiser.name })}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** The brand page's strip: what the brand's products have won. */
export function BrandTrophyWins({ creatorProfile }: { creatorProfile: string }) {
  return <TrophyWins wins={useBrandWins(creatorProfile).data?.data} />;
}

/** The product page's strip. */
export function ProductTrophyWins({ productId }: { productId: string }) {
  return <TrophyWins wins={useProductWins(productId).data?.data} />;
}

/** The YouTuber page's strip: what their video reviews have won. */
export function YoutuberTrophyWins({ handle }: { handle: string }) {
  return <TrophyWins wins={useYoutuberWins(handle).data?.data} />;
}
