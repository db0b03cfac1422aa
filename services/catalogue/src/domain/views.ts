/**
 * Stored catalogue documents → the public shapes of docs/product.md §7 "Public catalogue" and the admin shapes
 * of docs/product.md §7 "Admin" (AdminStyle etc. of the shared contracts); media URLs ↔ storage keys. Pure.
 */
import {
  type CustomerLocale,
  type AdminCategory,
  type AdminMaterial,
  type AdminPalette,
  type AdminStyle,
  type CategoryType,
  type PublicCategory,
  type PublicMaterial,
  type PublicPalette,
  type PublicStyle,
  type TranslatedTexts,
  translatedFieldsFrom,
} from '@cabinetry/shared/contracts';
import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';
import type { CategoryDoc, MaterialDoc, PaletteDoc, StyleDoc } from '../models/catalogue';

const MEDIA_PREFIX = API_PATHS.getMedia.path.replace('{key}', '');

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

type Texts = Pick<StyleDoc, 'name' | 'description' | 'translations'>;

/**
 * The name and description of an item in `locale` (a registry code): each field its stored
 * translation when there is one (not blank), else the English (docs/product.md §11: fallback per
 * field). English, or a language with nothing stored, gives the English texts.
 */
export function localizedTexts(doc: Texts, locale: string): { name: string; description: string } {
  const english = { name: doc.name, description: doc.description ?? '' };
  const stored = (doc.translations as Partial<Record<string, TranslatedTexts>> | undefined)?.[locale];
  return { name: stored?.name?.trim() ? stored.name : english.name, description: stored?.description?.trim() ? stored.description : english.description };
}

/** The stored translations as the admin API returns them (nameFr, descriptionFr, …; '' = not translated). */
const translations = (doc: Texts) => translatedFieldsFrom(doc.translations);

export const publicStyle = (s: StyleDoc, locale: CustomerLocale = 'en'): PublicStyle => ({
  id: s.id,
  ...localizedTexts(s, locale),
  imageUrl: mediaUrl(s.imageKey),
});

export const publicPalette = (p: PaletteDoc, locale: CustomerLocale = 'en'): PublicPalette => ({
  id: p.id,
  ...localizedTexts(p, locale),
  colors: [...p.colors],
});

export const publicCategory = (c: CategoryDoc, locale: CustomerLocale = 'en'): PublicCategory => ({
  id: c.id,
  name: localizedTexts(c, locale).name,
  type: c.type as CategoryType,
  displayOrder: c.displayOrder ?? 0,
});

export const publicMaterial = (m: MaterialDoc, locale: CustomerLocale = 'en'): PublicMaterial => ({
  id: m.id,
  ...localizedTexts(m, locale),
  imageUrl: mediaUrl(m.imageKey),
  categoryId: m.categoryId || null,
  price: m.price ?? '',
});

export const adminStyle = (s: StyleDoc): AdminStyle => ({ ...publicStyle(s), ...translations(s), isActive: s.isActive !== false });

export const adminPalette = (p: PaletteDoc): AdminPalette => ({
  ...publicPalette(p),
  ...translations(p),
  imageUrl: mediaUrl(p.imageKey),
  isActive: p.isActive !== false,
});

export const adminCategory = (c: CategoryDoc): AdminCategory => ({
  ...publicCategory(c),
  description: c.description ?? '',
  ...translations(c),
  isActive: c.isActive !== false,
});

export const adminMaterial = (m: MaterialDoc): AdminMaterial => ({
  ...publicMaterial(m),
  ...translations(m),
  isActive: m.isActive !== false,
  styleIds: [...(m.styleIds ?? [])],
});
