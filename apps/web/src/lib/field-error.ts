import type { FieldError } from 'react-hook-form';
import { messageText } from './i18n';

/**
 * A form field's error (a contract message key) as text in the current language: the one helper every form uses.
 * Takes react-hook-form's error for the field, or its message key alone.
 */
export function fieldError(error: FieldError | string | undefined): string | undefined {
  const key = typeof error === 'string' ? error : error?.message;
  return key ? messageText(key) : undefined;
}
