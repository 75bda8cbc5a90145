import Cookies from 'js-cookie';
import { LOCALE_COOKIE_NAME } from './preferred-locale-redirect';
const LOCALE_COOKIE_DAYS = 365;

export function writeLocaleCookie(locale: string): void {
  Cookies.set(LOCALE_COOKIE_NAME, locale, { path: '/', sameSite: 'lax', expires: LOCALE_COOKIE_DAYS });
}
