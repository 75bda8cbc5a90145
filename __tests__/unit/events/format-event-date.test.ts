/** @jest-environment node */
import { formatEventWhen } from '@/features/events/model/format-event-date';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('event dates: the restaurant’s time zone, the diner’s language (DESIGN rule 9)', () => {
  const startsAt = '2025-11-29T23:30:00.000Z';
  const endsAt = '2025-11-30T03:00:00.000Z';

  it('shows Douala’s wall clock (UTC+1): the evening already falls on Sunday there', () => {
    const when = formatEventWhen({ startsAt, endsAt, timeZone: 'Africa/Douala', locale: 'fr' });
    expect(when.date).toBe('dimanche 30 novembre 2025');
    expect(spaces(when.time)).toBe('00:30 – 04:00');
  });

  it('shows Abidjan’s wall clock (UTC+0) for the same instant: still Saturday night', () => {
    const when = formatEventWhen({ startsAt, endsAt, timeZone: 'Africa/Abidjan', locale: 'fr' });
    expect(when.date).toBe('samedi 29 novembre 2025');
    expect(spaces(when.time)).toBe('23:30 – 03:00');
  });

  it('words the date and hours in English for an English-speaking diner', () => {
    const when = formatEventWhen({ startsAt, endsAt, timeZone: 'Africa/Douala', locale: 'en' });
    expect(when.date).toBe('Sunday, November 30, 2025');
    expect(spaces(when.time)).toBe('12:30 AM – 04:00 AM');
  });

  it('shows the start alone when the end is unknown, and keeps the instant for <time dateTime>', () => {
    const when = formatEventWhen({ startsAt: '2025-12-05T19:00:00Z', timeZone: 'Africa/Dakar', locale: 'fr' });
    expect(spaces(when.time)).toBe('19:00');
    expect(when.iso).toBe('2025-12-05T19:00:00.000Z');
  });
});
