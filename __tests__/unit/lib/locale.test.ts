import { pickContentLocale } from '@/contracts/locale-contract';
import { directionOf } from '@/lib/i18n/text-direction';
import { buildContentSecurityPolicy } from '@/lib/security/content-security-policy';

describe('directionOf', () => {
  it('§2 Arabic and Hebrew display right-to-left, every other language left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('pickContentLocale', () => {
  it('prefers the explicit language, then Accept-Language, then French', () => {
    expect(pickContentLocale('en', 'fr-FR')).toBe('en');
    expect(pickContentLocale(undefined, 'de-DE,en;q=0.8')).toBe('en');
    expect(pickContentLocale(undefined, undefined)).toBe('fr');
    expect(pickContentLocale('xx', 'zz')).toBe('fr');
  });
});

describe('buildContentSecurityPolicy', () => {
  it('allows scripts only with the nonce in production and forbids framing', () => {
    const csp = buildContentSecurityPolicy('abc', { isDevelopment: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets in only what Stripe Elements needs from outside: its API, and its frames for the card fields', () => {
    const csp = buildContentSecurityPolicy('abc', { isDevelopment: false });
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com;");
    expect(csp).toContain("default-src 'self';");
  });
});
