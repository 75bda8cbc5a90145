import { PHOTO_WIDTHS } from './photo-widths';

const PHOTO_PATH = /^\/images\/photos\/(.+?)(?:-\d+w)?\.webp$/;

/**
 * The `srcset` of a shipped photo (any of its files' paths): every width that exists, so the
 * browser takes the smallest file that fills the slot described by `sizes`. Undefined for
 * anything else (the generated SVGs scale freely; unknown files keep their `src`).
 */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  const name = url ? PHOTO_PATH.exec(url)?.[1] : undefined;
  const photo = name ? PHOTO_WIDTHS[name] : undefined;
  if (!name || !photo) return undefined;
  return [...photo.variants.map((width) => `/images/photos/${name}-${width}w.webp ${width}w`), `/images/photos/${name}.webp ${photo.width}w`].join(', ');
}
