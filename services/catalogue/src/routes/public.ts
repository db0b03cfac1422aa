/**
 * SPEC §7 "Public catalogue": GET /api/public/{styles,palettes,materials,categories}.
 * Only active items are ever returned (SPEC §1), whatever activeOnly says.
 */
import { Hono } from 'hono';
import { categoryTypeEnum } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server';
import type { CatalogueModels } from '../models/catalogue';
import { parseIdList, publicCategory, publicMaterial, publicPalette, publicStyle } from '../domain/views';

export function publicRoutes(models: CatalogueModels): Hono {
  const app = new Hono();
  const byName = { name: 1 as const, id: 1 as const };

  app.get('/styles', async (c) => {
    const docs = await models.styles.find({ isActive: true }).sort(byName).lean();
    return c.json(docs.map(publicStyle));
  });

  app.get('/palettes', async (c) => {
    const docs = await models.palettes.find({ isActive: true }).sort(byName).lean();
    return c.json(docs.map(publicPalette));
  });

  app.get('/categories', async (c) => {
    const type = c.req.query('type');
    if (type !== undefined && !categoryTypeEnum.includes(type as (typeof categoryTypeEnum)[number])) {
      throw new HttpError(400, `Unknown category type '${type}'`);
    }
    const docs = await models.categories
      .find({ isActive: true, ...(type ? { type } : {}) })
      .sort({ displayOrder: 1, name: 1 })
      .lean();
    return c.json(docs.map(publicCategory));
  });

  app.get('/materials', async (c) => {
    let styleIds: number[] | null;
    try {
      styleIds = parseIdList(c.req.query('styleIds'));
    } catch (err) {
      throw new HttpError(400, (err as Error).message);
    }
    const docs = await models.materials
      .find({ isActive: true, ...(styleIds ? { styleIds: { $in: styleIds } } : {}) })
      .sort(byName)
      .lean();
    return c.json(docs.map(publicMaterial));
  });

  return app;
}
