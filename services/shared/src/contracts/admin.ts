/**
 * Admin back-office contracts (SPEC §3 catalogue entities, §5 'Admin forms', §7 'Admin'):
 * the shapes the /api/admin catalogue and user routes return, and the ajv schemas (with the spec's
 * messages) that both the SPA's forms and the services validate with. Browser-safe.
 */
import { ADMIN_ROLES, CATEGORY_TYPES } from './options';
import type { AdminRole, CategoryType } from './options';
import { newPasswordSchema, usernameSchema, type Schema } from './schemas';

/** A design style as the admin API returns it; `imageUrl` is '' when the style has no image. */
export interface AdminStyle {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  isActive: boolean;
}

/** A colour palette as the admin API returns it; `imageUrl` is '' when there is no image. */
export interface AdminPalette {
  id: number;
  name: string;
  description: string;
  colors: string[];
  imageUrl: string;
  isActive: boolean;
}

/** A material category as the admin API returns it. */
export interface AdminCategory {
  id: number;
  name: string;
  description: string;
  type: CategoryType;
  displayOrder: number;
  isActive: boolean;
}

/** A material as the admin API returns it; `categoryId` null = no category ('Multi-purpose'). */
export interface AdminMaterial {
  id: number;
  name: string;
  description: string;
  categoryId: number | null;
  /** free text of euro symbols, e.g. '€€' ('' = not given) */
  price: string;
  imageUrl: string;
  isActive: boolean;
  styleIds: number[];
}

/** Style dialog values (SPEC §5 'Style'); the image travels beside them in the multipart body. */
export interface StyleFormValues {
  name: string;
  description: string;
  isActive: boolean;
}

/** Palette dialog values (SPEC §5 'Palette'). */
export interface PaletteFormValues {
  name: string;
  description: string;
  colors: string[];
  isActive: boolean;
}

/** Material dialog values (SPEC §5 'Material'); `styleIds` are numeric strings, as in the form. */
export interface MaterialFormValues {
  name: string;
  description: string;
  /** null (or 0) = no category */
  categoryId: number | null;
  price: string;
  isActive: boolean;
  styleIds: string[];
}

/** POST/PUT /api/admin/categories JSON body (SPEC §7). */
export interface CategoryRequest {
  name: string;
  description: string;
  type: CategoryType;
  /** integer, lower first; 0 when omitted */
  displayOrder: number;
  isActive: boolean;
}

/** POST /api/admin/users JSON body (SPEC §7). */
export interface UserCreateRequest {
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  role: AdminRole;
  isActive: boolean;
  password: string;
  confirmPassword: string;
}

/** PUT /api/admin/users/{id} JSON body: password only when changed; confirmPassword is form-only (not sent). */
export type UserUpdateRequest = Omit<UserCreateRequest, 'password' | 'confirmPassword'> & { password?: string; confirmPassword?: string };

/** Limits of the admin forms' free-text fields (server-enforced too). */
export const ADMIN_TEXT_LIMITS = { name: 100, description: 1000, color: 32, colors: 24, price: 8 } as const;

const NAME_REQUIRED = 'Name is required';

const name = {
  type: 'string',
  minLength: 1,
  maxLength: ADMIN_TEXT_LIMITS.name,
  pattern: '\\S',
  errorMessage: {
    type: NAME_REQUIRED,
    minLength: NAME_REQUIRED,
    pattern: NAME_REQUIRED,
    maxLength: `Name must be at most ${ADMIN_TEXT_LIMITS.name} characters`,
  },
};
const description = {
  type: 'string',
  maxLength: ADMIN_TEXT_LIMITS.description,
  errorMessage: { maxLength: `Description must be at most ${ADMIN_TEXT_LIMITS.description} characters` },
};
const isActive = { type: 'boolean' };

export const styleFormSchema: Schema<StyleFormValues> = {
  type: 'object',
  required: ['name'],
  properties: { name, description, isActive },
  errorMessage: { required: { name: NAME_REQUIRED } },
};

/** A colour: '#rgb'/'#rrggbb' or any CSS colour expression (name, rgb(), hsl()) of at most 32 chars. */
const color = {
  type: 'string',
  minLength: 1,
  maxLength: ADMIN_TEXT_LIMITS.color,
  pattern: '^(#[0-9A-Fa-f]{3,8}|[A-Za-z][A-Za-z0-9(),.%/ -]*)$',
  errorMessage: 'Please enter a valid color',
};

export const paletteFormSchema: Schema<PaletteFormValues> = {
  type: 'object',
  required: ['name', 'colors'],
  properties: {
    name,
    description,
    colors: {
      type: 'array',
      minItems: 1,
      maxItems: ADMIN_TEXT_LIMITS.colors,
      items: color,
      errorMessage: {
        minItems: 'At least one color is required',
        maxItems: `A palette can have at most ${ADMIN_TEXT_LIMITS.colors} colors`,
      },
    },
    isActive,
  },
  errorMessage: { required: { name: NAME_REQUIRED, colors: 'At least one color is required' } },
};

export const materialFormSchema: Schema<MaterialFormValues> = {
  type: 'object',
  required: ['name'],
  properties: {
    name,
    description,
    categoryId: { type: ['integer', 'null'], minimum: 0, errorMessage: 'Please select a valid category' },
    price: {
      type: 'string',
      maxLength: ADMIN_TEXT_LIMITS.price,
      pattern: '^€*$',
      errorMessage: `Price must be up to ${ADMIN_TEXT_LIMITS.price} € symbols`,
    },
    isActive,
    styleIds: {
      type: 'array',
      maxItems: 200,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
      errorMessage: 'Please select valid styles',
    },
  },
  errorMessage: { required: { name: NAME_REQUIRED } },
};

export const categoryRequestSchema: Schema<CategoryRequest> = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'type'],
  properties: {
    name,
    description,
    type: { type: 'string', enum: CATEGORY_TYPES.map((t) => t.id), errorMessage: 'Type is required' },
    displayOrder: {
      type: 'integer',
      default: 0,
      minimum: -1_000_000,
      maximum: 1_000_000,
      errorMessage: 'Display order must be a whole number',
    },
    isActive,
  },
  errorMessage: { required: { name: NAME_REQUIRED, type: 'Type is required' } },
};

const userEmail = {
  type: 'string',
  maxLength: 254,
  format: 'email',
  errorMessage: 'Please enter a valid email address',
};
const personName = { type: 'string', maxLength: 100 };
const userProperties = {
  username: usernameSchema,
  email: userEmail,
  firstName: personName,
  lastName: personName,
  role: { type: 'string', enum: [...ADMIN_ROLES], errorMessage: 'Role must be admin or editor' },
  isActive,
  password: newPasswordSchema,
};
const userRequired = {
  username: 'Username must be at least 3 characters',
  email: 'Please enter a valid email address',
  role: 'Role must be admin or editor',
};

const confirmPassword = { type: 'string', const: { $data: '1/password' }, errorMessage: 'Passwords do not match' };

/** User create (SPEC §5); unknown properties are refused (400). */
export const userCreateSchema: Schema<UserCreateRequest> = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'email', 'role', 'password', 'confirmPassword'],
  properties: {
    ...userProperties,
    confirmPassword,
  },
  errorMessage: {
    required: {
      ...userRequired,
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    },
  },
};

/**
 * User edit (SPEC §5): same rules, password optional — a blank password is omitted before
 * validating/sending — and, when given, matched by confirmPassword if the form sends one.
 */
export const userUpdateSchema: Schema<UserUpdateRequest> = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'email', 'role'],
  properties: { ...userProperties, confirmPassword },
  errorMessage: { required: userRequired },
};
