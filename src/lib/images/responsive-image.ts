import { PHOTO_SIZES } from './photo-sizes';

/** The narrower files of a photo, NAME-<w>w.webp, each present when the full-size file is wider (scripts/generate-photo-variants.ts). */
export const PHOTO_VARIANT_WIDTHS = [240, 400, 640, 800] as const;

const PHOTO_PATH = /^\/images\/photos\/(.+?)(?:-\d+w)?\.webp$/;

/**
 * The `srcset` of a shipped photo (any of its files' paths): every width that exists, so the
 * browser takes the smallest file that fills the slot described by `sizes`. Undefined for
 * anything else (the generated SVGs scale freely; unknown files keep their `src`).
 */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  const name = url ? PHOTO_PATH.exec(url)?.[1] : undefined;
  const size = name ? PHOTO_SIZES[name] : undefined;
  if (!name || !size) return undefined;
  const [width] = size;
  const narrower = PHOTO_VARIANT_WIDTHS.filter((candidate) => candidate < width).map((candidate) => `/images/photos/${name}-${candidate}w.webp ${candidate}w`);
  return [...narrower, `/images/photos/${name}.webp ${width}w`].join(', ');
}
