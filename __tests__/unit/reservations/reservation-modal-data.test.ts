import { readReservationModalData } from '@/screens/create-reservation/read-modal-data';

describe('§2 CREATE_RESERVATION view data', () => {
  it('opens on a restaurant (and an event) as before', () => {
    expect(readReservationModalData({ restaurantId: 7 })).toEqual({ restaurantId: 7, eventId: null, preset: null });
    expect(readReservationModalData({ restaurantId: 7, eventId: 3 })).toEqual({ restaurantId: 7, eventId: 3, preset: null });
    expect(readReservationModalData({ restaurantId: 'x' })).toBeNull();
  });

  it('carries a search result’s chosen day, party and time', () => {
    const startsAt = '2030-03-06T22:30:00.000Z';
    expect(readReservationModalData({ restaurantId: 7, date: '2030-03-06', guests: 4, startsAt })).toEqual({ restaurantId: 7, eventId: null, preset: { date: '2030-03-06', guests: 4, startsAt } });
  });

  it('ignores a preset it cannot trust: a bad day, a party above the online maximum, a bad instant', () => {
    const startsAt = '2030-03-06T22:30:00.000Z';
    expect(readReservationModalData({ restaurantId: 7, date: 'tomorrow', guests: 4, startsAt })?.preset).toBeNull();
    expect(readReservationModalData({ restaurantId: 7, date: '2030-03-06', guests: 30, startsAt })?.preset).toBeNull();
    expect(readReservationModalData({ restaurantId: 7, date: '2030-03-06', guests: 4, startsAt: 'soon' })?.preset).toBeNull();
  });
});
