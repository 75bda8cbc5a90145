const MAX_LOADED_PAGES = 20;

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** ?category=<slug>&pages=<n>: the chosen category and how many pages "load more" has shown. */
export function readCatalogueRoute(query: Partial<Record<string, string | string[]>>): { slug: string | undefined; pages: number } {
  const rawPages = firstOf(query.pages);
  const pages = rawPages && /^\d{1,2}$/.test(rawPages) ? Math.min(Math.max(Number(rawPages), 1), MAX_LOADED_PAGES) : 1;
  return { slug: firstOf(query.category)?.slice(0, 64), pages };
}
