/**
 * The catalogue's back-office routes (docs/product.md §7 'Admin'), one function per route: design
 * styles, colour palettes, materials and material categories. Writes of styles, palettes and
 * materials are multipart (../lib/multipart.ts builds the bodies), categories JSON.
 */
import type { AdminCategory, AdminMaterial, AdminPalette, AdminStyle, CategoryRequest, CategoryType } from '@cabinetry/shared/contracts';
import { adminForm, adminGet, adminJson, useAdminList, withQuery } from './http';

const STYLES = '/api/admin/styles';
const PALETTES = '/api/admin/palettes';
const MATERIALS = '/api/admin/materials';
const CATEGORIES = '/api/admin/categories';

/** GET /api/admin/styles. */
export const getStyles = (): Promise<AdminStyle[]> => adminGet(STYLES);
/** getStyles through SWR, failing with `failMessage` (e.g. 'Failed to fetch styles'). */
export const useStyles = (failMessage: string) => useAdminList(STYLES, getStyles, failMessage);
/** POST /api/admin/styles (multipart). */
export const postStyle = (form: FormData): Promise<AdminStyle> => adminForm('POST', STYLES, form);
/** PUT /api/admin/styles/{id} (multipart). */
export const putStyle = (id: number, form: FormData): Promise<AdminStyle> => adminForm('PUT', `${STYLES}/${id}`, form);
/** DELETE /api/admin/styles/{id}. */
export const deleteStyle = (id: number): Promise<unknown> => adminJson('DELETE', `${STYLES}/${id}`);
/** DELETE /api/admin/styles/{id}/image. */
export const deleteStyleImage = (id: number): Promise<AdminStyle> => adminJson('DELETE', `${STYLES}/${id}/image`);

/** GET /api/admin/palettes. */
export const getPalettes = (): Promise<AdminPalette[]> => adminGet(PALETTES);
/** getPalettes through SWR. */
export const usePalettes = (failMessage: string) => useAdminList(PALETTES, getPalettes, failMessage);
/** POST /api/admin/palettes (multipart). */
export const postPalette = (form: FormData): Promise<AdminPalette> => adminForm('POST', PALETTES, form);
/** PUT /api/admin/palettes/{id} (multipart). */
export const putPalette = (id: number, form: FormData): Promise<AdminPalette> => adminForm('PUT', `${PALETTES}/${id}`, form);
/** DELETE /api/admin/palettes/{id}. */
export const deletePalette = (id: number): Promise<unknown> => adminJson('DELETE', `${PALETTES}/${id}`);

/** The materials list's query: inactive ones too unless activeOnly; one category (0 = none) when given. */
export interface MaterialListQuery {
  activeOnly?: boolean;
  categoryId?: number;
}
/** GET /api/admin/materials?activeOnly&categoryId. */
export const getMaterials = (query: MaterialListQuery = {}): Promise<AdminMaterial[]> => adminGet(withQuery(MATERIALS, query));
/** getMaterials through SWR. */
export const useMaterials = (query: MaterialListQuery, failMessage: string) => useAdminList(withQuery(MATERIALS, query), () => getMaterials(query), failMessage);
/** GET /api/admin/materials/{id} (with its styleIds). */
export const getMaterial = (id: number): Promise<AdminMaterial> => adminGet(`${MATERIALS}/${id}`);
/** POST /api/admin/materials (multipart). */
export const postMaterial = (form: FormData): Promise<AdminMaterial> => adminForm('POST', MATERIALS, form);
/** PUT /api/admin/materials/{id} (multipart). */
export const putMaterial = (id: number, form: FormData): Promise<AdminMaterial> => adminForm('PUT', `${MATERIALS}/${id}`, form);
/** POST /api/admin/materials/duplicate (multipart, with duplicateFromUrl). */
export const postMaterialDuplicate = (form: FormData): Promise<AdminMaterial> => adminForm('POST', `${MATERIALS}/duplicate`, form);
/** DELETE /api/admin/materials/{id}. */
export const deleteMaterial = (id: number): Promise<unknown> => adminJson('DELETE', `${MATERIALS}/${id}`);

/** The categories list's query: activeOnly (true|false) and one type when given. */
export interface CategoryListQuery {
  activeOnly: boolean;
  type?: CategoryType;
}
/** GET /api/admin/categories?activeOnly&type. */
export const getCategories = (query: CategoryListQuery): Promise<AdminCategory[]> => adminGet(withQuery(CATEGORIES, query));
/** getCategories through SWR. */
export const useCategories = (query: CategoryListQuery, failMessage: string) =>
  useAdminList(withQuery(CATEGORIES, query), () => getCategories(query), failMessage);
/** POST /api/admin/categories. */
export const postCategory = (body: CategoryRequest): Promise<AdminCategory> => adminJson('POST', CATEGORIES, body);
/** PUT /api/admin/categories/{id}. */
export const putCategory = (id: number, body: CategoryRequest): Promise<AdminCategory> => adminJson('PUT', `${CATEGORIES}/${id}`, body);
/** DELETE /api/admin/categories/{id} (its materials become Multi-purpose). */
export const deleteCategory = (id: number): Promise<unknown> => adminJson('DELETE', `${CATEGORIES}/${id}`);
