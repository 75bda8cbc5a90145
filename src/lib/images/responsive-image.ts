import { PHOTO_SIZES } from './photo-sizes';

/** The narrower files of a photo, NAME-<w>w.avif, each present when the full-size file is wider (scripts/generate-photo-variants.ts). */
export const PHOTO_VARIANT_WIDTHS = [240, 400, 640, 800] as const;

const PHOTO_PATH = /^\/images\/photos\/(.+?)(?:-\d+w)?\.(?:webp|avif)$/;

/**
 * The `srcset` of a shipped photo (any of its files' paths): every width that exists, in AVIF, so
 * the browser takes the smallest file that fills the slot described by `sizes`. Every browser the
 * app's scripts run in decodes AVIF; `src` keeps the WebP for the rest. Undefined for anything
 * else (the generated SVGs scale freely; unknown files keep their `src`).
 */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  const name = url ? PHOTO_PATH.exec(url)?.[1] : undefined;
  const size = name ? PHOTO_SIZES[name] : undefined;
  if (!name || !size) return undefined;
  const [width] = size;
  const narrower = PHOTO_VARIANT_WIDTHS.filter((candidate) => candidate < width).map((candidate) => `/images/photos/${name}-${candidate}w.avif ${candidate}w`);
  return [...narrower, `/images/photos/${name}.avif ${width}w`].join(', ');
}
