import type { TUserLanguage } from '@/contracts/account-contract';
import type { TReservation } from '@/contracts/reservation-contract';
import { formatMoney } from '@/lib/money/format-money';
import type { MailMessage } from '@/server/adapters/mail/mail-adapter';

export type BookingMailKind = 'confirmation' | 'reminder';

export interface BookingMailInput {
  kind: BookingMailKind;
  to: string;
  firstName: string | null;
  language: TUserLanguage;
  reservation: TReservation;
  appOrigin: string;
}

interface BookingCopy {
  subject: (restaurant: string) => string;
  greeting: (name: string | null) => string;
  intro: string;
  when: string;
  guests: (count: number) => string;
  table: string;
  dishes: string;
  noDishes: string;
  policy: (until: string) => string;
  action: string;
}

const FR_BASE = {
  greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  when: 'Date et heure',
  guests: (count: number) => `${count} ${count > 1 ? 'personnes' : 'personne'}`,
  table: 'Table',
  dishes: 'Plats pré-commandés',
  noDishes: 'Aucun plat pré-commandé.',
  policy: (until: string) => `Modification ou annulation gratuite jusqu’au ${until}.`,
  action: 'Voir ma réservation',
};

const EN_BASE = {
  greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
  when: 'Date and time',
  guests: (count: number) => `${count} ${count > 1 ? 'guests' : 'guest'}`,
  table: 'Table',
  dishes: 'Pre-ordered dishes',
  noDishes: 'No dishes pre-ordered.',
  policy: (until: string) => `Free changes or cancellation until ${until}.`,
  action: 'See my booking',
};

const COPY: Record<BookingMailKind, Record<TUserLanguage, BookingCopy>> = {
  confirmation: {
    fr: { ...FR_BASE, subject: (r) => `Réservation confirmée — ${r}`, intro: 'Votre réservation est confirmée. À bientôt !' },
    en: { ...EN_BASE, subject: (r) => `Booking confirmed — ${r}`, intro: 'Your booking is confirmed. See you soon!' },
  },
  reminder: {
    fr: { ...FR_BASE, subject: (r) => `Rappel : votre table chez ${r}`, intro: 'Petit rappel : votre table vous attend bientôt.' },
    en: { ...EN_BASE, subject: (r) => `Reminder: your table at ${r}`, intro: 'A quick reminder: your table is waiting for you soon.' },
  },
};

const INTL_LOCALE: Record<TUserLanguage, string> = { fr: 'fr-FR', en: 'en-GB' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The booking's local date and time in the restaurant's own zone (DESIGN rule 9), in the diner's language. */
export function formatBookingTime(iso: string, timeZone: string, language: TUserLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

function dishLines(reservation: TReservation, language: TUserLanguage): string[] {
  return reservation.orders
    .filter((order) => order.status !== 'cancelled' && order.status !== 'draft')
    .flatMap((order) => order.lines)
    .map((line) => `${line.quantity} × ${line.dishName}${line.options.length ? ` (${line.options.map((o) => o.name).join(', ')})` : ''} — ${formatMoney(line.total, INTL_LOCALE[language])}`);
}

export function buildBookingMessage(input: BookingMailInput): MailMessage {
  const copy = COPY[input.kind][input.language];
  const { reservation: r } = input;
  const when = formatBookingTime(r.startsAt, r.restaurant.timeZone, input.language);
  const until = formatBookingTime(r.policy.changeableUntil, r.restaurant.timeZone, input.language);
  const dishes = dishLines(r, input.language);
  // French puts a space before the colon.
  const sep = input.language === 'fr' ? ' : ' : ': ';
  const link = new URL(`/my-account/bookings/${r.id}`, input.appOrigin).toString();
  const facts = [
    `${r.restaurant.name} — ${r.restaurant.address.endsWith(r.restaurant.city) ? r.restaurant.address : `${r.restaurant.address}, ${r.restaurant.city}`}`,
    `${copy.when}${sep}${when}`,
    copy.guests(r.guests),
    ...(r.table ? [`${copy.table}${sep}${r.table.name}`] : []),
  ];
  const text = [copy.greeting(input.firstName), '', copy.intro, '', ...facts, '', `${copy.dishes}${sep.trimEnd()}`, ...(dishes.length ? dishes : [copy.noDishes]), '', copy.policy(until), '', copy.action, link, '', '— Tablée'].join('\n');
  const html = [
    `<p>${escapeHtml(copy.greeting(input.firstName))}</p>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<ul>${facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(copy.dishes)}</p>`,
    dishes.length ? `<ul>${dishes.map((dish) => `<li>${escapeHtml(dish)}</li>`).join('')}</ul>` : `<p>${escapeHtml(copy.noDishes)}</p>`,
    `<p>${escapeHtml(copy.policy(until))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
    '<p>— Tablée</p>',
  ].join('\n');
  return { to: input.to, subject: copy.subject(r.restaurant.name), text, html };
}
