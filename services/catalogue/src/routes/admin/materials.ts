/**
 * docs/product.md §7 Admin materials (editors and admins): GET /api/admin/materials?activeOnly=true|false
 * [&categoryId=] and GET /{id} (with styleIds); POST multipart {name, description, categoryId
 * ('0' = none), price, isActive, styleIds repeated or styleIdsEmpty=true, image (required)};
 * PUT /{id} the same with the image optional; POST /duplicate with duplicateFromUrl (the source's
 * '/api/media/<key>': its image is copied to a new key, any other URL is refused); DELETE /{id}
 * (its image goes too). Category and style ids must exist.
 */
import type { Context } from 'hono';
import { materialFormSchema, translationsOf, type MaterialFormValues } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { formFile, formText, readMultipart } from '@cabinetry/shared/server/multipart';
import type { CatalogueDeps, CatalogueHandlers } from '../../deps';
import { nextId } from '../../models/counter';
import { adminMaterial, mediaKeyOf } from '../../domain/views';
import { copyStoredImage, saveWithImage, storeUploadedImage } from '../../images';
import { deleteWithImage, found, readForm, updateWithImage } from './common';
import { catalogueRoutes, type RouteSpec } from '@cabinetry/shared/contracts/api';
import { materialFormValues } from '../../domain/admin-form';

export const MATERIAL_IMAGE_REQUIRED = 'Please select an image for the material.';

type MaterialHandlers = Pick<CatalogueHandlers, 'listMaterials' | 'getMaterial' | 'createMaterial' | 'duplicateMaterial' | 'updateMaterial' | 'deleteMaterial'>;

export function adminMaterialHandlers({ models, counters, storage }: CatalogueDeps): MaterialHandlers {
  /** Validated fields (of a form taking `fields`: the route's table entry) with their ids checked against the catalogue; styleIds absent = unchanged. */
  async function readMaterial(form: FormData, fields: NonNullable<RouteSpec['multipart']>) {
    const values: MaterialFormValues = readForm(form, fields, materialFormValues, materialFormSchema);
    const categoryId = values.categoryId || null;
    if (categoryId !== null && !(await models.categories.exists({ id: categoryId }))) throw new HttpError(400, `Unknown category ${categoryId}`, { code: 'unknown_category', details: { categoryId } });
    const styleIds = values.styleIds?.map(Number);
    if (styleIds?.length) {
      const known = await models.styles.countDocuments({ id: { $in: styleIds } });
      if (known !== styleIds.length) throw new HttpError(400, 'Unknown style in styleIds', { code: 'unknown_style' });
    }
    return {
      name: values.name,
      description: values.description ?? '',
      translations: translationsOf(values),
      price: values.price ?? '',
      isActive: values.isActive ?? true,
      categoryId,
      ...(styleIds ? { styleIds } : {}),
    };
  }

  async function create(c: Context, fields: Awaited<ReturnType<typeof readMaterial>>, imageKey: string) {
    const doc = await saveWithImage(storage, imageKey, async () =>
      models.materials.create({ styleIds: [], ...fields, id: await nextId(counters, 'materials'), imageKey }),
    );
    return c.json(adminMaterial(doc.toObject()), 201);
  }

  return {
    listMaterials: async (c, { query }) => {
      const filter = {
        ...(query.activeOnly === 'true' ? { isActive: true } : {}),
        ...(query.categoryId !== undefined ? { categoryId: Number(query.categoryId) || null } : {}),
      };
      const docs = await models.materials.find(filter).sort({ name: 1, id: 1 }).lean();
      return c.json(docs.map(adminMaterial));
    },

    getMaterial: async (c, { params }) => c.json(adminMaterial(found(await models.materials.findOne({ id: Number(params.id) }).lean(), 'Material'))),

    createMaterial: async (c) => {
      const form = await readMultipart(c);
      const fields = await readMaterial(form, catalogueRoutes.routes.createMaterial.multipart);
      const file = formFile(form, 'image');
      if (!file) throw new HttpError(400, MATERIAL_IMAGE_REQUIRED, { code: 'material_image_required' });
      return create(c, fields, await storeUploadedImage(storage, 'materials', file));
    },

    duplicateMaterial: async (c) => {
      const form = await readMultipart(c);
      const fields = await readMaterial(form, catalogueRoutes.routes.duplicateMaterial.multipart);
      const file = formFile(form, 'image');
      if (file) return create(c, fields, await storeUploadedImage(storage, 'materials', file));
      const sourceUrl = formText(form, 'duplicateFromUrl')?.trim();
      if (!sourceUrl) throw new HttpError(400, MATERIAL_IMAGE_REQUIRED, { code: 'material_image_required' });
      const sourceKey = mediaKeyOf(sourceUrl);
      if (!sourceKey) throw new HttpError(400, 'duplicateFromUrl must be an image URL of this catalogue (/api/media/...)', { code: 'invalid_request' });
      return create(c, fields, await copyStoredImage(storage, 'materials', sourceKey));
    },

    updateMaterial: async (c, { params }) => {
      const id = Number(params.id);
      found(await models.materials.exists({ id }), 'Material');
      const form = await readMultipart(c);
      const fields = await readMaterial(form, catalogueRoutes.routes.updateMaterial.multipart);
      const file = formFile(form, 'image');
      const newKey = file ? await storeUploadedImage(storage, 'materials', file) : null;
      return c.json(adminMaterial(await updateWithImage(storage, models.materials, id, 'Material', fields, newKey)));
    },

    deleteMaterial: async (c, { params }) => {
      const id = Number(params.id);
      await deleteWithImage(storage, models.materials, id, 'Material');
      return c.json({ success: true as const, id });
    },
  };
}
