/** The offset of the page after this one, or undefined when every review has been loaded. */
export function findNextOffset(page: { offset: number; limit: number; total: number; items: unknown[] }): number | undefined {
  const next = page.offset + page.items.length;
  return page.items.length > 0 && next < page.total ? next : undefined;
}
