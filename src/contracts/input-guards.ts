import { z } from 'zod';

/**
 * Guards every input shares, whatever the endpoint. PostgreSQL cannot store a NUL character in
 * text, and its dates (like JavaScript's) stop long before what a request can spell, so both are
 * refused as invalid input instead of failing in the database.
 */
export const NUL_CHARACTER = '\u0000';
export const NUL_MESSAGE = 'Must not contain a NUL character';

export const containsNul = (text: string): boolean => text.includes(NUL_CHARACTER);

/** Bookings, stock days and filters never need a date outside these years. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2199;
export const DATE_RANGE_MESSAGE = `Must be a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}`;

export function isSaneInstant(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}

/** A calendar date that exists (no 31 February) within the sane years. */
export function isSaneLocalDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A UTC instant on the wire (ISO 8601 with an offset) within the sane years. */
export const ZInstant = z.iso.datetime({ offset: true }).refine((text) => isSaneInstant(new Date(text)), DATE_RANGE_MESSAGE);

/** An integer id in a JSON body: a JSON number, never a string or a boolean turned into one. */
export const ZPositiveInt = z.number().int().positive().max(2_147_483_647);
