/** Public paths of the shipped photos and of the generated illustrations (scripts/generate-images.ts). */

export const photo = (name: string): string => `/images/photos/${name}.webp`;
export const photoThumb = (name: string): string => `/images/photos/${name}-400w.webp`;
export const dishArt = (name: string): string => `/images/generated/dishes/${name}.svg`;
export const venueArt = (name: string): string => `/images/generated/venues/${name}.svg`;
export const eventArt = (name: string): string => `/images/generated/events/${name}.svg`;
export const advertArt = (name: string): string => `/images/generated/adverts/${name}.svg`;
export const rewardArt = (name: string): string => `/images/generated/rewards/${name}.svg`;

/** Generated venue illustrations: façades, dining rooms and terraces, 8 palettes each. */
export const VENUE_VARIANTS = 8;
export const venueKinds = ['facade', 'interior', 'terrace'] as const;

/** Photos wide enough (≥ 768 px) to serve as a restaurant gallery picture. */
export const galleryPhotos = [
  'terrace-rooftop-night-1',
  'ingredients-fresh-herbs-1',
  'ingredients-peppers-onions-chopped-1',
  'ingredients-mushrooms-1',
  'ingredients-heritage-carrots-1',
] as const;
