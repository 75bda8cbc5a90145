import { ILLUSTRATION_SIZES } from './illustration-sizes';
import { ILLUSTRATION_VARIANT_WIDTHS } from './illustration-widths';
import { PHOTO_SIZES } from './photo-sizes';

declare module 'react' {
  // Merged with React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this image is first painted on screen. */
    elementtiming?: string;
  }
}

/** The narrower files of a photo, NAME-<w>w.avif, each present when the full-size file is wider (scripts/generate-photo-variants.ts). */
export const PHOTO_VARIANT_WIDTHS = [240, 400, 640, 800] as const;

const PHOTO_PATH = /^\/images\/photos\/(.+?)(?:-\d+w)?\.(?:webp|avif)$/;
const ILLUSTRATION_PATH = /^\/images\/generated\/([a-z]+)\/([a-z0-9-]+)\.svg$/;

/**
 * The `srcset` of a shipped photo (any of its files' paths): every width that exists, in AVIF, so
 * the browser takes the smallest file that fills the slot described by `sizes`. Every browser the
 * app's scripts run in decodes AVIF; `src` keeps the WebP for the rest. A generated illustration's
 * SVG gets its AVIF copies the same way: the browser would build an SVG document on its main thread
 * for each. Undefined for anything else (unknown files keep their `src`).
 */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const illustration = ILLUSTRATION_PATH.exec(url);
  if (illustration) return illustrationSrcSet(illustration[1], illustration[2]);
  const name = PHOTO_PATH.exec(url)?.[1];
  const size = name ? PHOTO_SIZES[name] : undefined;
  if (!name || !size) return undefined;
  return avifSrcSet(`/images/photos/${name}`, PHOTO_VARIANT_WIDTHS, size[0]);
}

function illustrationSrcSet(kind: string, name: string): string | undefined {
  const size = ILLUSTRATION_SIZES[kind];
  return size ? avifSrcSet(`/images/generated/${kind}/${name}`, ILLUSTRATION_VARIANT_WIDTHS, size[0]) : undefined;
}

/** BASE-<w>w.avif at each variant width narrower than the full file, then BASE.avif at its width. */
function avifSrcSet(base: string, variantWidths: readonly number[], width: number): string {
  const narrower = variantWidths.filter((candidate) => candidate < width).map((candidate) => `${base}-${candidate}w.avif ${candidate}w`);
  return [...narrower, `${base}.avif ${width}w`].join(', ');
}

/** The name under which the browser reports the main photo's paint (paint-first-scripts.ts waits for it). */
export const MAIN_PHOTO_TIMING = 'main-photo';

/**
 * The attributes of a page's main photo, the one image on its first screen that is its largest
 * paint: fetched first (React preloads an eager high-priority image from the head), and timed.
 */
export const mainPhotoAttributes = { fetchPriority: 'high', elementtiming: MAIN_PHOTO_TIMING } as const;
