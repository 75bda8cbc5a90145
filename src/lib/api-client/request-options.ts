import type { TAuthTokenInput } from '@/lib/auth-cookie';

export type THttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values: objects (e.g. `filter`) travel as JSON, dates as ISO strings, undefined/null are left out. */
export type TQueryParams = Record<string, unknown>;

export interface TRequestOptions {
  body?: unknown;
  query?: TQueryParams;
  signal?: AbortSignal;
  /** Toast the error message on failure; true unless a caller shows the error itself. */
  showError?: boolean;
  headers?: HeadersInit;
  /** Overrides the auth_token cookie (SSR passes the visitor's token); null sends no Authorization. */
  token?: TAuthTokenInput | null;
}

export type TBodylessRequestOptions = Omit<TRequestOptions, 'body'>;

export function isBodylessMethod(method: THttpMethod): boolean {
  return method === 'GET' || method === 'HEAD';
}
