import type { ClientEnv } from '@/config/env.client';
import { ROUTES } from '@/lib/routes';

export interface TFooterLink {
  key: string;
  href: string;
  isExternal: boolean;
}

export const INTERNAL_FOOTER_LINKS: TFooterLink[] = [
  { key: 'faq', href: ROUTES.faq, isExternal: false },
  { key: 'contact', href: ROUTES.contact, isExternal: false },
  { key: 'help', href: ROUTES.helpCenter, isExternal: false },
  { key: 'credits', href: ROUTES.credits, isExternal: false },
];

/** SPEC §2 external links: shown only when their address is configured. */
export function listExternalFooterLinks(env: ClientEnv, managerSiteFallback: string | null | undefined): TFooterLink[] {
  const candidates: Array<[string, string | null | undefined]> = [
    ['about', env.NEXT_PUBLIC_ABOUT_URL],
    ['terms', env.NEXT_PUBLIC_TERMS_URL],
    ['privacy', env.NEXT_PUBLIC_PRIVACY_URL],
    ['legal', env.NEXT_PUBLIC_LEGAL_URL],
    ['manager', env.NEXT_PUBLIC_MANAGER_SITE_URL ?? managerSiteFallback],
  ];
  return candidates.flatMap(([key, href]) => (href ? [{ key, href, isExternal: true }] : []));
}
