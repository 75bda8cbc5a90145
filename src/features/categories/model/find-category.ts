export interface TCategoryRef {
  id: number;
  slug: string;
  name: string;
}

/** ?category=<slug> → the category (the search API filters by id); an unknown slug finds nothing. */
export function findCategoryBySlug<T extends TCategoryRef>(categories: readonly T[], slug: string | undefined): T | null {
  if (!slug) return null;
  return categories.find((category) => category.slug === slug) ?? null;
}
