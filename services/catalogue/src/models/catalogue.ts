/**
 * Catalogue entities of docs/product.md §3: Style, Color palette, Material, Material category. Each has a
 * numeric `id` (unique) beside Mongo's _id, an active flag, and images as object-storage keys.
 */
import { Schema, type Connection, type Model } from 'mongoose';
import {
  CATEGORY_TYPES,
  type CatalogueTranslations,
  TRANSLATED_FIELDS,
  TRANSLATED_LOCALES,
  type TranslatedField,
  type TranslatedTexts,
  translationsOf,
} from '@cabinetry/shared/contracts';

interface CatalogueItem {
  id: number;
  /** English, required */
  name: string;
  description: string;
  /** the other languages' texts by locale ({ fr: { name, description }, ar: … }; '' or absent = not translated: readers fall back to the English) */
  translations?: CatalogueTranslations;
  isActive: boolean;
}
export interface StyleDoc extends CatalogueItem {
  imageKey: string | null;
}
export interface PaletteDoc extends CatalogueItem {
  colors: string[];
  imageKey: string | null;
}
export interface CategoryDoc extends CatalogueItem {
  type: string;
  displayOrder: number;
}
export interface MaterialDoc extends CatalogueItem {
  /** null = no category ('Multi-purpose') */
  categoryId: number | null;
  /** free text of euro symbols, e.g. '€€' */
  price: string;
  imageKey: string | null;
  styleIds: number[];
}

/** One language's texts of an item. */
const textsSchema = new Schema<TranslatedTexts>({ name: { type: String, default: '' }, description: { type: String, default: '' } }, { _id: false });
/** The translations by locale: one optional sub-document per translated language of the registry. */
const translationsSchema = new Schema<CatalogueTranslations>(
  Object.fromEntries(TRANSLATED_LOCALES.map((code) => [code, { type: textsSchema, default: undefined }])),
  { _id: false },
);

const base = {
  id: { type: Number, required: true, unique: true },
  name: { type: String, required: true },
  description: { type: String, default: '' },
  translations: { type: translationsSchema, default: undefined },
  isActive: { type: Boolean, default: true },
};
const image = { imageKey: { type: String, default: null } };

const styleSchema = new Schema<StyleDoc>({ ...base, ...image }, { timestamps: true });
const paletteSchema = new Schema<PaletteDoc>({ ...base, ...image, colors: { type: [String], required: true } }, { timestamps: true });
const categorySchema = new Schema<CategoryDoc>(
  { ...base, type: { type: String, required: true, enum: CATEGORY_TYPES.map((t) => t.id) }, displayOrder: { type: Number, default: 0 } },
  { timestamps: true },
);
categorySchema.index({ type: 1, displayOrder: 1 });
const materialSchema = new Schema<MaterialDoc>(
  { ...base, ...image, categoryId: { type: Number, default: null }, price: { type: String, default: '' }, styleIds: { type: [Number], default: [] } },
  { timestamps: true },
);
materialSchema.index({ styleIds: 1 });

export interface CatalogueModels {
  styles: Model<StyleDoc>;
  palettes: Model<PaletteDoc>;
  categories: Model<CategoryDoc>;
  materials: Model<MaterialDoc>;
}

export function catalogueModels(conn: Connection): CatalogueModels {
  const get = <T>(name: string, schema: Schema<T>, collection: string): Model<T> =>
    (conn.models[name] as Model<T> | undefined) ?? conn.model<T>(name, schema, collection);
  return {
    styles: get('Style', styleSchema, 'styles'),
    palettes: get('Palette', paletteSchema, 'palettes'),
    categories: get('Category', categorySchema, 'categories'),
    materials: get('Material', materialSchema, 'materials'),
  };
}

/**
 * Dialog values as stored: the admin API's translated fields (nameFr, descriptionFr, …) moved into
 * `translations` ({ fr: { name, description }, … }, trimmed; absent = '').
 */
export function storedValues<T extends Partial<Record<TranslatedField, string | undefined>>>(values: T): Omit<T, TranslatedField> & { translations: CatalogueTranslations } {
  const rest = Object.fromEntries(Object.entries(values).filter(([field]) => !(TRANSLATED_FIELDS as readonly string[]).includes(field)));
  return { ...(rest as Omit<T, TranslatedField>), translations: translationsOf(values) };
}
