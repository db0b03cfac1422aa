/**
 * Admin back-office contracts (docs/product.md §3 catalogue entities, §5 'Admin forms', §7 'Admin'):
 * the shapes the /api/admin catalogue and user routes return, and the schemas (with the spec's
 * messages) that both the SPA's forms and the services validate with. Browser-safe.
 */
import { LOCALE_REGISTRY, TRANSLATED_LOCALES } from './locales';
import { CATEGORY_TYPES, CUSTOMER_LOCALES, STAFF_ROLES } from './options';
import type { TOptional, TString } from '@sinclair/typebox';
import { Nullable, QueryEnum, STRICT_QUERY, StringEnum, Type, type Static } from './schema';
import { confirmPasswordSchema, newPasswordSchema, usernameSchema } from './schemas';
import { categoryTypeSchema } from './types';

/** A language whose catalogue texts are translated (every one but English): 'fr', 'ar'. */
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** A translated language's API field suffix: 'fr' → 'Fr'. */
const fieldSuffix = <C extends string>(code: C): Capitalize<C> => (code.charAt(0).toUpperCase() + code.slice(1)) as Capitalize<C>;

/**
 * The translated names and descriptions of a catalogue item (styles, palettes, materials,
 * categories), as the admin API returns and takes them: `name<Code>`/`description<Code>` for each
 * translated language of the registry (nameFr, descriptionFr, nameAr, descriptionAr); optional
 * ('' = not translated: the public catalogue then shows the English text, field by field); English
 * `name` stays required. The catalogue stores them as a per-language map (CatalogueTranslations).
 */
export type TranslatedField = `${'name' | 'description'}${Capitalize<TranslatedLocale>}`;

/** The API fields of `code`'s translation: 'fr' → { name: 'nameFr', description: 'descriptionFr' }. */
export const translatedFieldsOf = <C extends string>(code: C): { name: `name${Capitalize<C>}`; description: `description${Capitalize<C>}` } => ({
  name: `name${fieldSuffix(code)}`,
  description: `description${fieldSuffix(code)}`,
});

/** Every translated field of the admin API, by language: ['nameFr', 'descriptionFr', 'nameAr', 'descriptionAr']. */
export const TRANSLATED_FIELDS: readonly TranslatedField[] = TRANSLATED_LOCALES.flatMap((code) => Object.values(translatedFieldsOf(code)));

/** One language's stored texts of a catalogue item ('' = not translated). */
export interface TranslatedTexts {
  name: string;
  description: string;
}
/** The stored translations of a catalogue item, by language (a language absent = not translated). */
export type CatalogueTranslations = Partial<Record<TranslatedLocale, TranslatedTexts>>;

/** The translated fields of `values` (an item, a dialog's values, a request body), each trimmed; absent = '' (not translated). */
export function translatedTexts(values: Partial<Record<TranslatedField, string | undefined>>): Record<TranslatedField, string> {
  return Object.fromEntries(TRANSLATED_FIELDS.map((field) => [field, (values[field] ?? '').trim()])) as Record<TranslatedField, string>;
}

/** The translated fields of `values` as the catalogue stores them: { fr: { name, description }, ar: … }, trimmed. */
export function translationsOf(values: Partial<Record<TranslatedField, string | undefined>>): Record<TranslatedLocale, TranslatedTexts> {
  const texts = translatedTexts(values);
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((code) => {
      const fields = translatedFieldsOf(code);
      return [code, { name: texts[fields.name], description: texts[fields.description] }];
    }),
  ) as Record<TranslatedLocale, TranslatedTexts>;
}

/** Stored translations as the admin API's fields ({ nameFr, descriptionFr, … }; '' = not translated). */
export function translatedFieldsFrom(translations: CatalogueTranslations | undefined): Record<TranslatedField, string> {
  return Object.fromEntries(
    TRANSLATED_LOCALES.flatMap((code) => {
      const fields = translatedFieldsOf(code);
      const stored = translations?.[code];
      return [
        [fields.name, stored?.name ?? ''],
        [fields.description, stored?.description ?? ''],
      ];
    }),
  ) as Record<TranslatedField, string>;
}

const translationsOut = Object.fromEntries(TRANSLATED_FIELDS.map((field) => [field, Type.String()])) as Record<TranslatedField, TString>;

/** A design style as the admin API returns it; `imageUrl` is '' when the style has no image. */
export const adminStyleSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  ...translationsOut,
  imageUrl: Type.String(),
  isActive: Type.Boolean(),
});
export type AdminStyle = Static<typeof adminStyleSchema>;

/** A colour palette as the admin API returns it; `imageUrl` is '' when there is no image. */
export const adminPaletteSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  ...translationsOut,
  colors: Type.Array(Type.String()),
  imageUrl: Type.String(),
  isActive: Type.Boolean(),
});
export type AdminPalette = Static<typeof adminPaletteSchema>;

