import { notifications } from '@mantine/notifications';
import { errorText } from './error-text';
import { isApiError } from './api-error';

// Every mutation gives a toast (DESIGN.md); throttles and offline already toast from the API client.
export function notifySuccess(message: string) {
  notifications.show({ color: 'teal', message });
}

export function notifyError(error: unknown) {
  if (isApiError(error) && (error.type === 'throttle' || error.first.meta?.network)) return;
  notifications.show({ color: 'red', message: errorText(error) });
}
