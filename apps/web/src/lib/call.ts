import { pathOf, searchOf, type InputOf, type OutputOf, type RouteEntry } from '@plaudit/contract';
import { apiRequest, apiUpload, type RequestOptions } from './api-client';

// The one way a feature calls the API: `call(ROUTES.teams.updateMember, { params, body })`. Method and path come
// from the contract's route table, the input's and the answer's types from the call's schemas there, so a call
// can no longer pair a path with the wrong body or cast its answer. Sending goes through api-client (
// auth header, refresh, retry, forced sign-out, timeouts, headers). The answer is typed, not re-validated: zod
// stays out of the first route, and the server validated it against the same schema on the way out.

export { pathOf, searchOf };

export type CallOptions = Pick<RequestOptions, 'auth' | 'throttleToast' | 'offlineToast' | 'signal'> & {
  /** For an upload: the fraction 0–1 of the body sent so far. */
  onProgress?: (fraction: number) => void;
};

interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

type Args<R extends RouteEntry> =
  Record<never, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: CallOptions]
    : [input: InputOf<R>, options?: CallOptions];

/** The path and search a call of `route` with `input` asks for (what the API client sends, below /api). */
export function callPath(route: RouteEntry, input?: AnyInput): string {
  return `${pathOf(route.path, input?.params)}${searchOf(input?.query)}`;
}

/** Calls `route` with its params, query and body (a FormData for an upload) and answers its typed success body. */
export function call<R extends RouteEntry>(route: R, ...[input, options = {}]: Args<R>): Promise<OutputOf<R>> {
  const { body } = (input ?? {}) as AnyInput;
  const path = callPath(route, input as AnyInput | undefined);
  const { onProgress, ...requestOptions } = options;
  if (body instanceof FormData) {
    if (route.method !== 'PUT' && route.method !== 'POST') throw new Error(`${route.id}: an upload is a PUT or a POST`);
    return apiUpload<OutputOf<R>>(path, body, { method: route.method, onProgress });
  }
  return apiRequest<OutputOf<R>>(path, { ...requestOptions, method: route.method, body });
}
