import type { FieldError } from 'react-hook-form';
import { messageText } from './i18n';

/** A form field's error (a contract message key) as text in the current language. */
export function fieldMessage(error: FieldError | undefined): string | undefined {
  return error?.message ? messageText(error.message) : undefined;
}
