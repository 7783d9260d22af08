import { notifications } from '@mantine/notifications';
import { errorText } from './error-text';
import { isApiError } from './api-error';

// Every mutation gives a toast; throttles and offline already toast from the API client.
export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message });
}

export function notifyError(error: unknown) {
  if (isApiError(error) && (error.type === 'throttle' || error.first.meta?.network)) return;
  notifications.show({ color: 'red', message: errorText(error) });
}

/**
 * A failed form submit: when the API's error names one of the form's `fields`, its message goes on that field
 * (`showOnField`, e.g. react-hook-form's setError); any other failure is a toast. Answers the field it used.
 */
export function showFormError<F extends string>(
  error: unknown,
  fields: readonly F[],
  showOnField: (field: F, message: string) => void,
): F | undefined {
  const field = isApiError(error) ? error.first.meta?.field : undefined;
  if (isApiError(error) && typeof field === 'string' && (fields as readonly string[]).includes(field)) {
    showOnField(field as F, error.first.message);
    return field as F;
  }
  notifyError(error);
  return undefined;
}
