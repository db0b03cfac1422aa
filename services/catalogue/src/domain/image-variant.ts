/**
 * Image variant choice for GET /api/media (docs/product.md §7: the wizard asks ?w=300 / ?w=400). Pure.
 * Widths snap up to a fixed ladder so caches stay small; the format follows the Accept header.
 */
export const WIDTH_LADDER = [150, 300, 400, 600, 800, 1200, 1600] as const;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** Snaps a requested width to the ladder; null for "original size"; throws RangeError on junk. */
export function snapWidth(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  const w = Number(raw);
  if (!Number.isInteger(w) || w < 1 || w > 4000) throw new RangeError('w must be a width in pixels (1-4000)');
  return WIDTH_LADDER.find((step) => step >= w) ?? WIDTH_LADDER[WIDTH_LADDER.length - 1];
}

/** Best output format the client accepts (webp is preferred over avif: 3-5x faster to encode). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const a = accept ?? '';
  if (a.includes('image/webp')) return 'webp';
  if (a.includes('image/avif')) return 'avif';
  return 'jpeg';
}
