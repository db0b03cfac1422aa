/**
 * docs/product.md §7 Admin material categories: GET /api/admin/categories?activeOnly=true|false[&type=] for
 * editors and admins (sorted by displayOrder, then name); POST, PUT /{id} (JSON {name, description,
 * type, displayOrder, isActive}) and DELETE /{id} for admins only. Deleting a category leaves its
 * materials without one (categoryId null = 'Multi-purpose') and says how many moved.
 */
import { Hono } from 'hono';
import { categoryRequestSchema, categoryTypeEnum, type CategoryRequest } from '@cabinetry/shared/contracts';
import { requireAdmin } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import { jsonBody } from '@cabinetry/shared/server/validation';
import type { CatalogueDeps } from '../../deps';
import { nextId } from '../../models/counter';
import { adminCategory } from '../../domain/views';
import { activeOnlyQuery, found, numericIdParam } from './common';

const fields = (body: CategoryRequest) => ({
  name: body.name.trim(),
  description: (body.description ?? '').trim(),
  type: body.type,
  displayOrder: body.displayOrder ?? 0,
  isActive: body.isActive ?? true,
});

export function adminCategoryRoutes({ models, counters, adminAuth }: CatalogueDeps): Hono {
  const app = new Hono();
  app.use('*', requireAdmin(adminAuth, ['admin', 'editor']));
  const adminOnly = requireAdmin(adminAuth, ['admin']);

  app.get('/', async (c) => {
    const type = c.req.query('type');
    if (type && !categoryTypeEnum.includes(type as (typeof categoryTypeEnum)[number])) throw new HttpError(400, `Unknown category type '${type}'`);
    const filter = { ...(activeOnlyQuery(c) ? { isActive: true } : {}), ...(type ? { type } : {}) };
    const docs = await models.categories.find(filter).sort({ displayOrder: 1, name: 1, id: 1 }).lean();
    return c.json(docs.map(adminCategory));
  });

  app.post('/', adminOnly, async (c) => {
    const body = await jsonBody(c, categoryRequestSchema);
    const doc = await models.categories.create({ id: await nextId(counters, 'categories'), ...fields(body) });
    return c.json(adminCategory(doc.toObject()), 201);
  });

  app.put('/:id', adminOnly, async (c) => {
    const id = numericIdParam(c);
    const body = await jsonBody(c, categoryRequestSchema);
    const updated = found(await models.categories.findOneAndUpdate({ id }, { $set: fields(body) }, { returnDocument: 'after' }).lean(), 'Category');
    return c.json(adminCategory(updated));
  });

  app.delete('/:id', adminOnly, async (c) => {
    const id = numericIdParam(c);
    found(await models.categories.findOneAndDelete({ id }).lean(), 'Category');
    const { modifiedCount } = await models.materials.updateMany({ categoryId: id }, { $set: { categoryId: null } });
    const message = modifiedCount
      ? `Category deleted. ${modifiedCount} material${modifiedCount === 1 ? '' : 's'} of this category ${modifiedCount === 1 ? 'is' : 'are'} now Multi-purpose (no category).`
      : 'Category deleted.';
    return c.json({ success: true, id, materialsMovedToMultiPurpose: modifiedCount, message });
  });

  return app;
}
