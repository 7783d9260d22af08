import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  M,
  REVIEW_COMMENT_MAX,
  REVIEW_TITLE_MAX,
  reviewBodySchema,
  youtubeVideoId,
  type OwnReview,
  type ReviewBody,
  type ReviewBodyParsed,
  type ReviewType,
} from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/field-error';
import { notifyError, notifySuccess, showFormError } from '@/lib/notify';
import { fetchMyReview } from '../api/product-reviews';
import { useCreateReview, useUpdateReview } from '../api/write-review';
import { StarRatingInput } from './star-rating-input';
import { VideoFacade } from './video-facade';

type Field = 'rating' | 'title' | 'comment' | 'videoUrl';
const FIELDS: Field[] = ['rating', 'title', 'comment', 'videoUrl'];

export interface ReviewFormProps {
  product: { id: string; name: string };
  type: ReviewType;
  /** Editing: the review as it is (the form starts with its values and saves with PUT). */
  existing?: OwnReview | null;
  onDone: () => void;
  onCancel: () => void;
  /** After a 409 "already reviewed": open the existing review for editing. */
  onEditExisting: (review: OwnReview) => void;
}

/**
 * The "review product" and "review product YouTube" modals' form: a rating, then a title and a comment,
 * or a video address and an optional comment. Validated with the contract's own body schema; nothing typed is lost
 * when sending fails; a second review of the same product offers to edit the first.
 */
export function ReviewForm({ product, type, existing, onDone, onCancel, onEditExisting }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const client = useQueryClient();
  const create = useCreateReview(product.id);
  const update = useUpdateReview();
  const [conflict, setConflict] = useState(false);
  const [opening, setOpening] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<ReviewBody, unknown, ReviewBodyParsed>({
    resolver: zodResolver(reviewBodySchema),
    mode: 'onTouched',
    defaultValues: {
      type,
      rating: existing?.rating,
      title: existing?.title ?? '',
      comment: existing?.comment ?? '',
      videoUrl: existing?.video?.url ?? (type === 'YOUTUBE' ? '' : null),
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setConflict(false);
    const body: ReviewBody = { ...values, videoUrl: values.type === 'YOUTUBE' ? values.videoUrl : null };
    try {
      const answer = existing ? await update.mutateAsync({ id: existing.id, body }) : await create.mutateAsync(body);
      notifySuccess(t(answer.status === 'PENDING' ? 'modal.pending' : existing ? 'modal.saved' : 'modal.published'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setConflict(true);
        return;
      }
      showFormError(error, FIELDS, (field, message) => setError(field, { message }));
    }
  });

  const openExisting = async () => {
    setOpening(true);
    try {
      const mine = await fetchMyReview(client, product.id);
      if (mine.review) onEditExisting(mine.review);
    } catch (error) {
      notifyError(error);
    } finally {
      setOpening(false);
    }
  };

  const title = watch('title') ?? '';
  const comment = watch('comment') ?? '';
  const videoUrl = watch('videoUrl') ?? '';
  const videoId = type === 'YOUTUBE' ? youtubeVideoId(videoUrl) : null;
  // Checked as the person types, with the server's own parser: a refused address says so before sending.
  const videoError =
    fieldError(errors.videoUrl) ??
    (touchedFields.videoUrl || videoUrl.length > 10
      ? videoUrl && !videoId
        ? fieldError(M.review.validation.video_url_invalid)
        : undefined
      : undefined);
  const counter = (text: string, max: number) => t('modal.counter', { count: text.length, max });
  const sending = isSubmitting;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name="review-rating"
              label={t('modal.rating')}
              value={typeof field.value === 'number' ? field.value : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(errors.rating?.message)}
            />
          )}
        />
        {type === 'YOUTUBE' ? (
          <Stack gap="xs">
            <TextInput
              label={t('modal.videoUrl')}
              description={t('modal.videoUrlHelp')}
              withAsterisk
              inputMode="url"
              autoComplete="off"
              error={videoError}
              {...register('videoUrl')}
            />
            {videoId && (
              <section aria-label={t('modal.videoPreview')}>
                <VideoFacade videoId={videoId} title={title || product.name} />
              </section>
            )}
          </Stack>
        ) : (
          <TextInput
            label={t('modal.title_')}
            placeholder={t('modal.titlePlaceholder')}
            description={counter(title, REVIEW_TITLE_MAX)}
            error={fieldError(errors.title)}
            {...register('title')}
          />
        )}
        <Textarea
          label={t('modal.comment')}
          placeholder={t('modal.commentPlaceholder')}
          description={counter(comment, REVIEW_COMMENT_MAX)}
          autosize
          minRows={4}
          maxRows={12}
          error={fieldError(errors.comment)}
          {...register('comment')}
        />
        <Text fz="xs" c="dimmed">
          {t('modal.holdNote')}
        </Text>
        {conflict && (
          <Alert color="orange" icon={<IconInfoCircle size={18} />} title={t('modal.alreadyTitle')} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{t('modal.alreadyText')}</Text>
              <Button size="xs" variant="white" color="orange" loading={opening} onClick={() => void openExisting()}>
                {t('modal.editExisting')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={sending}>
            {t('modal.cancel')}
          </Button>
          <Button type="submit" loading={sending} disabled={sending}>
            {existing ? t('modal.save') : t('modal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
