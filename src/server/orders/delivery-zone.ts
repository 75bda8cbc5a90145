import type { DeliveryFeeBand } from '@/server/db/schema';

const EARTH_RADIUS_METERS = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Straight-line (great-circle) distance in whole metres: riders' routes are unknown, the crow's flight is fair to everyone. */
export function haversineMeters(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}

export type DeliveryFee = { inZone: true; feeAmount: number; radiusMeters: number } | { inZone: false; radiusMeters: number };

/**
 * The fee of the first band (nearest first) whose limit the distance does not pass; a band's limit
 * belongs to it. The last band's limit is the delivery radius; beyond it, or with no band at all,
 * the restaurant does not deliver there.
 */
export function deliveryFeeFor(bands: readonly DeliveryFeeBand[], distanceMeters: number): DeliveryFee {
  const sorted = [...bands].sort((a, b) => a.upToMeters - b.upToMeters);
  const radiusMeters = sorted.at(-1)?.upToMeters ?? 0;
  const band = sorted.find((candidate) => distanceMeters <= candidate.upToMeters);
  return band ? { inZone: true, feeAmount: band.feeAmount, radiusMeters } : { inZone: false, radiusMeters };
}
