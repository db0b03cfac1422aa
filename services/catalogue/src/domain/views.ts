/**
 * Stored catalogue documents → the public shapes of docs/product.md §7 "Public catalogue" and the admin shapes
 * of docs/product.md §7 "Admin" (AdminStyle etc. of the shared contracts); media URLs ↔ storage keys. Pure.
 */
import type {
  AdminCategory,
  AdminMaterial,
  AdminPalette,
  AdminStyle,
  CategoryType,
  PublicCategory,
  PublicMaterial,
  PublicPalette,
  PublicStyle,
} from '@cabinetry/shared/contracts';
import type { CategoryDoc, MaterialDoc, PaletteDoc, StyleDoc } from '../models/catalogue';

const MEDIA_PREFIX = '/api/media/';

/** Storage keys this service writes: `{prefix}/{uuid}.{ext}` (random, never user input). */
export const MEDIA_KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Public URL of a stored image (served by the media route), or '' when there is none. */
export function mediaUrl(key: string | null | undefined): string {
  return key ? `${MEDIA_PREFIX}${key}` : '';
}

/**
 * The storage key behind one of this service's media URLs ('/api/media/<key>', optionally absolute
 * or with a query such as ?w=300), or null for any other URL.
 */
export function mediaKeyOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://media.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(MEDIA_PREFIX)) return null;
  const key = path.slice(MEDIA_PREFIX.length);
  return MEDIA_KEY_PATTERN.test(key) ? key : null;
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

export const adminStyle = (s: StyleDoc): AdminStyle => ({ ...publicStyle(s), isActive: s.isActive !== false });

export const adminPalette = (p: PaletteDoc): AdminPalette => ({
  ...publicPalette(p),
  imageUrl: mediaUrl(p.imageKey),
  isActive: p.isActive !== false,
});

export const adminCategory = (c: CategoryDoc): AdminCategory => ({
  ...publicCategory(c),
  description: c.description ?? '',
  isActive: c.isActive !== false,
});

export const adminMaterial = (m: MaterialDoc): AdminMaterial => ({
  ...publicMaterial(m),
  isActive: m.isActive !== false,
  styleIds: [...(m.styleIds ?? [])],
});