/** A material category as the admin API returns it. */
export const adminCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  ...translationsOut,
  type: categoryTypeSchema,
  displayOrder: Type.Integer(),
  isActive: Type.Boolean(),
});
export type AdminCategory = Static<typeof adminCategorySchema>;

/** A material as the admin API returns it; `categoryId` null = no category ('Multi-purpose'). */
export const adminMaterialSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  ...translationsOut,
  categoryId: Nullable(Type.Integer()),
  /** free text of euro symbols, e.g. '€€' ('' = not given) */
  price: Type.String(),
  imageUrl: Type.String(),
  isActive: Type.Boolean(),
  styleIds: Type.Array(Type.Integer()),
});
export type AdminMaterial = Static<typeof adminMaterialSchema>;

/** Limits of the admin forms' free-text fields (server-enforced too). */
export const ADMIN_TEXT_LIMITS = { name: 100, description: 1000, color: 32, colors: 24, price: 8 } as const;

const NAME_REQUIRED = 'Name is required';

/** The message of a too long translation, e.g. 'French name must be at most 100 characters' (`language`: the registry's English name). */
export const translatedTooLong = (language: string, field: 'name' | 'description'): string =>
  `${language} ${field} must be at most ${ADMIN_TEXT_LIMITS[field]} characters`;

const name = Type.String({
  minLength: 1,
  maxLength: ADMIN_TEXT_LIMITS.name,
  pattern: '\\S',
  errorMessage: { type: NAME_REQUIRED, minLength: NAME_REQUIRED, pattern: NAME_REQUIRED, maxLength: `Name must be at most ${ADMIN_TEXT_LIMITS.name} characters` },
});
const description = Type.String({
  maxLength: ADMIN_TEXT_LIMITS.description,
  errorMessage: { maxLength: `Description must be at most ${ADMIN_TEXT_LIMITS.description} characters` },
});
/** The optional translated fields of every catalogue form (same limits as the English ones; messages name the language in English). */
const translations = Object.fromEntries(
  TRANSLATED_LOCALES.flatMap((code) => {
    const language = LOCALE_REGISTRY[code].englishName;
    const fields = translatedFieldsOf(code);
    return [
      [fields.name, Type.Optional(Type.String({ maxLength: ADMIN_TEXT_LIMITS.name, errorMessage: { maxLength: translatedTooLong(language, 'name') } }))],
      [fields.description, Type.Optional(Type.String({ maxLength: ADMIN_TEXT_LIMITS.description, errorMessage: { maxLength: translatedTooLong(language, 'description') } }))],
    ];
  }),
) as Record<TranslatedField, TOptional<TString>>;

/** Style dialog values (docs/product.md §5 'Style'); the image travels beside them in the multipart body. */
export const styleFormSchema = Type.Object(
  { name, description: Type.Optional(description), ...translations, isActive: Type.Optional(Type.Boolean()) },
  { errorMessage: { required: { name: NAME_REQUIRED } } },
);
export type StyleFormValues = Static<typeof styleFormSchema>;

/** A colour: '#rgb'/'#rrggbb' or any CSS colour expression (name, rgb(), hsl()) of at most 32 chars. */
const color = Type.String({
  minLength: 1,
  maxLength: ADMIN_TEXT_LIMITS.color,
  pattern: '^(#[0-9A-Fa-f]{3,8}|[A-Za-z][A-Za-z0-9(),.%/ -]*)$',
  errorMessage: 'Please enter a valid color',
});

/** Palette dialog values (docs/product.md §5 'Palette'). */
export const paletteFormSchema = Type.Object(
  {
    name,
    description: Type.Optional(description),
    ...translations,
    colors: Type.Array(color, {
      minItems: 1,
      maxItems: ADMIN_TEXT_LIMITS.colors,
      errorMessage: { minItems: 'At least one color is required', maxItems: `A palette can have at most ${ADMIN_TEXT_LIMITS.colors} colors` },
    }),
    isActive: Type.Optional(Type.Boolean()),
  },
  { errorMessage: { required: { name: NAME_REQUIRED, colors: 'At least one color is required' } } },
);
export type PaletteFormValues = Static<typeof paletteFormSchema>;

/** Material dialog values (docs/product.md §5 'Material'); `styleIds` are numeric strings, as in the form. */
export const materialFormSchema = Type.Object(
  {
    name,
    description: Type.Optional(description),
    ...translations,
    /** null (or 0) = no category */
    categoryId: Type.Optional(Nullable(Type.Integer({ minimum: 0 }), { errorMessage: 'Please select a valid category' })),
    price: Type.Optional(
      Type.String({ maxLength: ADMIN_TEXT_LIMITS.price, pattern: '^€*$', errorMessage: `Price must be up to ${ADMIN_TEXT_LIMITS.price} € symbols` }),
    ),
    isActive: Type.Optional(Type.Boolean()),
    styleIds: Type.Optional(
      Type.Array(Type.String({ pattern: '^[1-9][0-9]{0,8}$' }), { maxItems: 200, uniqueItems: true, errorMessage: 'Please select valid styles' }),
    ),
  },
  { errorMessage: { required: { name: NAME_REQUIRED } } },
);
export type MaterialFormValues = Static<typeof materialFormSchema>;

