import type { ContentLocale } from '@/contracts/locale-contract';

/** "Awa K.": first name and last initial, the only identity shown next to a review. */
export function toAuthorName(firstName: string | null, lastName: string | null, locale: ContentLocale): string {
  const first = firstName?.trim();
  if (!first) return locale === 'en' ? 'Anonymous diner' : 'Client anonyme';
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}
