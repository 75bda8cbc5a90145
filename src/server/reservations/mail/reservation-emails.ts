import type { TUserLanguage } from '@/contracts/account-contract';
import type { TReservation } from '@/contracts/reservation-contract';
import { formatMoney } from '@/lib/money/format-money';
import type { MailMessage } from '@/server/adapters/mail/mail-adapter';
import { BOOKING_COPY, type BookingCopy, type BookingMailKind } from './booking-mail-copy';

export type { BookingMailKind } from './booking-mail-copy';

export interface BookingMailInput {
  kind: BookingMailKind;
  to: string;
  firstName: string | null;
  language: TUserLanguage;
  /** Read in `language`, so its event title and option names match the mail's language. */
  reservation: TReservation;
  appOrigin: string;
}

const INTL_LOCALE: Record<TUserLanguage, string> = { fr: 'fr-FR', en: 'en-GB' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The booking's local date and time in the restaurant's own zone (DESIGN rule 9), in the diner's language. */
export function formatBookingTime(iso: string, timeZone: string, language: TUserLanguage): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

/** The event's places and every dish not cancelled, then the server's total; the lines a cancellation no longer owes are left out. */
function billLines(r: TReservation, copy: BookingCopy, language: TUserLanguage, sep: string): string[] {
  const price = (money: Parameters<typeof formatMoney>[0]) => formatMoney(money, INTL_LOCALE[language]);
  const event = r.totals.event;
  const charges = [
    ...(event ? [`${event.quantity} × ${event.title} (${copy.perPerson(price(event.unitPrice))}) — ${price(event.total)}`] : []),
    ...r.orders
      .filter((order) => order.status !== 'cancelled')
      .flatMap((order) => order.lines)
      .map((line) => `${line.quantity} × ${line.dishName}${line.options.length ? ` (${line.options.map((o) => o.name).join(', ')})` : ''} — ${price(line.total)}`),
  ];
  if (charges.length === 0) return [copy.noDishes];
  return [...charges, `${copy.total}${sep}${price(r.totals.total)}`];
}

function factsOf(r: TReservation, copy: BookingCopy, language: TUserLanguage, sep: string): string[] {
  const place = r.restaurant.address.endsWith(r.restaurant.city) ? r.restaurant.address : `${r.restaurant.address}, ${r.restaurant.city}`;
  return [
    `${r.restaurant.name} — ${place}`,
    ...(r.event ? [`${copy.event}${sep}${r.event.title}`] : []),
    `${copy.when}${sep}${formatBookingTime(r.startsAt, r.restaurant.timeZone, language)}`,
    copy.guests(r.guests),
    ...(r.table ? [`${copy.table}${sep}${r.table.name}`] : []),
  ];
}

export function buildBookingMessage(input: BookingMailInput): MailMessage {
  const copy = BOOKING_COPY[input.kind][input.language];
  const { reservation: r } = input;
  // French puts a space before the colon.
  const sep = input.language === 'fr' ? ' : ' : ': ';
  const isCancellation = input.kind === 'cancellation';
  const facts = factsOf(r, copy, input.language, sep);
  const bill = isCancellation ? [] : billLines(r, copy, input.language, sep);
  const policy = isCancellation ? null : copy.policy(formatBookingTime(r.policy.changeableUntil, r.restaurant.timeZone, input.language));
  const link = new URL(`/my-account/bookings/${r.id}`, input.appOrigin).toString();
  const text = [
    copy.greeting(input.firstName), '', copy.intro, '', ...facts, '',
    ...(bill.length ? [`${copy.order}${sep.trimEnd()}`, ...bill, ''] : []),
    ...(policy ? [policy, ''] : []),
    copy.action, link, '', '— Tablée',
  ].join('\n');
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  const html = [
    `<p>${escapeHtml(copy.greeting(input.firstName))}</p>`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    list(facts),
    ...(bill.length ? [`<p>${escapeHtml(copy.order)}</p>`, list(bill)] : []),
    ...(policy ? [`<p>${escapeHtml(policy)}</p>`] : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
    '<p>— Tablée</p>',
  ].join('\n');
  return { to: input.to, subject: copy.subject(r.restaurant.name), text, html };
}
