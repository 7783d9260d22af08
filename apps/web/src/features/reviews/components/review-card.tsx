import { useState } from 'react';
import { Anchor, Avatar, Badge, Box, Button, Card, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { IconBrandYoutube, IconFlag, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicReview, ReviewReply } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { VideoFacade } from './video-facade';

/** Longer comments start folded to a few lines, with "Show more". */
const FOLD_AT = 360;

function initialsOf(name: string) {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    words
      .map((word) => word[0] ?? '')
      .slice(0, 2)
      .join('')
      .toUpperCase() || '?'
  );
}

/** The time a review was written (the relative time) and, once edited, "edited" with the date on hover and focus. */
export function ReviewDates({ createdAt, editedAt }: { createdAt: string; editedAt: string | null }) {
  const { t, i18n } = useTranslation('reviews');
  const relative = formatRelativeTime(createdAt, { locale: i18n.language, justNow: t('card.justNow') });
  // A drawn page's dates come from the server's clock and time zone; the reader's may name another day or minute, a
  // difference that must not make React discard the drawn page when it hydrates it.
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        component="time"
        dateTime={createdAt}
        fz="sm"
        c="dimmed"
        title={formatDateTime(createdAt, i18n.language)}
        suppressHydrationWarning
      >
        {relative}
      </Text>
      {editedAt && (
        <Tooltip label={t('card.editedAt', { date: formatDateTime(editedAt, i18n.language) })} withArrow>
          <Text
            component="span"
            fz="sm"
            c="dimmed"
            fs="italic"
            tabIndex={0}
            title={t('card.editedAt', { date: formatDateTime(editedAt, i18n.language) })}
          >
            · {t('card.edited')}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}

/** A comment, folded when long. */
export function ReviewText({ text }: { text: string }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const long = text.length > FOLD_AT;
  return (
    <Box>
      <Text
        fz="sm"
        style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        lineClamp={long && !open ? 5 : undefined}
      >
        {text}
      </Text>
      {long && (
        <Anchor component="button" type="button" fz="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
          {open ? t('card.showLess') : t('card.showMore')}
        </Anchor>
      )}
    </Box>
  );
}

/** The brand's public answer under a review. */
export function ReplyBlock({ reply }: { reply: ReviewReply }) {
  const { t } = useTranslation('reviews');
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      style={{ borderLeft: '3px solid var(--mantine-primary-color-filled)' }}
    >
      <Stack gap={4}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fz="sm" fw={600}>
            {t('card.reply', { brand: reply.brandName })}
          </Text>
          <ReviewDates
            createdAt={reply.createdAt}
            editedAt={reply.updatedAt !== reply.createdAt ? reply.updatedAt : null}
          />
        </Group>
        <ReviewText text={reply.text} />
      </Stack>
    </Paper>
  );
}

export interface ReviewCardProps {
  review: PublicReview;
  /** Lists that mix products (brand, home, YouTuber) name the product the review is about. */
  showProduct?: boolean;
  /** Omitted for a visitor: the buttons then lead to sign-in. */
  onHelpful: (review: PublicReview) => void;
  onReport: (review: PublicReview) => void;
  helpfulBusy?: boolean;
}

/** One published review: author, stars, title, text or video, dates, the brand's reply, "Helpful" and "Report". */
export function ReviewCard({ review, showProduct = false, onHelpful, onReport, helpfulBusy = false }: ReviewCardProps) {
  const { t } = useTranslation('reviews');
  const { author } = review;
  const helpfulLabel = t('card.helpfulLabel', { count: review.helpfulCount });
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={review.title ?? author.displayName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            {/* Reviews start below a page's first screen: their authors' pictures wait until scrolled to. */}
            <Avatar src={author.avatarUrl} alt="" radius="xl" color="brand" imageProps={{ loading: 'lazy' }}>
              {initialsOf(author.displayName)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={600} fz="sm">
                  {author.displayName}
                </Text>
                {author.youtuber && (
                  <Badge
                    component={Link}
                    to={paths.youtuber.href(author.youtuber.handle)}
                    color="red"
                    variant="light"
                    size="sm"
                    leftSection={<IconBrandYoutube size={12} aria-hidden="true" />}
                    style={{ cursor: 'pointer' }}
                    tt="none"
                  >
                    {t('card.youtuber')} · {author.youtuber.pageName}
                  </Badge>
                )}
              </Group>
              <ReviewDates createdAt={review.createdAt} editedAt={review.editedAt} />
              {review.checks && review.checks.length > 0 && (
                <Text fz="xs" c="dimmed" data-testid="review-checks">
                  {review.checks.map((check) => t(`card.checks.${check}`)).join(' · ')}
                </Text>
              )}
            </Stack>
          </Group>
          <StarMeter value={review.rating} size="sm" label={t('card.rating', { rating: review.rating })} />
        </Group>
        {showProduct && (
          <Anchor
            component={Link}
            to={paths.product.href(review.product.creatorProfile, review.product.slug)}
            fz="sm"
            fw={600}
          >
            {t('card.product', { product: review.product.name })}{' '}
            <Text component="span" c="dimmed" fz="sm" fw={400}>
              {t('card.by', { brand: review.product.brandName })}
            </Text>
          </Anchor>
        )}
        {review.title && (
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {review.title}
          </Text>
        )}
        {review.video && (
          <Stack gap={4}>
            <VideoFacade videoId={review.video.videoId} title={review.title} />
            <Anchor href={review.video.url} target="_blank" rel="nofollow ugc noopener" fz="xs" c="dimmed">
              {t('video.watchOnYoutube')}
            </Anchor>
          </Stack>
        )}
        {review.comment && <ReviewText text={review.comment} />}
        {review.reply && <ReplyBlock reply={review.reply} />}
        {!review.mine && (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant={review.votedHelpful ? 'light' : 'subtle'}
              leftSection={
                review.votedHelpful ? (
                  <IconThumbUpFilled size={16} aria-hidden="true" />
                ) : (
                  <IconThumbUp size={16} aria-hidden="true" />
                )
              }
              aria-pressed={review.votedHelpful}
              aria-label={helpfulLabel}
              loading={helpfulBusy}
              onClick={() => onHelpful(review)}
            >
              {t('card.helpful', { count: review.helpfulCount })}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconFlag size={16} aria-hidden="true" />}
              disabled={review.reported}
              onClick={() => onReport(review)}
            >
              {review.reported ? t('card.reported') : t('card.report')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
