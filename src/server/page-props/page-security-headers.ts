import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildContentSecurityPolicy } from '@/lib/security/content-security-policy';

const nonces = new WeakMap<IncomingMessage, string>();

/** This request's script nonce, made on first ask, so the page's props and its document share it. */
export function nonceOf(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (nonce === undefined) {
    nonce = Buffer.from(randomUUID()).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/**
 * A page's Content-Security-Policy (scripts only with this request's nonce) and security headers,
 * set while its document renders: every page is server-rendered, so each one gets a fresh nonce,
 * and files and the API are left alone (the API sets its own).
 */
export function setPageSecurityHeaders(response: ServerResponse, nonce: string, isProduction = process.env.NODE_ENV === 'production') {
  response.setHeader('content-security-policy', buildContentSecurityPolicy(nonce, { isDevelopment: !isProduction }));
  response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
  if (isProduction) response.setHeader('strict-transport-security', 'max-age=63072000; includeSubDomains');
}
