import { localized, type ContentLocale } from '@/contracts/locale-contract';
import type { TEventSummary } from '@/contracts/event-contract';
import type { EventRow } from './event-repository';

export function toEventSummary(row: NonNullable<EventRow>, locale: ContentLocale): TEventSummary {
  const { titleFr, titleEn, descriptionFr, descriptionEn, priceAmount, currency, startsAt, endsAt, ...rest } = row;
  return {
    ...rest,
    title: localized(locale, titleFr, titleEn),
    description: localized(locale, descriptionFr, descriptionEn),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    price: { amount: priceAmount, currency },
  };
}
