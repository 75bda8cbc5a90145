import { ROUTES } from '@/lib/routes';

/** Only a path on this site (`/x`, not `//evil.example` or `https://…`) may be returned to after login. */
export function pickSafeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ROUTES.home;
  return value;
}
