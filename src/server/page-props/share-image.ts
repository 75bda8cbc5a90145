import type { TShareImage } from '@/contracts/event-contract';
import type { TRestaurantImage } from '@/contracts/restaurant-contract';

/** Link previews (WhatsApp, Facebook) ignore SVG: share the first photo, else the site's default. */
export function pickShareImage(images: TRestaurantImage[]): TShareImage | null {
  const photo = images.find((image) => !/\.svg(\?|$)/i.test(image.url));
  return photo ? { url: photo.url, alt: photo.alt } : null;
}
