import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TSiteSettings } from '@/contracts/site-settings-contract';
import type { Queryable } from '@/server/db/client';
import { findSiteSettings } from './site-repository';

export const LOGO_WIDTH = 150;

const FALLBACK = { name: 'Tablée', descriptionFr: '', descriptionEn: '', logoUrl: '/images/brand/logo.svg', defaultLanguage: 'fr', defaultCurrency: 'XOF', managerSiteUrl: null };

/** SPEC §3 site settings: name, description, logo; language fr and currency XOF unless configured. */
export async function getSiteSettings(db: Queryable, locale: ContentLocale, managerSiteUrl?: string): Promise<TSiteSettings> {
  const row = (await findSiteSettings(db)) ?? FALLBACK;
  return {
    name: row.name,
    description: localized(locale, row.descriptionFr, row.descriptionEn),
    logoUrl: row.logoUrl,
    logoWidth: LOGO_WIDTH,
    defaultLanguage: row.defaultLanguage,
    defaultCurrency: row.defaultCurrency,
    managerSiteUrl: managerSiteUrl ?? row.managerSiteUrl ?? null,
  };
}
