/** The narrower AVIF copies of a generated illustration, NAME-<w>w.avif, each present when the drawing is wider (scripts/generate-illustration-variants.ts). */
export const ILLUSTRATION_VARIANT_WIDTHS = [120, 240, 400, 640, 800] as const;
