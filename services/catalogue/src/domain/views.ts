/** Stored catalogue documents → the public shapes of SPEC §7 "Public catalogue". Pure. */
import type { PublicCategory, PublicMaterial, PublicPalette, PublicStyle, CategoryType } from '@cabinetry/shared/contracts';
import type { CategoryDoc, MaterialDoc, PaletteDoc, StyleDoc } from '../models/catalogue';

/** Public URL of a stored image (served by the media route), or '' when there is none. */
export function mediaUrl(key: string | null | undefined): string {
  return key ? `/api/media/${key}` : '';
}

export const publicStyle = (s: StyleDoc): PublicStyle => ({
  id: s.id,
  name: s.name,
  description: s.description ?? '',
  imageUrl: mediaUrl(s.imageKey),
});

export const publicPalette = (p: PaletteDoc): PublicPalette => ({
  id: p.id,
  name: p.name,
  description: p.description ?? '',
  colors: [...p.colors],
});

export const publicCategory = (c: CategoryDoc): PublicCategory => ({
  id: c.id,
  name: c.name,
  type: c.type as CategoryType,
  displayOrder: c.displayOrder ?? 0,
});

export const publicMaterial = (m: MaterialDoc): PublicMaterial => ({
  id: m.id,
  name: m.name,
  description: m.description ?? '',
  imageUrl: mediaUrl(m.imageKey),
  categoryId: m.categoryId || null,
  price: m.price ?? '',
});

/** Parses `styleIds=1,2,3` (SPEC §7) into numbers; null when absent; throws on a malformed list. */
export function parseIdList(raw: string | undefined): number[] | null {
  if (raw === undefined || raw.trim() === '') return null;
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length > 100 || parts.some((p) => !/^[0-9]{1,9}$/.test(p))) throw new RangeError('styleIds must be a comma-separated list of numeric ids');
  return parts.map(Number);
}
