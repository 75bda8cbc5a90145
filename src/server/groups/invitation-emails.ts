import type { TUserLanguage } from '@/contracts/account-contract';
import { escapeHtml } from '@/server/adapters/mail/escape-html';
import type { MailMessage } from '@/server/adapters/mail/mail-adapter';
import { formatBookingTime } from '@/server/reservations/mail/reservation-emails';

export interface InvitationMailInput {
  to: string;
  firstName: string | null;
  language: TUserLanguage;
  hostName: string;
  restaurantName: string;
  cityName: string;
  startsAt: string;
  timeZone: string;
  partySize: number;
  link: string;
}

const COPY = {
  fr: {
    subject: (host: string, restaurant: string) => `${host} vous invite chez ${restaurant}`,
    greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (i: InvitationMailInput, when: string) => `${i.hostName} vous invite à sa table chez ${i.restaurantName} (${i.cityName}), le ${when} — table pour ${i.partySize}.`,
    action: 'Répondre à l’invitation',
    footer: (host: string) => `Vous verrez la réservation et ses plats, et pourrez discuter avec ${host} et le restaurant une fois l’invitation acceptée.`,
  },
  en: {
    subject: (host: string, restaurant: string) => `${host} invites you to ${restaurant}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    body: (i: InvitationMailInput, when: string) => `${i.hostName} invites you to their table at ${i.restaurantName} (${i.cityName}) on ${when} — a table for ${i.partySize}.`,
    action: 'Answer the invitation',
    footer: (host: string) => `Once you accept, you will see the booking and its dishes and can chat with ${host} and the restaurant.`,
  },
} as const;

/** The e-mail a diner receives when a host invites them by their e-mail address or phone number. */
export function buildInvitationMessage(input: InvitationMailInput): MailMessage {
  const copy = COPY[input.language];
  const when = formatBookingTime(input.startsAt, input.timeZone, input.language);
  const lines = [copy.greeting(input.firstName), copy.body(input, when), copy.footer(input.hostName)];
  const text = [lines[0], '', lines[1], '', copy.action, input.link, '', lines[2], '', '— Tablée'].join('\n');
  const html = [
    ...lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(copy.action)}</a></p>`,
    `<p>${escapeHtml(lines[2])}</p>`,
    '<p>— Tablée</p>',
  ].join('\n');
  return { to: input.to, subject: copy.subject(input.hostName, input.restaurantName), text, html };
}
