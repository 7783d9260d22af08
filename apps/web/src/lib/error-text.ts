import { M, type MessageKey } from '@plaudit/contract';
import { ApiError, isApiError } from './api-error';
import { formatDateTime } from './format';
import { i18n, messageText } from './i18n';

/** Meta values that are timestamps (a mute's `until`) read as local dates, not as raw ISO strings. */
function readableMeta(meta: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!meta) return meta;
  const out: Record<string, unknown> = { ...meta };
  for (const [key, value] of Object.entries(meta)) {
    if (
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) &&
      Number.isFinite(Date.parse(value))
    ) {
      out[key] = formatDateTime(value, i18n.language);
    }
  }
  return out;
}

/** The text to show for any thrown value: the first §8 message in the current language, or the fallback. */
export function errorText(error: unknown): string {
  if (isApiError(error))
    return messageText(error.first.message, readableMeta(error.first.meta as Record<string, unknown> | undefined));
  return messageText(M.error.common.unexpected);
}

/** Messages that say only "something went wrong": an action's own failure message says it better. */
const GENERIC: ReadonlySet<string> = new Set([M.error.common.unexpected, M.error.common.invalid_response]);
const isSpecific = (message: string) => !GENERIC.has(message);

/**
 * Spec §8 "Other": an action that fails says so with its own message ('Failed to revoke session', 'failed to
 * upload image', …). `keep` picks the server's messages that say more (by default any but the generic ones). A
 * throttle or an offline server is always kept: the API client has already shown its own toast for those.
 */
export function withFallback(
  error: unknown,
  fallback: MessageKey,
  keep: (message: string) => boolean = isSpecific,
): ApiError {
  if (isApiError(error) && (error.type === 'throttle' || error.first.meta?.network || keep(error.first.message)))
    return error;
  return ApiError.single(isApiError(error) ? error.status : 0, 'unexpected', fallback);
}
