import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '@/lib/errors/app-error';
import type { AppEnv } from './app-env';

/** Turns anything thrown into the API's error body; never leaks a stack trace. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error.statusCode ? error : new AppError(error.code, error.message, { statusCode: 500 });
  if (error instanceof HTTPException) {
    const malformedJson = error.status === 400 && /json/i.test(error.message);
    return new AppError(malformedJson ? 'invalid_json' : 'bad_request', malformedJson ? 'Malformed JSON in request body' : error.message || 'Bad request', {
      statusCode: error.status,
    });
  }
  return new AppError('internal', 'Internal server error', { statusCode: 500 });
}

export function handleError(error: unknown, c: Context): Response {
  const appError = toAppError(error);
  const retryAfterSeconds = (appError.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  if (appError.statusCode === 429 && typeof retryAfterSeconds === 'number') c.header('Retry-After', String(retryAfterSeconds));
  if ((appError.statusCode ?? 500) >= 500) {
    (c as Context<AppEnv>).var.deps?.logger.error({ err: error }, 'unhandled error');
  }
  return c.json(appError.toBody(), (appError.statusCode ?? 500) as 500);
}

export function handleNotFound(c: Context): Response {
  const error = new AppError('route_not_found', `No route for ${c.req.method} ${c.req.path}`, { statusCode: 404 });
  return c.json(error.toBody(), 404);
}
