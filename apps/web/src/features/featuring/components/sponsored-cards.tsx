import { useEffect, useRef, type ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Popover, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { FEATURING_IMPRESSION_MS, FEATURING_IMPRESSION_RATIO, type SponsoredCard } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { track } from '@/lib/events/event-queue';
import { useCategoryFeaturing } from '../api/category-featuring';

// The day's sponsored cards above a category's organic list: each says in text that it is sponsored, and "Why am I
// seeing this?" tells who paid, on whose behalf and what it won; nothing about the visitor decides them. An
// impression (at least half the card visible for a second) and a click go to the analytics with
// `placement: 'featuring'`, where they feed the campaign's results.

const placement = (card: SponsoredCard) => ({
  placement: 'featuring',
  featuringId: card.featuringId,
  day: card.day,
  rank: card.rank,
});

function useImpression(card: SponsoredCard) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let counted = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (counted) return;
        if (entry?.isIntersecting && entry.intersectionRatio >= FEATURING_IMPRESSION_RATIO) {
          timer ??= setTimeout(() => {
            counted = true;
            track('PAGE_VIEW', card.card.id, placement(card));
            observer.disconnect();
          }, FEATURING_IMPRESSION_MS);
        } else if (timer) {
          clearTimeout(timer);
          timer = null;
        }
      },
      { threshold: [0, FEATURING_IMPRESSION_RATIO, 1] },
    );
    observer.observe(element);
    return () => {
      if (timer) clearTimeout(timer);
      observer.disconnect();
    };
  }, [card]);
  return ref;
}

function WhyShown({ card }: { card: SponsoredCard }) {
  const { t, i18n } = useTranslation('featuring');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${card.day}T00:00:00Z`),
  );
  return (
    <Popover width={300} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          h="auto"
          py={2}
          leftSection={<IconInfoCircle size={14} aria-hidden="true" />}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        >
          {t('sponsored.why')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6} fz="sm" data-testid="sponsored-why">
          <Text fz="sm">
            <Trans t={t} i18nKey="sponsored.paidBy" values={{ name: card.paidBy }} components={{ b: <b /> }} />
          </Text>
          <Text fz="sm">
            <Trans t={t} i18nKey="sponsored.onBehalfOf" values={{ name: card.onBehalfOf }} components={{ b: <b /> }} />
          </Text>
          <Text fz="sm">{t('sponsored.won', { category: card.category.name, date: day })}</Text>
          <Anchor component={Link} to={paths.howRankingWorks.href()} fz="sm">
            {t('sponsored.how')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function Sponsored({ card, renderCard }: { card: SponsoredCard; renderCard: (card: SponsoredCard) => ReactNode }) {
  const { t } = useTranslation('featuring');
  const ref = useImpression(card);
  return (
    <Stack gap={4} ref={ref} data-testid="sponsored-card">
      <Group gap={6} wrap="wrap" align="center">
        <Badge variant="outline" color="gray" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
          {t('sponsored.label')}
        </Badge>
        <WhyShown card={card} />
      </Group>
      <div onClickCapture={() => track('PRODUCT_CLICK', card.card.id, placement(card))}>{renderCard(card)}</div>
    </Stack>
  );
}

/** The category's sponsored cards (none: nothing is drawn); `renderCard` draws the product card as the list does. */
export function SponsoredCards({ slug, renderCard }: { slug: string; renderCard: (card: SponsoredCard) => ReactNode }) {
  const { t } = useTranslation('featuring');
  const featuring = useCategoryFeaturing(slug);
  const cards = featuring.data?.sponsored ?? [];
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="sponsored-heading">
      <Title order={2} fz="h4" id="sponsored-heading" mb="sm">
        {t('sponsored.heading')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {cards.map((card) => (
          <Sponsored key={`${card.featuringId}-${card.rank}`} card={card} renderCard={renderCard} />
        ))}
      </SimpleGrid>
    </section>
  );
}
