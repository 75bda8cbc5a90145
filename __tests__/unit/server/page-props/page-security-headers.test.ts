/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nonceOf, setPageSecurityHeaders } from '@/server/page-props/page-security-headers';

const request = () => ({}) as IncomingMessage;
function response() {
  const headers = new Map<string, string>();
  return { headers, res: { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse };
}

describe('page security headers', () => {
  it('gives each request one nonce, asked for as often as needed (props and document share it), and another request another', () => {
    const first = request();
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/=]{40,}$/);
    expect(nonceOf(first)).toBe(nonceOf(first));
    expect(nonceOf(request())).not.toBe(nonceOf(first));
  });

  it('allows scripts only with that nonce, forbids framing, and sends HSTS in production only', () => {
    const production = response();
    setPageSecurityHeaders(production.res, 'abc123', true);
    expect(production.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-abc123' 'strict-dynamic'(;|$)/);
    expect(production.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(production.headers.get('x-frame-options')).toBe('DENY');
    expect(production.headers.get('x-content-type-options')).toBe('nosniff');
    expect(production.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(production.headers.get('strict-transport-security')).toContain('max-age=');

    const development = response();
    setPageSecurityHeaders(development.res, 'abc123', false);
    expect(development.headers.get('content-security-policy')).toContain("'unsafe-eval'");
    expect(development.headers.has('strict-transport-security')).toBe(false);
  });
});
