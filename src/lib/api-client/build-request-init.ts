import { readAuthCookie, toAuthorizationHeader } from '@/lib/auth-cookie';
import { isBodylessMethod, type THttpMethod, type TRequestOptions } from './request-options';

/** Bodies the browser encodes itself (multipart boundary, form encoding, blob type). */
function isRawBody(body: unknown): body is FormData | URLSearchParams | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function resolveAuthorization(token: TRequestOptions['token']): string | null {
  if (token === null) return null;
  const value = token === undefined ? readAuthCookie() : token;
  return value ? toAuthorizationHeader(value) || null : null;
}

export function buildRequestInit(method: THttpMethod, options: TRequestOptions): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  const authorization = resolveAuthorization(options.token);
  if (authorization) headers.set('Authorization', authorization);

  let body: BodyInit | undefined;
  if (!isBodylessMethod(method) && options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers.set('Content-Type', 'application/json');
    }
  }

  new Headers(options.headers).forEach((value, key) => headers.set(key, value));
  return { method, headers, body, signal: options.signal };
}
