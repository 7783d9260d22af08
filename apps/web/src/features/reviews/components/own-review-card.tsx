import { Anchor, Badge, Button, Card, Group, List, Paper, Stack, Text } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OwnReview, ReviewStatus } from '@plaudit/contract';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteReview } from '../api/write-review';
import { useReviewModals } from '../hooks/use-review-modals';
import { ReplyBlock, ReviewDates, ReviewText } from './review-card';
import { VideoFacade } from './video-facade';

export const STATUS_COLOR: Record<ReviewStatus, string> = {
  PENDING: 'yellow',
  PUBLISHED: 'teal',
  REJECTED: 'red',
  REMOVED: 'red',
};

/** A review's status in words, with why it waits or why a moderator took it out. */
export function StatusExplanation({ review }: { review: OwnReview }) {
  const { t } = useTranslation('reviews');
  if (review.status === 'PENDING') {
    const rules = review.holdRules;
    if (rules.length === 0)
      return (
        <Text fz="sm" c="dimmed">
          {t('own.pendingText')}
        </Text>
      );
    return (
      <Stack gap={2}>
        <Text fz="sm" c="dimmed">
          {t('own.pendingBecause')}
        </Text>
        <List size="sm" c="dimmed">
          {rules.map((rule) => (
            <List.Item key={rule}>{t(`own.rules.${rule}`)}</List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  if (review.status !== 'REJECTED' && review.status !== 'REMOVED') return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-red-light)">
      <Stack gap={4}>
        <Text fz="sm">{t(review.status === 'REJECTED' ? 'own.rejectedText' : 'own.removedText')}</Text>
        {review.decisionReason && (
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="decision-reason">
            {review.decisionReason}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {t('own.resubmitText')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The caller's own review of a product, whatever its status, with Edit (the same modal, prefilled) and Delete (after
 * a confirmation). `showProduct` names and links the product (the "My reviews" page).
 */
export function OwnReviewCard({ review, showProduct = false }: { review: OwnReview; showProduct?: boolean }) {
  const { t } = useTranslation('reviews');
  const modals = useReviewModals();
  const remove = useDeleteReview();
  // A muted person may delete but not edit (the server refuses with the mute's end; the button says it first).
  const muted = Boolean(useMe().user?.mute);
  const onDelete = async () => {
    if (!(await modals.confirmDelete())) return;
    try {
      await remove.mutateAsync(review.id);
      notifySuccess(t('own.deleted'));
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={showProduct ? review.product.name : t('own.title')}
      style={{ borderColor: 'var(--mantine-primary-color-light-color)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            {showProduct ? (
              <Anchor
                component={Link}
                to={paths.product.href(review.product.creatorProfile, review.product.slug)}
                fw={700}
              >
                {review.product.name}
              </Anchor>
            ) : (
              <Text fw={700}>{t('own.title')}</Text>
            )}
            <Badge color={STATUS_COLOR[review.status]} variant="light">
              {t(`own.status.${review.status}`)}
            </Badge>
          </Group>
          <StarMeter value={review.rating} size="sm" label={t('card.rating', { rating: review.rating })} />
        </Group>
        <ReviewDates createdAt={review.createdAt} editedAt={review.editedAt} />
        <StatusExplanation review={review} />
        {review.title && <Text fw={600}>{review.title}</Text>}
        {review.video && <VideoFacade videoId={review.video.videoId} title={review.title} />}
        {review.comment && <ReviewText text={review.comment} />}
        {review.reply && <ReplyBlock reply={review.reply} />}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            disabled={muted}
            title={muted ? t('write.mutedNoEnd') : undefined}
            onClick={() => modals.edit(review)}
          >
            {t('own.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={() => void onDelete()}
          >
            {t('own.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
