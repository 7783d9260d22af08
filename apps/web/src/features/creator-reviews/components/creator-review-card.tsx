import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { StarMeter } from '@/components/star-meter';
import { IconFlag, IconMessageReply, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreatorReview } from '@plaudit/contract';
import { useModalStack } from '@/components/modal-stack';
import { YoutubeThumbnailLink } from '@/components/youtube-thumbnail-link';
import { paths } from '@/config/paths';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteReply, useSaveReply } from '../api/reply-mutations';
import { ReplyEditor } from './reply-editor';
import { ReviewStatusBadge } from './review-status-badge';

interface Props {
  review: CreatorReview;
  teamId: string;
  /** The server's answer: OWNER, ADMIN or EDITOR of a team that is not locked. Without it no reply control shows. */
  canReply: boolean;
}

/** One review in the brand's list: its product, state, open reports, the review itself and the brand's reply. */
export function CreatorReviewCard({ review, teamId, canReply }: Props) {
  const { t, i18n } = useTranslation('creatorReviews');
  const stack = useModalStack();
  const save = useSaveReply(teamId);
  const remove = useDeleteReply(teamId);
  const [editing, setEditing] = useState(false);
  const when = formatRelativeTime(review.createdAt, { locale: i18n.language, justNow: t('justNow') });
  // The server accepts a reply only to a PUBLISHED review; an existing one stays editable and deletable.
  const mayWrite = canReply && review.status === 'PUBLISHED';

  const onSave = async (text: string) => {
    await save.mutateAsync({ id: review.id, text });
    notifySuccess(review.reply ? t('reply.savedToast') : t('reply.publishedToast'));
    setEditing(false);
  };
  const onDelete = async () => {
    const yes = await stack.confirm({
      title: t('reply.deleteTitle'),
      message: t('reply.deleteMessage'),
      confirmLabel: t('reply.deleteConfirm'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(review.id);
      notifySuccess(t('reply.deletedToast'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Card
      withBorder
      radius="lg"
      p="md"
      component="li"
      data-testid="creator-review"
      aria-labelledby={`review-${review.id}-product`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Anchor
              id={`review-${review.id}-product`}
              href={paths.product.href(review.product.creatorProfile, review.product.slug)}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              fz="sm"
            >
              {review.product.name}
            </Anchor>
            <Text fz="xs" c="dimmed">
              {t('card.byAuthor', { name: review.author.displayName, when })}
              {review.editedAt && ` · ${t('card.edited')}`}
            </Text>
          </div>
          <Group gap={6}>
            <ReviewStatusBadge status={review.status} />
            {review.openReportCount > 0 && (
              <Badge color="red" variant="outline" leftSection={<IconFlag size={12} aria-hidden="true" />}>
                {t('card.openReports', { count: review.openReportCount })}
              </Badge>
            )}
            <Badge variant="outline" color="gray">
              {t(`type.${review.type}`)}
            </Badge>
          </Group>
        </Group>
        <Group gap="xs">
          <StarMeter value={review.rating} size="sm" />
          <Text fz="sm">{t('card.rating', { rating: review.rating })}</Text>
        </Group>
        {review.title && <Text fw={700}>{review.title}</Text>}
        {review.comment && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.comment}
          </Text>
        )}
        {review.video && <YoutubeThumbnailLink videoId={review.video.videoId} label={t('card.watch')} width={200} />}
        <Text fz="xs" c="dimmed">
          {t('card.helpful', { count: review.helpfulCount })}
        </Text>

        {editing ? (
          <ReplyEditor
            reviewId={review.id}
            initialText={review.reply?.text}
            busy={save.isPending}
            onSave={onSave}
            onCancel={() => setEditing(false)}
          />
        ) : review.reply ? (
          <Card radius="md" p="sm" bg="var(--mantine-color-default-hover)">
            <Text fz="xs" fw={600} c="dimmed">
              {t('reply.from', {
                brand: review.reply.brandName,
                date: formatDate(review.reply.updatedAt, i18n.language),
              })}
            </Text>
            <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.reply.text}
            </Text>
            {canReply && (
              <Group gap="xs" mt="xs">
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconPencil size={14} aria-hidden="true" />}
                  onClick={() => setEditing(true)}
                >
                  {t('reply.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden="true" />}
                  loading={remove.isPending}
                  onClick={() => void onDelete()}
                >
                  {t('reply.delete')}
                </Button>
              </Group>
            )}
          </Card>
        ) : (
          mayWrite && (
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconMessageReply size={14} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t('reply.open')}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}
