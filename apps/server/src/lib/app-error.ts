import { ERROR_STATUS, type ErrorType } from '@plaudit/contract';

/** The one error the services throw; the errors plugin maps it to the §8 body `{status, errors:[{type,message,meta}]}`. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly type: ErrorType,
    readonly messageKey: string,
    status?: number,
    readonly meta?: Record<string, unknown>,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.status = status ?? ERROR_STATUS[type];
  }
}
