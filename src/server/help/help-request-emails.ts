import type { THelpRequestSubject } from '@/contracts/help-contract';
import type { THelpTopic } from '@/contracts/help-limits';
import type { MailMessage } from '@/server/adapters/mail/mail-adapter';

/** The team reads French; these name the topics in the site's copy of a request. */
const TOPIC_NAMES: Record<THelpTopic, string> = {
  reservations: 'Réservation',
  orders: 'Pré-commande',
  cancellation: 'Annulation',
  payments: 'Paiement',
  delivery: 'Livraison et vente à emporter',
  rewards: 'Récompenses',
  account: 'Compte',
};

const ORDER_TYPE_NAMES = { BOOKING: 'pré-commande', TAKE_AWAY: 'à emporter', DELIVERY: 'livraison' } as const;

const localTime = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));

function describeSubject(subject: THelpRequestSubject): string {
  if (subject.kind === 'reservation') {
    return `Réservation ${subject.id} — ${subject.restaurantName}, ${localTime(subject.startsAt, subject.timeZone)}, ${subject.guests} pers.`;
  }
  return `Commande ${subject.id} (${ORDER_TYPE_NAMES[subject.type]}) — ${subject.restaurantName}, passée le ${localTime(subject.createdAt, subject.timeZone)}`;
}

export interface HelpRequestCopyInput {
  requestId: string;
  dinerEmail: string;
  topic: THelpTopic;
  subject: THelpRequestSubject;
  message: string;
}

/** The site's copy of a diner's request: what it is about and the message; Reply goes to the diner. */
export function buildHelpRequestCopy(siteAddress: string, input: HelpRequestCopyInput): MailMessage {
  const lines = [
    `Demande d’aide ${input.requestId}`,
    '',
    `Client : ${input.dinerEmail}`,
    `Thème : ${TOPIC_NAMES[input.topic]}`,
    `Concerne : ${describeSubject(input.subject)}`,
    '',
    input.message,
    '',
    'La réponse enregistrée sur la demande (help_requests.answer) s’affiche dans le centre d’aide du client.',
  ];
  return { to: siteAddress, replyTo: input.dinerEmail, subject: `[Aide] ${TOPIC_NAMES[input.topic]} — ${input.subject.restaurantName}`, text: lines.join('\n') };
}
