import { AppError } from '@/lib/errors/app-error';

export const UNREADABLE_BODY_STATUS = 400;
export const UNREADABLE_BODY_MESSAGE = 'Internal server error';

/** A cancelled request is not a failure: callers (and react-query) expect the abort itself. */
export function isAbortError(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function createUnreadableBodyError(cause?: unknown): AppError {
  return new AppError('internal', UNREADABLE_BODY_MESSAGE, { statusCode: UNREADABLE_BODY_STATUS, cause });
}

export function createNetworkError(cause: unknown): AppError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new AppError('network_error', `Network error: ${reason}`, { cause });
}

/** SPEC §8: a non-success response becomes an AppError from its body, else the 400 fallback. */
export async function readErrorResponse(response: Response, signal?: AbortSignal): Promise<AppError> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error, signal)) throw error;
    return createUnreadableBodyError(error);
  }
  try {
    return AppError.fromBody(JSON.parse(text), response.status) ?? createUnreadableBodyError();
  } catch (error) {
    return createUnreadableBodyError(error);
  }
}
