/** @jest-environment node */
import { deliveryFeeFor, haversineMeters } from '@/server/orders/delivery-zone';

const BANDS = [
  { upToMeters: 5000, feeAmount: 1500 },
  { upToMeters: 2000, feeAmount: 500 },
];
/** Metres per degree of latitude on the mean Earth radius haversine uses. */
const METERS_PER_DEGREE = (6_371_000 * Math.PI) / 180;

describe('delivery zone (§3 DELIVERY orders)', () => {
  it('measures the straight-line distance in whole metres', () => {
    const douala = { latitude: 4.05, longitude: 9.7 };
    expect(haversineMeters(douala, douala)).toBe(0);
    expect(haversineMeters(douala, { latitude: 4.05 + 1000 / METERS_PER_DEGREE, longitude: 9.7 })).toBe(1000);
    // Abidjan to Dakar is about 1 800 km as the crow flies.
    expect(Math.round(haversineMeters({ latitude: 5.316, longitude: -4.033 }, { latitude: 14.693, longitude: -17.447 }) / 100_000)).toBe(18);
  });

  it('charges the fee of the nearest band whose limit the distance does not pass (a limit belongs to its band)', () => {
    expect(deliveryFeeFor(BANDS, 0)).toEqual({ inZone: true, feeAmount: 500, radiusMeters: 5000 });
    expect(deliveryFeeFor(BANDS, 2000)).toEqual({ inZone: true, feeAmount: 500, radiusMeters: 5000 });
    expect(deliveryFeeFor(BANDS, 2001)).toEqual({ inZone: true, feeAmount: 1500, radiusMeters: 5000 });
    expect(deliveryFeeFor(BANDS, 5000)).toEqual({ inZone: true, feeAmount: 1500, radiusMeters: 5000 });
  });

  it('does not deliver beyond the last band, nor anywhere without bands', () => {
    expect(deliveryFeeFor(BANDS, 5001)).toEqual({ inZone: false, radiusMeters: 5000 });
    expect(deliveryFeeFor([], 10)).toEqual({ inZone: false, radiusMeters: 0 });
  });
});
