import { M } from '@plaudit/contract';
import { isApiError } from './api-error';
import { formatDateTime } from './format';
import { i18n, messageText } from './i18n';

/** Meta values that are timestamps (a mute's `until`) read as local dates, not as raw ISO strings. */
function readableMeta(meta: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!meta) return meta;
  const out: Record<string, unknown> = { ...meta };
  for (const [key, value] of Object.entries(meta)) {
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Number.isFinite(Date.parse(value))) {
      out[key] = formatDateTime(value, i18n.language);
    }
  }
  return out;
}

/** The text to show for any thrown value: the first §8 message in the current language, or the fallback. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return messageText(error.first.message, readableMeta(error.first.meta as Record<string, unknown> | undefined));
  return messageText(M.error.common.unexpected);
}
