/**
 * docs/product.md §7 Admin colour palettes (editors and admins): GET /api/admin/palettes; POST multipart
 * {name, description, colorsJson (the colours as a JSON list) and/or colors[0..n] (one per field; the
 * same list when both come), isActive, optional image}; PUT /{id} the same
 * (the stored image is kept when no new one comes); DELETE /{id} (its image goes too).
 */
import { paletteFormSchema } from '@cabinetry/shared/contracts';
import { formFile, readMultipart } from '@cabinetry/shared/server/multipart';
import type { CatalogueDeps, CatalogueHandlers } from '../../deps';
import { storedValues } from '../../models/catalogue';
import { nextId } from '../../models/counter';
import { adminPalette } from '../../domain/views';
import { catalogueRoutes } from '@cabinetry/shared/contracts/api';
import { paletteColorsProblem, paletteFormValues } from '../../domain/admin-form';
import { saveWithImage, storeUploadedImage } from '../../images';
import { deleteWithImage, found, readForm, updateWithImage } from './common';

type PaletteHandlers = Pick<CatalogueHandlers, 'listPalettes' | 'createPalette' | 'updatePalette' | 'deletePalette'>;

export function adminPaletteHandlers({ models, counters, storage }: CatalogueDeps): PaletteHandlers {
  /** The validated values and the newly stored image key (null when no image came). */
  async function readPalette(form: FormData) {
    // create and update take the same fields
    const values = readForm(form, catalogueRoutes.routes.createPalette.multipart, paletteFormValues, paletteFormSchema, paletteColorsProblem);
    const file = formFile(form, 'image');
    return { values, newKey: file ? await storeUploadedImage(storage, 'palettes', file) : null };
  }

  return {
    listPalettes: async (c) => {
      const docs = await models.palettes.find().sort({ name: 1, id: 1 }).lean();
      return c.json(docs.map(adminPalette));
    },

    createPalette: async (c) => {
      const { values, newKey } = await readPalette(await readMultipart(c));
      const doc = await saveWithImage(storage, newKey, async () =>
        models.palettes.create({ id: await nextId(counters, 'palettes'), ...storedValues(values), imageKey: newKey }),
      );
      return c.json(adminPalette(doc.toObject()), 201);
    },

    updatePalette: async (c, { params }) => {
      const id = Number(params.id);
      found(await models.palettes.exists({ id }), 'Palette');
      const { values, newKey } = await readPalette(await readMultipart(c));
      return c.json(adminPalette(await updateWithImage(storage, models.palettes, id, 'Palette', storedValues(values), newKey)));
    },

    deletePalette: async (c, { params }) => {
      const id = Number(params.id);
      await deleteWithImage(storage, models.palettes, id, 'Palette');
      return c.json({ success: true as const, id });
    },
  };
}
