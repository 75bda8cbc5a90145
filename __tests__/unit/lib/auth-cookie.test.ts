import Cookies from 'js-cookie';
import {
  parseAuthCookie,
  readAuthCookie,
  removeAuthCookie,
  toAuthorizationHeader,
  writeAuthCookie,
} from '@/lib/auth-cookie';

afterEach(() => Cookies.remove('auth_token', { path: '/' }));

describe('auth cookie (SPEC §6)', () => {
  it('§6 parses the stored JSON, Bearer unless another scheme is stored', () => {
    expect(parseAuthCookie('{"scheme":"Token","token":"t1"}')).toEqual({ scheme: 'Token', token: 't1' });
    expect(parseAuthCookie('{"token":"t2"}')).toEqual({ scheme: 'Bearer', token: 't2' });
  });

  it('tolerates a bare token, a URL-encoded value, and rejects empty or malformed values', () => {
    expect(parseAuthCookie('bare-token')).toEqual({ scheme: 'Bearer', token: 'bare-token' });
    expect(parseAuthCookie(encodeURIComponent('{"token":"enc"}'))).toEqual({ scheme: 'Bearer', token: 'enc' });
    expect(parseAuthCookie(undefined)).toBeNull();
    expect(parseAuthCookie('')).toBeNull();
    expect(parseAuthCookie('{"token":')).toBeNull();
    expect(parseAuthCookie('{"scheme":"Bearer"}')).toBeNull();
  });

  it('formats the Authorization header', () => {
    expect(toAuthorizationHeader({ token: 'xyz' })).toBe('Bearer xyz');
    expect(toAuthorizationHeader({ scheme: 'Token', token: 'xyz' })).toBe('Token xyz');
    expect(toAuthorizationHeader('xyz')).toBe('Bearer xyz');
  });

  it('writes, reads back and removes the auth_token cookie', () => {
    writeAuthCookie({ token: 'secret' });
    expect(Cookies.get('auth_token')).toBe('{"scheme":"Bearer","token":"secret"}');
    expect(readAuthCookie()).toEqual({ scheme: 'Bearer', token: 'secret' });

    removeAuthCookie();
    expect(readAuthCookie()).toBeNull();
  });

  it('writes lax, path /, 30 days, not secure outside production https', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeAuthCookie({ scheme: 'Token', token: 't' });
    expect(set).toHaveBeenCalledWith('auth_token', '{"scheme":"Token","token":"t"}', {
      sameSite: 'lax',
      secure: false,
      path: '/',
      expires: 30,
    });
    set.mockRestore();
  });
});
