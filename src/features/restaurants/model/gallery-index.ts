/** Moves through a gallery, wrapping at both ends so the next photo always exists. */
export function stepGalleryIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** RESTAURANT_IMAGE modal data `{ images, index }`, read defensively: the modal store holds `unknown`. */
export function clampGalleryIndex(index: unknown, count: number): number {
  const value = typeof index === 'number' && Number.isInteger(index) ? index : 0;
  return Math.min(Math.max(value, 0), Math.max(count - 1, 0));
}
