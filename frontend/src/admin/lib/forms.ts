/**
 * Form glue of docs/product.md §5 'Admin forms': shared-schema validation shaped for react-final-form, and the
 * request bodies built from form values (category displayOrder as an integer; user edits omit a
 * blank password and never send confirmPassword).
 */
import {
  translatedTexts,
  validateWith,
  type StaffRole,
  type CategoryRequest,
  type CategoryType,
  type CompiledValidator,
  type TranslatedField,
  type UserCreateRequest,
  type UserUpdateRequest,
} from '@cabinetry/shared/contracts';
import categoryValidator from 'virtual:validator/categoryRequestSchema';
import userCreateValidator from 'virtual:validator/userCreateSchema';
import userUpdateValidator from 'virtual:validator/userUpdateSchema';

export type FormErrors = Record<string, string>;

/**
 * Validates with a shared schema's validator and returns one message per top-level field (an error on
 * 'colors.2' is reported on 'colors'), which is the shape react-final-form expects.
 */
export function schemaErrors(validator: CompiledValidator, data: unknown): FormErrors {
  const result = validateWith(validator, data);
  if (result.ok) return {};
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(result.errors)) {
    const field = path.split('.')[0] || 'form';
    errors[field] ??= message;
  }
  return errors;
}

/** Category dialog values; displayOrder may arrive as text or a fractional number. */
export interface CategoryFormValues extends Partial<Record<TranslatedField, string>> {
  name: string;
  description: string;
  type: CategoryType | '';
  displayOrder: number | string | null;
  isActive: boolean;
}

/** displayOrder coerced to an integer (0 when empty or not a number). */
export function toDisplayOrder(value: number | string | null | undefined): number {
  const n = typeof value === 'number' ? value : parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** The JSON body of POST/PUT /api/admin/categories. */
export function categoryRequest(v: CategoryFormValues): CategoryRequest {
  return {
    name: (v.name ?? '').trim(),
    description: v.description ?? '',
    ...translatedTexts(v),
    type: v.type as CategoryType,
    displayOrder: toDisplayOrder(v.displayOrder),
    isActive: v.isActive,
  };
}

/** Errors of the category dialog ('Type is required' when no type is chosen). */
export function categoryErrors(v: CategoryFormValues): FormErrors {
  return schemaErrors(categoryValidator, categoryRequest(v));
}

/** User dialog values (create and edit). */
export interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  isActive: boolean;
  password: string;
  confirmPassword: string;
}

/** A new user's defaults: role editor, active (docs/product.md §9). */
export const NEW_USER: UserFormValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  role: 'editor',
  isActive: true,
  password: '',
  confirmPassword: '',
};

function userBase(v: UserFormValues): UserUpdateRequest {
  return {
    username: (v.username ?? '').trim(),
    email: (v.email ?? '').trim(),
    firstName: (v.firstName ?? '').trim(),
    lastName: (v.lastName ?? '').trim(),
    role: v.role,
    isActive: v.isActive,
  };
}

/** POST /api/admin/users body. */
export function userCreateRequest(v: UserFormValues): UserCreateRequest {
  return { ...userBase(v), password: v.password ?? '', confirmPassword: v.confirmPassword ?? '' };
}

/** PUT /api/admin/users/{id} body: without confirmPassword, and without password when blank. */
export function userUpdateRequest(v: UserFormValues): UserUpdateRequest {
  return v.password ? { ...userBase(v), password: v.password } : userBase(v);
}

/** Errors of the user dialog: create needs matching passwords; edit checks them only when given. */
export function userErrors(v: UserFormValues, editing: boolean): FormErrors {
  if (!editing) return schemaErrors(userCreateValidator, userCreateRequest(v));
  const errors = schemaErrors(userUpdateValidator, userUpdateRequest(v));
  if (v.password && v.password !== (v.confirmPassword ?? '')) errors.confirmPassword ??= 'Passwords do not match';
  return errors;
}
