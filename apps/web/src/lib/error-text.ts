import { M } from '@plaudit/contract';
import { isApiError } from './api-error';
import { messageText } from './i18n';

/** The text to show for any thrown value: the first §8 message in the current language, or the fallback. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return messageText(error.first.message, error.first.meta as Record<string, unknown> | undefined);
  return messageText(M.error.common.unexpected);
}
