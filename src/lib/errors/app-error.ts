import { isApiErrorBody, type TApiErrorBody } from '@/contracts/api-error-body';
import type { TErrorCode } from '@/contracts/error-contract';

const NAME_BY_STATUS: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  405: 'MethodNotAllowedError',
  409: 'ConflictError',
  413: 'PayloadTooLargeError',
  422: 'UnprocessableEntityError',
  429: 'TooManyRequestsError',
  500: 'InternalServerError',
};

/** The single error type of the app, thrown on the server and rebuilt on the client. */
export class AppError extends Error {
  readonly statusCode: number | undefined;
  readonly code: TErrorCode | (string & {});
  readonly details?: unknown;

  constructor(
    code: TErrorCode | (string & {}),
    message: string,
    options: { statusCode?: number; name?: string; details?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.statusCode = options.statusCode;
    this.details = options.details;
    this.name = options.name ?? (options.statusCode ? NAME_BY_STATUS[options.statusCode] : undefined) ?? 'AppError';
  }

  toBody(): TApiErrorBody {
    const status = this.statusCode ?? 500;
    return {
      error: {
        statusCode: status,
        name: this.name,
        message: this.message,
        code: this.code,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }

  static fromBody(body: unknown, fallbackStatus: number): AppError | null {
    if (!isApiErrorBody(body)) return null;
    const { statusCode, name, message, code, details } = body.error;
    return new AppError(code ?? 'bad_request', message, { statusCode: statusCode ?? fallbackStatus, name, details });
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;
