/** @jest-environment node */
import { completeAvailability, pickDefaultTime, toLocalDate } from '@/features/search/model/availability-defaults';

const at = (iso: string) => new Date(iso);

describe('availability defaults (the home form asks date, time and party)', () => {
  it('adds nothing when the diner gave none of the three', () => {
    expect(completeAvailability({ date: '', time: '', party: '' }, at('2030-05-17T10:00:00'))).toEqual({});
  });

  it('a party alone searches today at dinner time', () => {
    expect(completeAvailability({ date: '', time: '', party: '4' }, at('2030-05-17T10:00:00'))).toEqual({ date: '2030-05-17', time: '20:00', party: '4' });
  });

  it('a date alone gets dinner time and two guests', () => {
    expect(completeAvailability({ date: '2030-06-01', time: '', party: '' }, at('2030-05-17T10:00:00'))).toEqual({ date: '2030-06-01', time: '20:00', party: '2' });
  });

  it('late in the evening the default time is the next half hour, never past 23:30', () => {
    expect(pickDefaultTime('2030-05-17', at('2030-05-17T21:10:00'))).toBe('21:30');
    expect(pickDefaultTime('2030-05-17', at('2030-05-17T21:30:00'))).toBe('22:00');
    expect(pickDefaultTime('2030-05-17', at('2030-05-17T23:50:00'))).toBe('23:30');
    expect(pickDefaultTime('2030-05-18', at('2030-05-17T23:50:00'))).toBe('20:00');
  });

  it('uses the diner’s local calendar date', () => {
    expect(toLocalDate(at('2030-01-05T09:00:00'))).toBe('2030-01-05');
  });
});
