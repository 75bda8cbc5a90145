import type { TUserLanguage } from '@/contracts/account-contract';

export type BookingMailKind = 'confirmation' | 'reminder' | 'change' | 'cancellation';

export interface BookingCopy {
  subject: (restaurant: string) => string;
  greeting: (name: string | null) => string;
  intro: string;
  event: string;
  when: string;
  guests: (count: number) => string;
  table: string;
  order: string;
  noDishes: string;
  perPerson: (price: string) => string;
  total: string;
  policy: (until: string) => string;
  action: string;
}

type BaseCopy = Omit<BookingCopy, 'subject' | 'intro'>;

const FR_BASE: BaseCopy = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  event: 'Événement',
  when: 'Date et heure',
  guests: (count) => `${count} ${count > 1 ? 'personnes' : 'personne'}`,
  table: 'Table',
  order: 'Votre commande',
  noDishes: 'Aucun plat pré-commandé.',
  perPerson: (price) => `${price} par personne`,
  total: 'Total',
  policy: (until) => `Modification ou annulation gratuite jusqu’au ${until}.`,
  action: 'Voir ma réservation',
};

const EN_BASE: BaseCopy = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  event: 'Event',
  when: 'Date and time',
  guests: (count) => `${count} ${count > 1 ? 'guests' : 'guest'}`,
  table: 'Table',
  order: 'Your order',
  noDishes: 'No dishes pre-ordered.',
  perPerson: (price) => `${price} per person`,
  total: 'Total',
  policy: (until) => `Free changes or cancellation until ${until}.`,
  action: 'See my booking',
};

/** Every booking mail in both languages; a mail goes out in the diner's language (user_settings.language). */
export const BOOKING_COPY: Record<BookingMailKind, Record<TUserLanguage, BookingCopy>> = {
  confirmation: {
    fr: { ...FR_BASE, subject: (r) => `Réservation confirmée — ${r}`, intro: 'Votre réservation est confirmée. À bientôt !' },
    en: { ...EN_BASE, subject: (r) => `Booking confirmed — ${r}`, intro: 'Your booking is confirmed. See you soon!' },
  },
  reminder: {
    fr: { ...FR_BASE, subject: (r) => `Rappel : votre table chez ${r}`, intro: 'Petit rappel : votre table vous attend bientôt.' },
    en: { ...EN_BASE, subject: (r) => `Reminder: your table at ${r}`, intro: 'A quick reminder: your table is waiting for you soon.' },
  },
  change: {
    fr: { ...FR_BASE, subject: (r) => `Réservation modifiée — ${r}`, intro: 'Votre réservation a bien été modifiée. La voici telle qu’elle est maintenant.' },
    en: { ...EN_BASE, subject: (r) => `Booking changed — ${r}`, intro: 'Your booking has been changed. Here it is as it stands now.' },
  },
  cancellation: {
    fr: { ...FR_BASE, subject: (r) => `Réservation annulée — ${r}`, intro: 'Votre réservation a bien été annulée. Au plaisir de vous accueillir une autre fois.' },
    en: { ...EN_BASE, subject: (r) => `Booking cancelled — ${r}`, intro: 'Your booking has been cancelled. We hope to welcome you another time.' },
  },
};
