/**
 * docs/product.md §7 "Public catalogue": GET /api/public/{styles,palettes,materials,categories}.
 * Only active items are ever returned (docs/product.md §1), whatever activeOnly says, so activeOnly and any
 * unknown query parameter play no part in the answer; each list is served through the public cache
 * under a key made of its validated parameters only (type; styleIds sorted and deduplicated).
 */
import { Hono } from 'hono';
import { categoryTypeEnum } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server';
import type { CatalogueModels } from '../models/catalogue';
import type { PublicCache } from '../public-cache';
import { parseIdList, publicCategory, publicMaterial, publicPalette, publicStyle } from '../domain/views';

export function publicRoutes(models: CatalogueModels, cache: PublicCache): Hono {
  const app = new Hono();
  const byName = { name: 1 as const, id: 1 as const };

  app.get('/styles', (c) =>
    cache.answer(c, 'styles', async () => (await models.styles.find({ isActive: true }).sort(byName).lean()).map(publicStyle)),
  );

  app.get('/palettes', (c) =>
    cache.answer(c, 'palettes', async () => (await models.palettes.find({ isActive: true }).sort(byName).lean()).map(publicPalette)),
  );

  app.get('/categories', async (c) => {
    const type = c.req.query('type');
    if (type !== undefined && !categoryTypeEnum.includes(type as (typeof categoryTypeEnum)[number])) {
      throw new HttpError(400, `Unknown category type '${type}'`, { code: 'invalid_request' });
    }
    return cache.answer(c, `categories?type=${type ?? ''}`, async () =>
      (await models.categories.find({ isActive: true, ...(type ? { type } : {}) }).sort({ displayOrder: 1, name: 1 }).lean()).map(publicCategory),
    );
  });

  app.get('/materials', async (c) => {
    let styleIds: number[] | null;
    try {
      styleIds = parseIdList(c.req.query('styleIds'));
    } catch (err) {
      throw new HttpError(400, (err as Error).message, { code: 'invalid_request' });
    }
    const ids = styleIds && [...new Set(styleIds)].sort((a, b) => a - b);
    return cache.answer(c, `materials?styleIds=${ids?.join(',') ?? ''}`, async () =>
      (await models.materials.find({ isActive: true, ...(ids ? { styleIds: { $in: ids } } : {}) }).sort(byName).lean()).map(publicMaterial),
    );
  });

  return app;
}
