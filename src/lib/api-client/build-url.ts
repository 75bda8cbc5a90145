import type { TQueryParams } from './request-options';

/** The product API is mounted at /api on the same origin; the server calls itself over loopback. */
export function resolveApiBaseUrl(): string {
  if (typeof window !== 'undefined') return `${window.location.origin}/api`;
  const origin = process.env.API_INTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return `${origin.replace(/\/+$/, '')}/api`;
}

function serializeQueryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function serializeQuery(query: TQueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, serializeQueryValue(value));
  }
  return params.toString();
}

export function buildApiUrl(path: string, query?: TQueryParams): string {
  const url = `${resolveApiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
  const search = serializeQuery(query);
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
