import Cookies from 'js-cookie';

export const AUTH_COOKIE_NAME = 'auth_token';
export const DEFAULT_AUTH_SCHEME = 'Bearer';
const AUTH_COOKIE_DAYS = 30;

export interface TAuthToken {
  scheme: string;
  token: string;
}

export type TAuthTokenInput = string | { scheme?: string; token: string };

function normalizeAuthToken(input: TAuthTokenInput): TAuthToken | null {
  const value = typeof input === 'string' ? { token: input } : input;
  const token = typeof value.token === 'string' ? value.token.trim() : '';
  if (!token) return null;
  const scheme = typeof value.scheme === 'string' && value.scheme.trim() ? value.scheme.trim() : DEFAULT_AUTH_SCHEME;
  return { scheme, token };
}

function decodeCookieValue(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Reads the cookie value (JSON `{scheme?, token}` or a bare token); safe on the server. */
export function parseAuthCookie(raw: string | undefined): TAuthToken | null {
  if (typeof raw !== 'string') return null;
  const text = decodeCookieValue(raw).trim();
  if (!text) return null;
  if (!text.startsWith('{') && !text.startsWith('"')) return normalizeAuthToken(text);
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return normalizeAuthToken(parsed);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { token?: unknown }).token === 'string') {
      return normalizeAuthToken(parsed as { scheme?: string; token: string });
    }
    return null;
  } catch {
    return null;
  }
}

export function toAuthorizationHeader(value: TAuthTokenInput): string {
  const normalized = normalizeAuthToken(value);
  return normalized ? `${normalized.scheme} ${normalized.token}` : '';
}

export function readAuthCookie(): TAuthToken | null {
  if (typeof document === 'undefined') return null;
  return parseAuthCookie(Cookies.get(AUTH_COOKIE_NAME));
}

export function writeAuthCookie(value: TAuthTokenInput): void {
  const normalized = normalizeAuthToken(value);
  if (!normalized) return removeAuthCookie();
  const isHttps = typeof window !== 'undefined' && window.location.protocol === 'https:';
  Cookies.set(AUTH_COOKIE_NAME, JSON.stringify(normalized), {
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && isHttps,
    path: '/',
    expires: AUTH_COOKIE_DAYS,
  });
}

export function removeAuthCookie(): void {
  Cookies.remove(AUTH_COOKIE_NAME, { path: '/' });
}
