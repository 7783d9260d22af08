import { isApiError } from '@/lib/api-error';

/** A 404 is an answer (the page shows the 404 page or hides its strip), not worth a retry. */
export const retryUnlessNotFound = (count: number, error: unknown) =>
  !(isApiError(error) && error.status === 404) && count < 1;
