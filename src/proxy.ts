import { NextResponse, type NextRequest } from 'next/server';
import { buildContentSecurityPolicy } from '@/lib/security/content-security-policy';

/** Every page gets a fresh script nonce and the security headers; the API sets its own. */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const isProduction = process.env.NODE_ENV === 'production';
  const csp = buildContentSecurityPolicy(nonce, { isDevelopment: !isProduction });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', csp);
  response.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  response.headers.set('x-content-type-options', 'nosniff');
  response.headers.set('x-frame-options', 'DENY');
  response.headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  if (isProduction) response.headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  return response;
}

/**
 * Pages only: a path with a dot is a file (photos, icons, sw.js, robots.txt), and Next matches the
 * source behind an optional locale segment, so `/images/…` alone would be read as locale "images"
 * and every photo would carry a page's CSP and cost a proxy run.
 */
export const config = {
  matcher: [{ source: '/((?!api|_next/static|_next/image|.*\\..*).*)', locale: false }],
};
