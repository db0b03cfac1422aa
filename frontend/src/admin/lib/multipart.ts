/**
 * Multipart bodies of docs/product.md §7 'Admin' for styles, palettes and materials (create, update, duplicate),
 * one spelling per field (the server refuses any other): booleans travel as 'true'/'false', a
 * palette's colours as colorsJson, a material without a category sends categoryId '0', and one
 * without compatible styles sends styleIdsEmpty=true instead of repeated styleIds.
 */
import { translatedTexts, type AdminMaterial, type MaterialFormValues, type PaletteFormValues, type StyleFormValues } from '@cabinetry/shared/contracts';

type Part = string | Blob | undefined | readonly string[];

/** Builds a FormData from named parts: arrays repeat the name, undefined parts are left out. */
export function toFormData(parts: Record<string, Part>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'string' || value instanceof Blob) form.append(name, value);
    else value.forEach((v) => form.append(name, v));
  }
  return form;
}

/** A new image file, or (when editing without one) the existing image's URL. */
export interface ImageChoice {
  image?: File | null;
  imageUrl?: string;
}

function imageParts({ image, imageUrl }: ImageChoice): Record<string, Part> {
  return image ? { image } : { imageUrl: imageUrl || undefined };
}

/** POST/PUT /api/admin/styles body: name, description, their translations, isActive, and image or imageUrl. */
export function styleFormData(values: StyleFormValues, image: ImageChoice): FormData {
  return toFormData({
    name: values.name.trim(),
    description: values.description ?? '',
    ...translatedTexts(values),
    isActive: String(values.isActive),
    ...imageParts(image),
  });
}

/** POST/PUT /api/admin/palettes body: the colours as colorsJson (a JSON list), optional image. */
export function paletteFormData(values: PaletteFormValues, image: ImageChoice): FormData {
  return toFormData({
    name: values.name.trim(),
    description: values.description ?? '',
    ...translatedTexts(values),
    colorsJson: JSON.stringify(values.colors),
    isActive: String(values.isActive),
    ...imageParts(image),
  });
}

function materialParts(values: MaterialFormValues): Record<string, Part> {
  return {
    name: values.name.trim(),
    description: values.description ?? '',
    ...translatedTexts(values),
    categoryId: String(values.categoryId ?? 0),
    price: values.price ?? '',
    isActive: String(values.isActive),
    ...(values.styleIds?.length ? { styleIds: values.styleIds } : { styleIdsEmpty: 'true' }),
  };
}

/** POST/PUT /api/admin/materials body; the image is required on create, optional on update. */
export function materialFormData(values: MaterialFormValues, image?: File | null): FormData {
  return toFormData({ ...materialParts(values), image: image ?? undefined });
}

/** POST /api/admin/materials/duplicate body: the source's fields, name + ' (copy)', duplicateFromUrl. */
export function duplicateMaterialFormData(source: AdminMaterial): FormData {
  return toFormData({
    ...materialParts({ ...materialFormValues(source), name: `${source.name} (copy)` }),
    duplicateFromUrl: source.imageUrl || undefined,
  });
}

/** The server may return styleIds as a list or a single value; the form keeps numeric strings. */
export function styleIdStrings(styleIds: unknown): string[] {
  const list = Array.isArray(styleIds) ? styleIds : styleIds === undefined || styleIds === null || styleIds === '' ? [] : [styleIds];
  return [...new Set(list.map(String).filter((id) => /^[1-9]\d*$/.test(id)))];
}

/** A material's form values (categoryId 0 = none). */
export function materialFormValues(m: AdminMaterial): MaterialFormValues {
  return {
    name: m.name,
    description: m.description ?? '',
    ...translatedTexts(m),
    categoryId: m.categoryId ?? 0,
    price: m.price ?? '',
    isActive: m.isActive,
    styleIds: styleIdStrings(m.styleIds),
  };
}
