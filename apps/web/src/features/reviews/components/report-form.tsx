import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  M,
  REVIEW_REPORT_DETAILS_MAX,
  REVIEW_REPORT_REASONS,
  reviewReportBodySchema,
  type ReviewReportBody,
} from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { fieldError } from '@/lib/field-error';
import { messageText } from '@/lib/i18n';
import { notifySuccess, showFormError } from '@/lib/notify';
import { useReportReview } from '../api/review-actions';

/**
 * The "report review" modal: why (one of six reasons; "Something else" needs details) and details up to
 * 500 characters. A second report or too many reports in an hour are answered in the modal, in the server's words.
 */
export function ReportForm({
  reviewId,
  onDone,
  onCancel,
}: {
  reviewId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reviews');
  const report = useReportReview();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewReportBody>({
    resolver: zodResolver(reviewReportBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: undefined, details: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await report.mutateAsync({
        id: reviewId,
        body: { reason: values.reason, details: values.details?.trim() ? values.details : null },
      });
      notifySuccess(t('report.thanks'));
      onDone();
    } catch (error) {
      // 409 (already reported) and 429 (too many reports) are answers to show here, not field errors. The API
      // client turns every 429 into the common countdown (its toast); the modal says which limit it was.
      if (isApiError(error) && (error.status === 409 || error.status === 429)) {
        setRefusal(error.status === 429 ? messageText(M.review.error.reports_throttled) : errorText(error));
        return;
      }
      showFormError(error, ['reason', 'details'] as const, (field, message) => setError(field, { message }));
    }
  });

  const details = watch('details') ?? '';
  const reason = watch('reason');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="reason"
          render={({ field }) => (
            <Radio.Group
              label={t('report.reason')}
              withAsterisk
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldError(errors.reason)}
            >
              <Stack gap="xs" mt="xs">
                {REVIEW_REPORT_REASONS.map((value) => (
                  <Radio key={value} value={value} label={t(`report.reasons.${value}`)} onBlur={field.onBlur} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label={t('report.details')}
          description={`${t('report.detailsHelp')} · ${t('modal.counter', { count: details.length, max: REVIEW_REPORT_DETAILS_MAX })}`}
          withAsterisk={reason === 'OTHER'}
          autosize
          minRows={3}
          maxRows={8}
          error={fieldError(errors.details)}
          {...register('details')}
        />
        {refusal && (
          <Alert color="orange" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" color="red" loading={isSubmitting} disabled={isSubmitting}>
            {t('report.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
