/**
 * docs/product.md §7 Admin design styles (editors and admins): GET /api/admin/styles (all, inactive too);
 * POST multipart {name, description, isActive, image (required)}; PUT /{id} multipart (new image or
 * the existing one kept); DELETE /{id} (its image and its links from materials go too);
 * DELETE /{id}/image (imageUrl becomes '').
 */
import { styleFormSchema } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { formFile, readMultipart } from '@cabinetry/shared/server/multipart';
import type { CatalogueDeps, CatalogueHandlers } from '../../deps';
import { storedValues } from '../../models/catalogue';
import { nextId } from '../../models/counter';
import { adminStyle } from '../../domain/views';
import { catalogueRoutes } from '@cabinetry/shared/contracts/api';
import { styleFormValues } from '../../domain/admin-form';
import { discardImage, saveWithImage, storeUploadedImage } from '../../images';
import { deleteWithImage, found, readForm, updateWithImage } from './common';

export const STYLE_IMAGE_REQUIRED = 'Please select an image for the design style.';

type StyleHandlers = Pick<CatalogueHandlers, 'listStyles' | 'createStyle' | 'updateStyle' | 'deleteStyleImage' | 'deleteStyle'>;

export function adminStyleHandlers({ models, counters, storage }: CatalogueDeps): StyleHandlers {
  return {
    listStyles: async (c) => {
      const docs = await models.styles.find().sort({ name: 1, id: 1 }).lean();
      return c.json(docs.map(adminStyle));
    },

    createStyle: async (c) => {
      const form = await readMultipart(c);
      const values = readForm(form, catalogueRoutes.routes.createStyle.multipart, styleFormValues, styleFormSchema);
      const file = formFile(form, 'image');
      if (!file) throw new HttpError(400, STYLE_IMAGE_REQUIRED, { code: 'style_image_required' });
      const imageKey = await storeUploadedImage(storage, 'styles', file);
      const doc = await saveWithImage(storage, imageKey, async () =>
        models.styles.create({ id: await nextId(counters, 'styles'), ...storedValues(values), imageKey }),
      );
      return c.json(adminStyle(doc.toObject()), 201);
    },

    updateStyle: async (c, { params }) => {
      const id = Number(params.id);
      found(await models.styles.exists({ id }), 'Style');
      const form = await readMultipart(c);
      const values = readForm(form, catalogueRoutes.routes.updateStyle.multipart, styleFormValues, styleFormSchema);
      const file = formFile(form, 'image');
      const newKey = file ? await storeUploadedImage(storage, 'styles', file) : null;
      return c.json(adminStyle(await updateWithImage(storage, models.styles, id, 'Style', storedValues(values), newKey)));
    },

    deleteStyleImage: async (c, { params }) => {
      const id = Number(params.id);
      const before = found(await models.styles.findOneAndUpdate({ id }, { $set: { imageKey: null } }).lean(), 'Style');
      await discardImage(storage, before.imageKey);
      return c.json(adminStyle({ ...before, imageKey: null }));
    },

    deleteStyle: async (c, { params }) => {
      const id = Number(params.id);
      await deleteWithImage(storage, models.styles, id, 'Style');
      await models.materials.updateMany({ styleIds: id }, { $pull: { styleIds: id } });
      return c.json({ success: true as const, id });
    },
  };
}
