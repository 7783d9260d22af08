import type { Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMAIL_CODE_LENGTH } from '@plaudit/contract';

const CODE_STYLES = { input: { letterSpacing: 6, fontFamily: 'monospace', textTransform: 'uppercase' as const } };

/** The mailed code of the email and password change: one-time-code autofill, monospace, and 'N attempts left' once known. */
export function CodeInput({
  attemptsLeft,
  ...props
}: TextInputProps & { attemptsLeft: number | null; ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('profile');
  return (
    <TextInput
      autoComplete="one-time-code"
      maxLength={EMAIL_CODE_LENGTH}
      data-autofocus
      styles={CODE_STYLES}
      description={attemptsLeft !== null ? t('email.attemptsLeft', { count: attemptsLeft }) : undefined}
      {...props}
    />
  );
}
