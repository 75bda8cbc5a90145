/**
 * The text search matches against: lower-case, accents stripped, whitespace collapsed.
 * restaurants.search_text = name + cuisine + city + district + its dish names;
 * dishes.search_text = dish name + restaurant name.
 */
export function toSearchText(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A URL-safe slug from any French name: "Chez Tantie Akissi" → "chez-tantie-akissi". */
export function toSlug(value: string): string {
  return toSearchText(value)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
