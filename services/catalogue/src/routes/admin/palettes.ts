/**
 * docs/product.md §7 Admin colour palettes (editors and admins): GET /api/admin/palettes; POST multipart
 * {name, description, colorsJson (the colours as a JSON list; no other spelling), isActive, optional
 * image}; PUT /{id} the same
 * (the stored image is kept when no new one comes); DELETE /{id} (its image goes too).
 */
import { Hono } from 'hono';
import { paletteFormSchema } from '@cabinetry/shared/contracts';
import { formFile, readMultipart, requireAdmin } from '@cabinetry/shared/server';
import type { CatalogueDeps } from '../../deps';
import { nextId } from '../../models/counter';
import { adminPalette } from '../../domain/views';
import { PALETTE_FIELDS, paletteFormValues } from '../../domain/admin-form';
import { saveWithImage, storeUploadedImage } from '../../images';
import { deleteWithImage, found, numericIdParam, updateWithImage, readForm } from './common';

export function adminPaletteRoutes({ models, counters, storage, adminAuth }: CatalogueDeps): Hono {
  const app = new Hono();
  app.use('*', requireAdmin(adminAuth, ['admin', 'editor']));

  /** The validated values and the newly stored image key (null when no image came). */
  async function readPalette(form: FormData) {
    const values = readForm(form, PALETTE_FIELDS, paletteFormValues, paletteFormSchema);
    const file = formFile(form, 'image');
    return { values, newKey: file ? await storeUploadedImage(storage, 'palettes', file) : null };
  }

  app.get('/', async (c) => {
    const docs = await models.palettes.find().sort({ name: 1, id: 1 }).lean();
    return c.json(docs.map(adminPalette));
  });

  app.post('/', async (c) => {
    const { values, newKey } = await readPalette(await readMultipart(c));
    const doc = await saveWithImage(storage, newKey, async () =>
      models.palettes.create({ id: await nextId(counters, 'palettes'), ...values, imageKey: newKey }),
    );
    return c.json(adminPalette(doc.toObject()), 201);
  });

  app.put('/:id', async (c) => {
    const id = numericIdParam(c);
    found(await models.palettes.exists({ id }), 'Palette');
    const { values, newKey } = await readPalette(await readMultipart(c));
    const updated = await updateWithImage(storage, models.palettes, id, 'Palette', values, newKey);
    return c.json(adminPalette(updated));
  });

  app.delete('/:id', async (c) => {
    const id = numericIdParam(c);
    await deleteWithImage(storage, models.palettes, id, 'Palette');
    return c.json({ success: true, id });
  });

  return app;
}
