import { isAppError } from '@/lib/errors/app-error';
import { buildApiUrl } from './build-url';
import { buildRequestInit } from './build-request-init';
import { toastError } from './error-toast';
import { createNetworkError, createUnreadableBodyError, isAbortError, readErrorResponse } from './normalize-error';
import type { TBodylessRequestOptions, THttpMethod, TRequestOptions } from './request-options';

const NO_CONTENT_STATUSES = new Set([204, 205]);

async function readSuccessBody<T>(response: Response): Promise<T> {
  if (NO_CONTENT_STATUSES.has(response.status)) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw createUnreadableBodyError(error);
  }
}

function failRequest(error: unknown, options: TRequestOptions): never {
  if (isAbortError(error, options.signal)) throw error;
  const appError = isAppError(error) ? error : createNetworkError(error);
  if (options.showError !== false) toastError(appError);
  throw appError;
}

export async function request<T>(method: THttpMethod, path: string, options: TRequestOptions = {}): Promise<T> {
  const url = buildApiUrl(path, options.query);
  const init = buildRequestInit(method, options);
  try {
    const response = await fetch(url, init);
    if (!response.ok) throw await readErrorResponse(response, options.signal);
    return await readSuccessBody<T>(response);
  } catch (error) {
    return failRequest(error, options);
  }
}

/** The one HTTP client for the product API (SPEC §6–§8). Paths are relative to /api. */
export const apiClient = {
  get: <T>(path: string, options?: TBodylessRequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: TRequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: TRequestOptions) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: TRequestOptions) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options?: TRequestOptions) => request<T>('DELETE', path, options),
};
