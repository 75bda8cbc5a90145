import { eq } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { siteSettings } from '@/server/db/schema';

export async function findSiteSettings(db: Queryable) {
  const [row] = await db
    .select({
      name: siteSettings.name,
      descriptionFr: siteSettings.descriptionFr,
      descriptionEn: siteSettings.descriptionEn,
      logoUrl: siteSettings.logoUrl,
      defaultLanguage: siteSettings.defaultLanguage,
      defaultCurrency: siteSettings.defaultCurrency,
      managerSiteUrl: siteSettings.managerSiteUrl,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? null;
}
