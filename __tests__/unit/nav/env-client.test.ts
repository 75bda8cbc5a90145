/** @jest-environment node */
import { readClientEnv } from '@/config/env.client-schema';
import { listExternalFooterLinks } from '@/components/layout/footer-links';

describe('public configuration', () => {
  it('defaults the site URL and leaves external links unset', () => {
    const env = readClientEnv({});
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('http://localhost:3000');
    expect(env.NEXT_PUBLIC_TERMS_URL).toBeUndefined();
  });

  it('treats blank values as unset and trims a trailing slash from the site URL', () => {
    const env = readClientEnv({ NEXT_PUBLIC_TERMS_URL: ' ', NEXT_PUBLIC_SITE_URL: 'https://tablee.example/' });
    expect(env.NEXT_PUBLIC_TERMS_URL).toBeUndefined();
    expect(env.NEXT_PUBLIC_SITE_URL).toBe('https://tablee.example');
  });

  it('fails fast naming the variable when a URL is invalid', () => {
    expect(() => readClientEnv({ NEXT_PUBLIC_PRIVACY_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_PRIVACY_URL/);
  });

  it('takes a map tile template only when it has {z}, {x} and {y}, and names the variable otherwise', () => {
    expect(readClientEnv({ NEXT_PUBLIC_MAP_TILES_URL: 'https://tiles.example/{z}/{x}/{y}.png' }).NEXT_PUBLIC_MAP_TILES_URL).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(() => readClientEnv({ NEXT_PUBLIC_MAP_TILES_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(/NEXT_PUBLIC_MAP_TILES_URL/);
  });

  it('takes google, phone or both as Firebase sign-in providers, and names the variable otherwise', () => {
    expect(readClientEnv({ NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS: 'google, phone' }).NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS).toBe('google, phone');
    expect(() => readClientEnv({ NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS: 'google,facebook' })).toThrow(/NEXT_PUBLIC_FIREBASE_SIGN_IN_PROVIDERS/);
  });

  it('§2 the footer shows an external link only when its address is configured', () => {
    const env = readClientEnv({ NEXT_PUBLIC_TERMS_URL: 'https://tablee.example/terms', NEXT_PUBLIC_LEGAL_URL: 'https://tablee.example/legal' });
    expect(listExternalFooterLinks(env, null).map((link) => link.key)).toEqual(['terms', 'legal']);
    expect(listExternalFooterLinks(env, 'https://manager.example').map((link) => link.key)).toEqual(['terms', 'legal', 'manager']);
  });
});