/** POST/PUT /api/admin/categories JSON body (docs/product.md §7). */
export const categoryRequestSchema = Type.Object(
  {
    name,
    description: Type.Optional(description),
    ...translations,
    type: { ...categoryTypeSchema, errorMessage: 'Type is required' } as typeof categoryTypeSchema,
    /** integer, lower first; 0 when omitted */
    displayOrder: Type.Optional(Type.Integer({ default: 0, minimum: -1_000_000, maximum: 1_000_000, errorMessage: 'Display order must be a whole number' })),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, errorMessage: { required: { name: NAME_REQUIRED, type: 'Type is required' } } },
);
export type CategoryRequest = Static<typeof categoryRequestSchema>;

const userProperties = {
  username: usernameSchema,
  email: Type.String({ maxLength: 254, format: 'email', errorMessage: 'Please enter a valid email address' }),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  role: StringEnum(STAFF_ROLES, { errorMessage: 'Role must be admin, editor or designer' }),
  isActive: Type.Optional(Type.Boolean()),
};
const userRequired = {
  username: 'Username must be at least 3 characters',
  email: 'Please enter a valid email address',
  role: 'Role must be admin, editor or designer',
};
const confirmPassword = confirmPasswordSchema({}, 'Passwords do not match');

/** POST /api/admin/users JSON body (docs/product.md §5); unknown properties are refused (400). */
export const userCreateSchema = Type.Object(
  { ...userProperties, password: newPasswordSchema, confirmPassword },
  {
    additionalProperties: false,
    errorMessage: { required: { ...userRequired, password: 'Password must be at least 8 characters', confirmPassword: 'Passwords do not match' } },
  },
);
export type UserCreateRequest = Static<typeof userCreateSchema>;

/**
 * PUT /api/admin/users/{id} JSON body (docs/product.md §5): same rules, password optional — a blank
 * password is omitted before validating/sending — and, when given, matched by confirmPassword if the
 * form sends one (confirmPassword is form-only: the SPA does not send it).
 */
export const userUpdateSchema = Type.Object(
  { ...userProperties, password: Type.Optional(newPasswordSchema), confirmPassword: Type.Optional(confirmPassword) },
  { additionalProperties: false, errorMessage: { required: userRequired } },
);
export type UserUpdateRequest = Static<typeof userUpdateSchema>;

/** A staff account as the API returns it. */
export const adminUserSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  role: StringEnum(STAFF_ROLES),
  isActive: Type.Boolean(),
  /** the language the account reads the back office in (its own choice; 'en' until it makes one) */
  locale: StringEnum(CUSTOMER_LOCALES),
});
export type AdminUser = Static<typeof adminUserSchema>;

/** PUT /api/admin/me/preferences JSON body: the signed-in account's own back-office language. */
export const adminPreferencesSchema = Type.Object(
  { locale: StringEnum(CUSTOMER_LOCALES, { errorMessage: `Language must be one of ${CUSTOMER_LOCALES.join(', ')}` }) },
  { additionalProperties: false, errorMessage: { required: { locale: 'Language is required' } } },
);
export type AdminPreferences = Static<typeof adminPreferencesSchema>;

/** POST /api/admin/login answer: the account and its bearer token. */
export const adminLoginResponseSchema = Type.Composite([adminUserSchema, Type.Object({ token: Type.String() })]);
export type AdminLoginResponse = Static<typeof adminLoginResponseSchema>;

/** `activeOnly` of the admin catalogue lists: 'true' (active ones only) or 'false' (inactive ones too). */
const activeOnlyQuery = Type.Optional(QueryEnum(['true', 'false'] as const));

/** GET /api/admin/materials query (also the materials page's URL): active only or not, one category's. */
export const materialListQuerySchema = Type.Object(
  { activeOnly: activeOnlyQuery, categoryId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', errorMessage: 'categoryId must be a numeric id' })) },
  STRICT_QUERY,
);
export type MaterialListQueryParams = Static<typeof materialListQuerySchema>;

/** GET /api/admin/categories query (also the categories page's URL): active only or not, one type's. */
export const categoryListQuerySchema = Type.Object(
  { activeOnly: activeOnlyQuery, type: Type.Optional(QueryEnum(CATEGORY_TYPES.map((t) => t.id))) },
  STRICT_QUERY,
);
export type CategoryListQueryParams = Static<typeof categoryListQuerySchema>;
