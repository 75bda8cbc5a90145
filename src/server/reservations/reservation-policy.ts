import type { TReservation } from '@/contracts/reservation-contract';
import { conflict } from '@/server/http/app-error-factory';

interface PolicyInput {
  status: TReservation['status'];
  startsAt: Date | string;
  freeCancellationHours: number;
}

const HOUR_MS = 3_600_000;

export const changeableUntil = (input: PolicyInput) => new Date(new Date(input.startsAt).getTime() - input.freeCancellationHours * HOUR_MS);

/**
 * The restaurant's policy: a draft may change until it starts; a confirmed booking may be moved or
 * cancelled by the diner until startsAt − free_cancellation_hours; anything else is final.
 */
export function toPolicy(input: PolicyInput, now: Date): TReservation['policy'] {
  const until = input.status === 'draft' ? new Date(input.startsAt) : changeableUntil(input);
  const canChange = (input.status === 'draft' || input.status === 'confirmed') && now < until;
  return { freeCancellationHours: input.freeCancellationHours, changeableUntil: until.toISOString(), canChange };
}

/** 409 reservation_not_changeable for final bookings, change_window_closed past the free window. */
export function assertChangeable(input: PolicyInput, now: Date) {
  if (input.status !== 'draft' && input.status !== 'confirmed') {
    throw conflict('reservation_not_changeable', `A ${input.status} reservation cannot be changed`);
  }
  if (!toPolicy(input, now).canChange) {
    throw conflict('change_window_closed', `Changes are possible until ${input.freeCancellationHours} hour(s) before the booking`, {
      changeableUntil: toPolicy(input, now).changeableUntil,
    });
  }
}
