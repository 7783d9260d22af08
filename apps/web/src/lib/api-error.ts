import { isErrorBody, M, type ErrorItem, type ErrorType } from '@plaudit/contract';

// Spec §8: every failure, whatever the server or the network did, becomes this one shape.
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];

  constructor(status: number, errors: ErrorItem[]) {
    super(errors[0]?.message ?? M.error.common.unexpected);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors.length > 0 ? errors : [{ type: 'unexpected', message: M.error.common.unexpected }];
  }

  get first(): ErrorItem {
    return this.errors[0]!;
  }

  get type(): ErrorType {
    return this.first.type;
  }

  static single(status: number, type: ErrorType, message: string, meta?: Record<string, unknown>): ApiError {
    return new ApiError(status, [{ type, message, ...(meta ? { meta } : {}) }]);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function typeForStatus(status: number): ErrorType {
  switch (status) {
    case 400:
      return 'validation';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'throttle';
    default:
      return 'unexpected';
  }
}

/**
 * Maps any error body to the §8 shape: the proper `{status, errors}` as is; a `{statusCode, error, message}`
 * body (a proxy's or a framework's default) into one item; a string body to the invalid-response message;
 * anything else to the unexpected-error message.
 */
export function normaliseErrorBody(status: number, body: unknown, rawText: string): ApiError {
  if (isErrorBody(body)) return new ApiError(body.status || status, body.errors);
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const code = typeof b.statusCode === 'number' ? b.statusCode : typeof b.status === 'number' ? b.status : status;
    const message =
      typeof b.message === 'string' && b.message.includes('.') && !b.message.includes(' ')
        ? b.message
        : M.error.common.unexpected;
    return ApiError.single(code, typeForStatus(code), message);
  }
  if (rawText.trim().length > 0) return ApiError.single(status, typeForStatus(status), M.error.common.invalid_response);
  return ApiError.single(status, typeForStatus(status), M.error.common.unexpected);
}
