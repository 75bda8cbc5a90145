import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TAdvert, TAdvertList } from '@/contracts/advert-contract';
import type { Queryable } from '@/server/db/client';
import { notFound } from '@/server/http/app-error-factory';
import { findActiveAdverts, findAdvertById, type AdvertRow } from './advert-repository';

const toAdvert = ({ titleFr, titleEn, bodyFr, bodyEn, startsAt, endsAt, ...row }: AdvertRow, locale: ContentLocale): TAdvert => ({
  ...row,
  title: localized(locale, titleFr, titleEn),
  body: localized(locale, bodyFr, bodyEn),
  startsAt: startsAt.toISOString(),
  endsAt: endsAt.toISOString(),
});

export async function listActiveAdverts(db: Queryable, locale: ContentLocale, now: Date): Promise<TAdvertList> {
  return { items: (await findActiveAdverts(db, now)).map((row) => toAdvert(row, locale)) };
}

/** Any advert by id, running or not: a shared link to a finished campaign still resolves. */
export async function getAdvert(db: Queryable, id: number, locale: ContentLocale): Promise<TAdvert> {
  const row = await findAdvertById(db, id);
  if (!row) throw notFound('Advert');
  return toAdvert(row, locale);
}
