interface Ordered {
  id: number;
  order: number | null | undefined;
}

/** SPEC §3: images are sorted ascending by `order`, a missing order counting as 0 (ties keep id order). */
export function sortRestaurantImages<T extends Ordered>(images: readonly T[]): T[] {
  return [...images].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id);
}
