import { Anchor, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconEye,
  IconMessageCircle,
  IconStar,
  IconThumbUp,
  IconTrophy,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus, YoutuberOverview } from '@plaudit/contract';
import { EmptyState, LoadError } from '@/components/data-states';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime, numberFormat } from '@/lib/format';
import { useYoutuberOverview } from '../api/get-youtuber-overview';
import { FigureCard } from './stat-card';

const STATUS_COLOR: Record<ReviewStatus, string> = {
  PUBLISHED: 'teal',
  PENDING: 'yellow',
  REJECTED: 'red',
  REMOVED: 'gray',
};

/** One headline figure: what it counts, the number, and a line saying over which time. */
function Figure({
  icon: IconComponent,
  label,
  value,
  hint,
}: {
  icon: Icon;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <FigureCard
      name={label}
      heading={
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconComponent size={16} aria-hidden="true" style={{ flex: 'none' }} />
          <Text fz="sm" fw={600} c="dimmed">
            {label}
          </Text>
        </Group>
      }
      value={value}
    >
      <Text fz="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </FigureCard>
  );
}

/**
 * An approved YouTuber's figures on their dashboard: views of their page and of the products they reviewed (the
 * last 30 days), helpful votes and trophies, then their newest reviews with status and the trophies they won.
 */
export function YoutuberOverviewPanel() {
  const { t, i18n } = useTranslation('stats');
  const overview = useYoutuberOverview();
  if (overview.isError && !overview.data) {
    return <LoadError error={overview.error} onRetry={() => void overview.refetch()} title={t('youtuber.loadError')} />;
  }
  if (!overview.data) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('youtuber.loading')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={104} radius="lg" />
          ))}
        </SimpleGrid>
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  }
  const data = overview.data;
  const number = numberFormat(i18n.language);
  const range = t('youtuber.last30');
  const allTime = t('youtuber.allTime');
  const f = data.figures;
  const figures = [
    { icon: IconEye, label: t('youtuber.pageViews'), count: f.pageViews, hint: range },
    { icon: IconUsers, label: t('youtuber.pageVisitors'), count: f.pageVisitors, hint: range },
    { icon: IconEye, label: t('youtuber.productViews'), count: f.productViews, hint: range },
    {
      icon: IconVideo,
      label: t('youtuber.published'),
      count: f.publishedReviews,
      hint: f.pendingReviews > 0 ? t('youtuber.pending', { count: f.pendingReviews }) : allTime,
    },
    { icon: IconThumbUp, label: t('youtuber.helpful'), count: f.helpfulVotes, hint: allTime },
    { icon: IconTrophy, label: t('youtuber.trophies'), count: f.trophies, hint: allTime },
  ].map(({ count, ...figure }) => ({ ...figure, value: number.format(count) }));
  return (
    <Stack gap="xl">
      <section aria-labelledby="yt-figures-heading">
        <Group justify="space-between" align="baseline" mb="sm" gap="xs">
          <Title order={2} fz="h4" id="yt-figures-heading">
            {t('youtuber.figuresTitle')}
          </Title>
          <Text fz="xs" c="dimmed">
            {data.rolledUpAt
              ? t('rolledUpAt', { time: formatDateTime(data.rolledUpAt, i18n.language) })
              : t('notRolledUp')}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {figures.map((figure) => (
            <Figure key={figure.label} {...figure} />
          ))}
        </SimpleGrid>
      </section>
      <ReviewsSection data={data} />
      {data.trophies.length > 0 && (
        <section aria-labelledby="yt-trophies-heading">
          <Title order={2} fz="h4" id="yt-trophies-heading" mb="sm">
            {t('youtuber.trophiesTitle')}
          </Title>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.trophies.map((trophy) => (
              <Group component="li" key={trophy.id} gap="xs" wrap="nowrap">
                <IconTrophy
                  size={18}
                  aria-hidden="true"
                  color="var(--mantine-color-yellow-text)"
                  style={{ flex: 'none' }}
                />
                <Anchor
                  component={Link}
                  to={paths.trophy.href(trophy.id)}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {trophy.name}
                </Anchor>
                {trophy.awardedAt && (
                  <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(trophy.awardedAt, i18n.language)}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
        </section>
      )}
    </Stack>
  );
}

function ReviewsSection({ data }: { data: YoutuberOverview }) {
  const { t, i18n } = useTranslation('stats');
  const number = numberFormat(i18n.language);
  return (
    <section aria-labelledby="yt-reviews-heading">
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} fz="h4" id="yt-reviews-heading">
          {t('youtuber.reviewsTitle')}
        </Title>
        {data.reviewsTotal > data.reviews.length && (
          <Anchor component={Link} to={paths.myReviews.href()} fz="sm">
            {t('youtuber.allReviews', { count: data.reviewsTotal })}
          </Anchor>
        )}
      </Group>
      {data.reviews.length === 0 ? (
        <EmptyState
          icon={IconMessageCircle}
          title={t('youtuber.emptyTitle')}
          text={t('youtuber.emptyText')}
          action={
            <Button component={Link} to={paths.search.href()} variant="light" size="xs">
              {t('youtuber.emptyAction')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.reviews.map((review) => (
            <Card component="li" key={review.id} withBorder radius="md" padding="sm" data-testid="youtuber-review">
              <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Anchor
                    component={Link}
                    to={paths.product.href(review.product.creatorProfile, review.product.slug)}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {review.product.name}
                  </Anchor>
                  <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {review.product.brandName} · {formatDate(review.createdAt, i18n.language)}
                  </Text>
                </Stack>
                <Badge color={STATUS_COLOR[review.status]} variant="light">
                  {t(`youtuber.status.${review.status}`)}
                </Badge>
              </Group>
              <Group gap="md" mt="xs" fz="sm" c="dimmed">
                <Group gap={4} wrap="nowrap" role="img" aria-label={t('youtuber.rating', { count: review.rating })}>
                  <IconStar size={15} aria-hidden="true" />
                  <Text fz="sm" aria-hidden="true">
                    {review.rating}/5
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <IconThumbUp size={15} aria-hidden="true" />
                  <Text fz="sm">
                    {t('youtuber.helpfulCount', {
                      count: review.helpfulCount,
                      value: number.format(review.helpfulCount),
                    })}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <IconEye size={15} aria-hidden="true" />
                  <Text fz="sm">
                    {t('youtuber.productViewsCount', {
                      count: review.productViews,
                      value: number.format(review.productViews),
                    })}
                  </Text>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
