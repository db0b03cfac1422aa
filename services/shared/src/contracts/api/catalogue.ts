/**
 * The catalogue service's routes (docs/product.md §7 'Public catalogue' and 'Admin'): the public
 * lists the wizard reads, the images, and the back office's styles, palettes, materials and
 * categories. Editors and admins keep the catalogue; categories are written by admins only.
 */
import { adminCategorySchema, adminMaterialSchema, adminPaletteSchema, adminStyleSchema, categoryListQuerySchema, categoryRequestSchema, materialFormSchema, materialListQuerySchema, paletteFormSchema, styleFormSchema } from '../admin';
import { CATALOGUE_IMAGE_MAX_BYTES, CATEGORY_TYPES, CUSTOMER_LOCALES } from '../options';
import { QueryEnum, StringEnum, Type } from '../schema';
import { publicCategorySchema, publicMaterialSchema, publicPaletteSchema, publicStyleSchema } from '../types';
import { filePart, numericIdParams, successSchema } from './common';
import { ANONYMOUS, ANY_STAFF, CATALOGUE_READERS, defineRoutes, staff } from './route';
import { CATALOGUE_PATHS } from './paths';

/** Catalogue writes: one image plus 256 KB of text fields. */
export const CATALOGUE_IMAGE_REQUEST_LIMIT = CATALOGUE_IMAGE_MAX_BYTES + 256 * 1024;

const CATEGORY_TYPE_IDS = CATEGORY_TYPES.map((t) => t.id);

/** `activeOnly` of the lists: ignored by the public lists (they are always active only), honoured by the admin lists. */
const activeOnly = Type.Optional(QueryEnum(['true', 'false'] as const));
/**
 * `locale` of the public lists: the language of their names and descriptions, each falling back to
 * English when not translated (default English). A query parameter, so every cache keys on it by URL.
 */
const locale = Type.Optional(
  StringEnum(CUSTOMER_LOCALES, { errorMessage: `must be one of ${CUSTOMER_LOCALES.join(', ')}`, description: 'language of names and descriptions (default en)' }),
);
/** The public lists accept (and ignore) any other parameter, so a new client's query never breaks them. */
const LENIENT = { additionalProperties: true } as const;

const image = (required: boolean) => ({
  image: required ? filePart('the image (JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG)') : Type.Optional(filePart('a new image (JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG)')),
  imageUrl: Type.Optional(Type.String({ description: 'the stored image’s URL, sent back when no new image comes (the stored one is kept)' })),
});
const styleForm = (required: boolean) => Type.Composite([styleFormSchema, Type.Object(image(required))]);
/** The name of one colour's field, `colors[0]` … `colors[n]` (SPEC §7, beside colorsJson). */
export const INDEXED_COLOR_FIELD = '^colors\\[(0|[1-9][0-9]{0,2})\\]$';
/**
 * The palette dialog's fields: the colours as colorsJson (a JSON list) and/or one field per colour,
 * colors[0..n] (indexes from 0, none skipped); when both come they must name the same list.
 */
const paletteForm = Type.Object(
  {
    ...Type.Omit(paletteFormSchema, ['colors']).properties,
    colorsJson: Type.Optional(Type.String({ description: 'the colours as a JSON list, e.g. ["#ffffff","#1f2937"]' })),
    ...image(false),
  },
  { additionalProperties: false, patternProperties: { [INDEXED_COLOR_FIELD]: Type.String({ title: 'colors[0..n]', description: 'one colour per field, in order from colors[0]' }) } },
);
const materialFields = Type.Composite([
  Type.Omit(materialFormSchema, ['styleIds']),
  Type.Object({
    styleIds: Type.Optional(Type.Array(Type.String(), { description: 'compatible style ids, repeated' })),
    styleIdsEmpty: Type.Optional(Type.Literal('true', { description: "'true' when no style is compatible" })),
  }),
]);
const materialForm = (required: boolean) => Type.Composite([materialFields, Type.Object(image(required))]);
const deleted = { 200: { description: 'Deleted', schema: successSchema } };
const uploads = { bodyLimit: CATALOGUE_IMAGE_REQUEST_LIMIT } as const;

