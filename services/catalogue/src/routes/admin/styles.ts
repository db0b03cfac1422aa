/**
 * docs/product.md §7 Admin design styles (editors and admins): GET /api/admin/styles (all, inactive too);
 * POST multipart {name, description, isActive, image (required)}; PUT /{id} multipart (new image or
 * the existing one kept); DELETE /{id} (its image and its links from materials go too);
 * DELETE /{id}/image (imageUrl becomes '').
 */
import { Hono } from 'hono';
import { styleFormSchema } from '@cabinetry/shared/contracts';
import { HttpError, formFile, readMultipart, requireAdmin } from '@cabinetry/shared/server';
import type { CatalogueDeps } from '../../deps';
import { nextId } from '../../models/counter';
import { adminStyle } from '../../domain/views';
import { STYLE_FIELDS, styleFormValues } from '../../domain/admin-form';
import { discardImage, saveWithImage, storeUploadedImage } from '../../images';
import { readForm, deleteWithImage, found, numericIdParam, updateWithImage } from './common';

export const STYLE_IMAGE_REQUIRED = 'Please select an image for the design style.';

export function adminStyleRoutes({ models, counters, storage, adminAuth }: CatalogueDeps): Hono {
  const app = new Hono();
  app.use('*', requireAdmin(adminAuth, ['admin', 'editor']));

  app.get('/', async (c) => {
    const docs = await models.styles.find().sort({ name: 1, id: 1 }).lean();
    return c.json(docs.map(adminStyle));
  });

  app.post('/', async (c) => {
    const form = await readMultipart(c);
    const values = readForm(form, STYLE_FIELDS, styleFormValues, styleFormSchema);
    const file = formFile(form, 'image');
    if (!file) throw new HttpError(400, STYLE_IMAGE_REQUIRED);
    const imageKey = await storeUploadedImage(storage, 'styles', file);
    const doc = await saveWithImage(storage, imageKey, async () =>
      models.styles.create({ id: await nextId(counters, 'styles'), ...values, imageKey }),
    );
    return c.json(adminStyle(doc.toObject()), 201);
  });

  app.put('/:id', async (c) => {
    const id = numericIdParam(c);
    found(await models.styles.exists({ id }), 'Style');
    const form = await readMultipart(c);
    const values = readForm(form, STYLE_FIELDS, styleFormValues, styleFormSchema);
    const file = formFile(form, 'image');
    const newKey = file ? await storeUploadedImage(storage, 'styles', file) : null;
    const updated = await updateWithImage(storage, models.styles, id, 'Style', values, newKey);
    return c.json(adminStyle(updated));
  });

  app.delete('/:id/image', async (c) => {
    const id = numericIdParam(c);
    const before = found(await models.styles.findOneAndUpdate({ id }, { $set: { imageKey: null } }).lean(), 'Style');
    await discardImage(storage, before.imageKey);
    return c.json(adminStyle({ ...before, imageKey: null }));
  });

  app.delete('/:id', async (c) => {
    const id = numericIdParam(c);
    await deleteWithImage(storage, models.styles, id, 'Style');
    await models.materials.updateMany({ styleIds: id }, { $pull: { styleIds: id } });
    return c.json({ success: true, id });
  });

  return app;
}
