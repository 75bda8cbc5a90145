import type { TCreateHelpRequest, THelpRequest, THelpRequestList, THelpRequestSubject } from '@/contracts/help-contract';
import { sendBestEffort } from '@/server/adapters/mail/send-best-effort';
import type { Queryable } from '@/server/db/client';
import type { AppDeps } from '@/server/http/app-env';
import { notFound, unauthenticated } from '@/server/http/app-error-factory';
import { isHelpTopic } from './help-question-service';
import { buildHelpRequestCopy } from './help-request-emails';
import {
  findHelpRequestsOfUser,
  findOwnOrderSubject,
  findOwnReservationSubject,
  findUserEmail,
  insertHelpRequest,
  type HelpRequestRow,
} from './help-request-repository';

/** The help centre lists this many of a diner's most recent requests. */
export const HELP_REQUESTS_LISTED = 50;

/** Left joins make every column optional; a subject is there when its row and its restaurant are. */
function toSubject({ reservation: r, order: o }: HelpRequestRow): THelpRequestSubject | null {
  if (r?.id && r.restaurantName !== null && r.startsAt && r.timeZone !== null && r.guests !== null) {
    return { kind: 'reservation', id: r.id, restaurantName: r.restaurantName, startsAt: r.startsAt.toISOString(), timeZone: r.timeZone, guests: r.guests };
  }
  if (o?.id && o.restaurantName !== null && o.type && o.createdAt && o.timeZone !== null) {
    return { kind: 'order', id: o.id, restaurantName: o.restaurantName, type: o.type, createdAt: o.createdAt.toISOString(), timeZone: o.timeZone };
  }
  return null;
}

function toHelpRequest(row: HelpRequestRow): THelpRequest | null {
  if (!isHelpTopic(row.topic)) return null;
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    subject: toSubject(row),
  };
}

/** What the request is about, if it is the diner's own; another diner's booking or order is simply not found. */
async function readOwnSubject(db: Queryable, userId: string, input: TCreateHelpRequest): Promise<THelpRequestSubject> {
  if (input.reservationId) {
    const row = await findOwnReservationSubject(db, userId, input.reservationId);
    if (!row) throw notFound('Booking');
    return { kind: 'reservation', ...row, startsAt: row.startsAt.toISOString() };
  }
  const row = input.orderId ? await findOwnOrderSubject(db, userId, input.orderId) : null;
  if (!row) throw notFound('Order');
  return { kind: 'order', ...row, createdAt: row.createdAt.toISOString() };
}

export async function listHelpRequests(db: Queryable, userId: string): Promise<THelpRequestList> {
  const rows = await findHelpRequestsOfUser(db, userId, HELP_REQUESTS_LISTED);
  return { items: rows.flatMap((row) => toHelpRequest(row) ?? []) };
}

/** A diner asks about one of their bookings or orders; the team gets a copy and answers on the request. */
export async function createHelpRequest(deps: AppDeps, userId: string, input: TCreateHelpRequest): Promise<THelpRequest> {
  const email = await findUserEmail(deps.db, userId);
  if (!email) throw unauthenticated('This account no longer exists');
  const { id, subject } = await deps.db.transaction(async (tx) => {
    const found = await readOwnSubject(tx, userId, input);
    const newId = await insertHelpRequest(tx, {
      userId,
      email,
      topic: input.topic,
      message: input.message,
      reservationId: input.reservationId ?? null,
      orderId: input.orderId ?? null,
      createdAt: deps.now(),
    });
    return { id: newId, subject: found };
  });
  await sendBestEffort(deps, buildHelpRequestCopy(deps.env.CONTACT_EMAIL, { requestId: id, dinerEmail: email, topic: input.topic, subject, message: input.message }), 'help request copy');
  const [row] = await findHelpRequestsOfUser(deps.db, userId, 1, id);
  const created = row ? toHelpRequest(row) : null;
  if (!created) throw notFound('Help request');
  return created;
}
