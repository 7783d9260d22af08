import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN, M } from '@plaudit/contract';
import { isApiError } from '@/lib/api-error';
import { fieldError } from '@/lib/field-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAppealDecision } from '../api/decisions';

/** The appeal: why the decision is wrong, 20 to 2,000 characters; free of charge, once per decision. */
export function AppealForm({ decisionId, onDone }: { decisionId: string; onDone: () => void }) {
  const { t } = useTranslation('decisions');
  const appeal = useAppealDecision();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < APPEAL_TEXT_MIN) {
      setError(fieldError(M.appeal.validation.text_min) ?? null);
      return;
    }
    try {
      await appeal.mutateAsync({ decisionId, text: trimmed });
      notifySuccess(t('appeal.sent'));
      onDone();
    } catch (err) {
      if (isApiError(err) && err.first.meta?.field === 'text') setError(fieldError(err.first.message) ?? null);
      else notifyError(err);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('appeal.label')}
          description={t('appeal.hint')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          maxLength={APPEAL_TEXT_MAX}
          autosize
          minRows={3}
          required
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={appeal.isPending}>
            {t('appeal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