export const catalogueRoutes = defineRoutes('catalogue', {
  listPublicStyles: {
    ...CATALOGUE_PATHS.listPublicStyles,
    summary: 'Active design styles (wizard step 2)',
    access: ANONYMOUS,
    query: Type.Object({ activeOnly, locale }, LENIENT),
    responses: { 200: { description: 'The active styles by name', schema: Type.Array(publicStyleSchema) } },
  },
  listPublicPalettes: {
    ...CATALOGUE_PATHS.listPublicPalettes,
    summary: 'Active colour palettes (wizard step 2)',
    access: ANONYMOUS,
    query: Type.Object({ activeOnly, locale }, LENIENT),
    responses: { 200: { description: 'The active palettes by name', schema: Type.Array(publicPaletteSchema) } },
  },
  listPublicMaterials: {
    ...CATALOGUE_PATHS.listPublicMaterials,
    summary: 'Active materials, optionally those compatible with some styles (wizard step 3)',
    access: ANONYMOUS,
    query: Type.Object(
      {
        styleIds: Type.Optional(
          Type.String({ pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,99}$', errorMessage: 'styleIds must be a comma-separated list of numeric ids' }),
        ),
        activeOnly,
        locale,
      },
      LENIENT,
    ),
    responses: { 200: { description: 'The active materials by name', schema: Type.Array(publicMaterialSchema) } },
  },
  listPublicCategories: {
    ...CATALOGUE_PATHS.listPublicCategories,
    summary: 'Active material categories, optionally of one type (wizard step 3)',
    access: ANONYMOUS,
    query: Type.Object({ type: Type.Optional(QueryEnum(CATEGORY_TYPE_IDS)), activeOnly, locale }, LENIENT),
    responses: { 200: { description: 'The active categories by display order', schema: Type.Array(publicCategorySchema) } },
  },
  getMedia: {
    ...CATALOGUE_PATHS.getMedia,
    summary: 'A catalogue image, resized to `w` in the best format the client accepts',
    description:
      'The key is the image URL of a catalogue item (it contains one `/`). Answers are immutable (one-year cache). A size not made yet spends one point of the client’s image budget.',
    access: ANONYMOUS,
    params: Type.Object({ key: Type.String({ description: 'e.g. styles/<uuid>.webp' }) }),
    pathRest: true,
    query: Type.Object({ w: Type.Optional(Type.String({ description: 'width in CSS pixels (1-4000), snapped to a known size' })) }, LENIENT),
    responses: { 200: { description: 'The image', contentType: 'image/*' } },
    budget: 'imageEncodes',
  },

  listStyles: {
    ...CATALOGUE_PATHS.listStyles,
    summary: 'Every design style, inactive ones too',
    access: CATALOGUE_READERS,
    responses: { 200: { description: 'The styles by name', schema: Type.Array(adminStyleSchema) } },
  },
  createStyle: {
    ...CATALOGUE_PATHS.createStyle,
    summary: 'Create a design style (an image is required)',
    access: ANY_STAFF,
    multipart: styleForm(true),
    responses: { 201: { description: 'The new style', schema: adminStyleSchema } },
    audit: 'catalogue.create',
    ...uploads,
  },
  updateStyle: {
    ...CATALOGUE_PATHS.updateStyle,
    summary: 'Change a design style (a new image, or the stored one kept)',
    access: ANY_STAFF,
    params: numericIdParams,
    multipart: styleForm(false),
    responses: { 200: { description: 'The style as stored', schema: adminStyleSchema } },
    audit: 'catalogue.update',
    ...uploads,
  },
  deleteStyleImage: {
    ...CATALOGUE_PATHS.deleteStyleImage,
    summary: "Remove a design style's image",
    access: ANY_STAFF,
    params: numericIdParams,
    responses: { 200: { description: 'The style without its image', schema: adminStyleSchema } },
    audit: 'catalogue.update',
  },
  deleteStyle: {
    ...CATALOGUE_PATHS.deleteStyle,
    summary: 'Delete a design style (its image and its links from materials go too)',
    access: ANY_STAFF,
    params: numericIdParams,
    responses: deleted,
    audit: 'catalogue.delete',
  },

  listPalettes: {
    ...CATALOGUE_PATHS.listPalettes,
    summary: 'Every colour palette, inactive ones too',
    access: CATALOGUE_READERS,
    responses: { 200: { description: 'The palettes by name', schema: Type.Array(adminPaletteSchema) } },
  },
  createPalette: {
    ...CATALOGUE_PATHS.createPalette,
    summary: 'Create a colour palette (image optional)',
    access: ANY_STAFF,
    multipart: paletteForm,
    responses: { 201: { description: 'The new palette', schema: adminPaletteSchema } },
    audit: 'catalogue.create',
    ...uploads,
  },
  updatePalette: {
    ...CATALOGUE_PATHS.updatePalette,
    summary: 'Change a colour palette (the stored image is kept when no new one comes)',
    access: ANY_STAFF,
    params: numericIdParams,
    multipart: paletteForm,
    responses: { 200: { description: 'The palette as stored', schema: adminPaletteSchema } },
    audit: 'catalogue.update',
    ...uploads,
  },
  deletePalette: {
    ...CATALOGUE_PATHS.deletePalette,
    summary: 'Delete a colour palette (its image goes too)',
    access: ANY_STAFF,
    params: numericIdParams,
    responses: deleted,
    audit: 'catalogue.delete',
  },

  listMaterials: {
    ...CATALOGUE_PATHS.listMaterials,
    summary: 'Materials, optionally active only or of one category',
    access: CATALOGUE_READERS,
    query: materialListQuerySchema,
    responses: { 200: { description: 'The materials by name', schema: Type.Array(adminMaterialSchema) } },
  },
  getMaterial: {
    ...CATALOGUE_PATHS.getMaterial,
    summary: 'One material with its compatible styles',
    access: ANY_STAFF,
    params: numericIdParams,
    responses: { 200: { description: 'The material', schema: adminMaterialSchema } },
  },
  createMaterial: {
    ...CATALOGUE_PATHS.createMaterial,
    summary: 'Create a material (an image is required)',
    access: ANY_STAFF,
    multipart: materialForm(true),
    responses: { 201: { description: 'The new material', schema: adminMaterialSchema } },
    audit: 'catalogue.create',
    ...uploads,
  },
  duplicateMaterial: {
    ...CATALOGUE_PATHS.duplicateMaterial,
    summary: "Create a material from another's fields, copying its image (or with a new one)",
    access: ANY_STAFF,
    multipart: Type.Composite([
      materialForm(false),
      Type.Object({ duplicateFromUrl: Type.Optional(Type.String({ description: "the source material's image URL (/api/media/...)" })) }),
    ]),
    responses: { 201: { description: 'The new material', schema: adminMaterialSchema } },
    audit: 'catalogue.create',
    ...uploads,
  },
  updateMaterial: {
    ...CATALOGUE_PATHS.updateMaterial,
    summary: 'Change a material (image optional; styleIds absent = unchanged)',
    access: ANY_STAFF,
    params: numericIdParams,
    multipart: materialForm(false),
    responses: { 200: { description: 'The material as stored', schema: adminMaterialSchema } },
    audit: 'catalogue.update',
    ...uploads,
  },
  deleteMaterial: {
    ...CATALOGUE_PATHS.deleteMaterial,
    summary: 'Delete a material (its image goes too)',
    access: ANY_STAFF,
    params: numericIdParams,
    responses: deleted,
    audit: 'catalogue.delete',
  },

  listCategories: {
    ...CATALOGUE_PATHS.listCategories,
    summary: 'Material categories, optionally active only or of one type',
    access: ANY_STAFF,
    query: categoryListQuerySchema,
    responses: { 200: { description: 'The categories by display order, then name', schema: Type.Array(adminCategorySchema) } },
  },
  createCategory: {
    ...CATALOGUE_PATHS.createCategory,
    summary: 'Create a material category',
    access: staff('admin'),
    body: categoryRequestSchema,
    responses: { 201: { description: 'The new category', schema: adminCategorySchema } },
    audit: 'catalogue.create',
  },
  updateCategory: {
    ...CATALOGUE_PATHS.updateCategory,
    summary: 'Change a material category',
    access: staff('admin'),
    params: numericIdParams,
    body: categoryRequestSchema,
    responses: { 200: { description: 'The category as stored', schema: adminCategorySchema } },
    audit: 'catalogue.update',
  },
  deleteCategory: {
    ...CATALOGUE_PATHS.deleteCategory,
    summary: 'Delete a material category (its materials become Multi-purpose)',
    access: staff('admin'),
    params: numericIdParams,
    responses: {
      200: {
        description: 'Deleted; how many materials lost their category',
        schema: Type.Object({ success: Type.Literal(true), id: Type.Integer(), materialsMovedToMultiPurpose: Type.Integer(), message: Type.String() }),
      },
    },
    audit: 'catalogue.delete',
  },
});
