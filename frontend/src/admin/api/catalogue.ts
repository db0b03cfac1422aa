/**
 * The catalogue's back-office routes (docs/product.md §7 'Admin'), one function per route: design
 * styles, colour palettes, materials and material categories. Writes of styles, palettes and
 * materials are multipart (../lib/multipart.ts builds the bodies), categories JSON.
 */
import type { CategoryRequest, CategoryType } from '@cabinetry/shared/contracts';
import { adminCall, urlOf, useAdminList } from './http';

/** 'true' | 'false', as a query carries a flag. */
const flag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/** GET /api/admin/styles. */
export const getStyles = () => adminCall('listStyles', {});
/** getStyles through SWR, failing with `failMessage` (e.g. 'Failed to fetch styles'). */
export const useStyles = (failMessage: string) => useAdminList(urlOf('listStyles'), getStyles, failMessage);
/** POST /api/admin/styles (multipart). */
export const postStyle = (form: FormData) => adminCall('createStyle', { body: form });
/** PUT /api/admin/styles/{id} (multipart). */
export const putStyle = (id: number, form: FormData) => adminCall('updateStyle', { params: { id: String(id) }, body: form });
/** DELETE /api/admin/styles/{id}. */
export const deleteStyle = (id: number) => adminCall('deleteStyle', { params: { id: String(id) } });
/** DELETE /api/admin/styles/{id}/image. */
export const deleteStyleImage = (id: number) => adminCall('deleteStyleImage', { params: { id: String(id) } });

/** GET /api/admin/palettes. */
export const getPalettes = () => adminCall('listPalettes', {});
/** getPalettes through SWR. */
export const usePalettes = (failMessage: string) => useAdminList(urlOf('listPalettes'), getPalettes, failMessage);
/** POST /api/admin/palettes (multipart). */
export const postPalette = (form: FormData) => adminCall('createPalette', { body: form });
/** PUT /api/admin/palettes/{id} (multipart). */
export const putPalette = (id: number, form: FormData) => adminCall('updatePalette', { params: { id: String(id) }, body: form });
/** DELETE /api/admin/palettes/{id}. */
export const deletePalette = (id: number) => adminCall('deletePalette', { params: { id: String(id) } });

/** The materials list's query: inactive ones too unless activeOnly; one category (0 = none) when given. */
export interface MaterialListQuery {
  activeOnly?: boolean;
  categoryId?: number;
}
/** The route's query of a MaterialListQuery. */
const materialsQuery = ({ activeOnly, categoryId }: MaterialListQuery) => ({
  activeOnly: activeOnly === undefined ? undefined : flag(activeOnly),
  categoryId: categoryId === undefined ? undefined : String(categoryId),
});
/** GET /api/admin/materials?activeOnly&categoryId. */
export const getMaterials = (query: MaterialListQuery = {}) => adminCall('listMaterials', { query: materialsQuery(query) });
/** getMaterials through SWR. */
export const useMaterials = (query: MaterialListQuery, failMessage: string) =>
  useAdminList(urlOf('listMaterials', { query: materialsQuery(query) }), () => getMaterials(query), failMessage);
/** GET /api/admin/materials/{id} (with its styleIds). */
export const getMaterial = (id: number) => adminCall('getMaterial', { params: { id: String(id) } });
/** POST /api/admin/materials (multipart). */
export const postMaterial = (form: FormData) => adminCall('createMaterial', { body: form });
/** PUT /api/admin/materials/{id} (multipart). */
export const putMaterial = (id: number, form: FormData) => adminCall('updateMaterial', { params: { id: String(id) }, body: form });
/** POST /api/admin/materials/duplicate (multipart, with duplicateFromUrl). */
export const postMaterialDuplicate = (form: FormData) => adminCall('duplicateMaterial', { body: form });
/** DELETE /api/admin/materials/{id}. */
export const deleteMaterial = (id: number) => adminCall('deleteMaterial', { params: { id: String(id) } });

/** The categories list's query: activeOnly (true|false) and one type when given. */
export interface CategoryListQuery {
  activeOnly: boolean;
  type?: CategoryType;
}
/** The route's query of a CategoryListQuery. */
const categoriesQuery = ({ activeOnly, type }: CategoryListQuery) => ({ activeOnly: flag(activeOnly), type });
/** GET /api/admin/categories?activeOnly&type. */
export const getCategories = (query: CategoryListQuery) => adminCall('listCategories', { query: categoriesQuery(query) });
/** getCategories through SWR. */
export const useCategories = (query: CategoryListQuery, failMessage: string) =>
  useAdminList(urlOf('listCategories', { query: categoriesQuery(query) }), () => getCategories(query), failMessage);
/** POST /api/admin/categories. */
export const postCategory = (body: CategoryRequest) => adminCall('createCategory', { body });
/** PUT /api/admin/categories/{id}. */
export const putCategory = (id: number, body: CategoryRequest) => adminCall('updateCategory', { params: { id: String(id) }, body });
/** DELETE /api/admin/categories/{id} (its materials become Multi-purpose). */
export const deleteCategory = (id: number) => adminCall('deleteCategory', { params: { id: String(id) } });
