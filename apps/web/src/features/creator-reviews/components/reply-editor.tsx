import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_REPLY_MAX, reviewReplyBodySchema } from '@plaudit/contract';
import { errorText } from '@/lib/error-text';
import { messageText } from '@/lib/i18n';

// The brand's reply, written inline under the review: up to 2000 characters with a counter, checked with the
// contract's own schema before it is sent. A refusal by the server (a muted person, a locked team) shows its message.

interface Props {
  reviewId: string;
  initialText?: string;
  busy: boolean;
  /** Resolves when saved; throws the API's error otherwise. */
  onSave: (text: string) => Promise<unknown>;
  onCancel: () => void;
}

export function ReplyEditor({ reviewId, initialText = '', busy, onSave, onCancel }: Props) {
  const { t } = useTranslation('creatorReviews');
  const [text, setText] = useState(initialText);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const over = text.length > REVIEW_REPLY_MAX;

  const submit = async () => {
    const parsed = reviewReplyBodySchema.safeParse({ text });
    if (!parsed.success) {
      setFieldError(messageText(parsed.error.issues[0]?.message));
      return;
    }
    setServerError(null);
    try {
      await onSave(parsed.data.text);
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  const counterId = `reply-counter-${reviewId}`;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('reply.label')}
          description={t('reply.hint')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (fieldError) setFieldError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
          }}
          error={fieldError}
          autosize
          minRows={3}
          maxRows={12}
          required
          autoFocus
          aria-describedby={counterId}
        />
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text id={counterId} fz="xs" c={over ? 'red.7' : 'dimmed'} aria-live={over ? 'polite' : 'off'}>
            {t('reply.counter', { count: text.length, max: REVIEW_REPLY_MAX })}
          </Text>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
              {t('reply.cancel')}
            </Button>
            <Button type="submit" size="xs" loading={busy}>
              {initialText ? t('reply.saveChanges') : t('reply.publish')}
            </Button>
          </Group>
        </Group>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
