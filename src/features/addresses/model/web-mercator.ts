/** Web Mercator (what slippy-map tile servers use): degrees ↔ world pixels at a zoom level. */
export const TILE_SIZE = 256;
export const MAX_LATITUDE = 85.05112878;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface WorldPixel {
  x: number;
  y: number;
}

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function toWorldPixel({ latitude, longitude }: LatLng, zoom: number): WorldPixel {
  const size = worldSize(zoom);
  const sin = Math.sin((clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export function toLatLng({ x, y }: WorldPixel, zoom: number): LatLng {
  const size = worldSize(zoom);
  const n = Math.PI * (1 - (2 * y) / size);
  return { latitude: (Math.atan(Math.sinh(n)) * 180) / Math.PI, longitude: (x / size) * 360 - 180 };
}

/** Six decimals (about 11 cm): what the addresses table stores. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** The URL of one tile from a template such as `https://tile.example.org/{z}/{x}/{y}.png`; x wraps around the world. */
export function tileUrl(template: string, zoom: number, x: number, y: number): string {
  const count = 2 ** zoom;
  const wrapped = ((x % count) + count) % count;
  return template.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(y));
}
