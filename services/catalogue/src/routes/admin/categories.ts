/**
 * docs/product.md §7 Admin material categories: GET /api/admin/categories?activeOnly=true|false[&type=] for
 * editors and admins (sorted by displayOrder, then name); POST, PUT /{id} (JSON {name, description,
 * type, displayOrder, isActive}) and DELETE /{id} for admins only. Deleting a category leaves its
 * materials without one (categoryId null = 'Multi-purpose') and says how many moved.
 */
import { translationsOf, type CategoryRequest } from '@cabinetry/shared/contracts';
import type { CatalogueDeps, CatalogueHandlers } from '../../deps';
import { nextId } from '../../models/counter';
import { adminCategory } from '../../domain/views';
import { found } from './common';

const fields = (body: CategoryRequest) => ({
  name: body.name.trim(),
  description: (body.description ?? '').trim(),
  translations: translationsOf(body),
  type: body.type,
  displayOrder: body.displayOrder ?? 0,
  isActive: body.isActive ?? true,
});

type CategoryHandlers = Pick<CatalogueHandlers, 'listCategories' | 'createCategory' | 'updateCategory' | 'deleteCategory'>;

export function adminCategoryHandlers({ models, counters }: CatalogueDeps): CategoryHandlers {
  return {
    listCategories: async (c, { query }) => {
      const filter = { ...(query.activeOnly === 'true' ? { isActive: true } : {}), ...(query.type ? { type: query.type } : {}) };
      const docs = await models.categories.find(filter).sort({ displayOrder: 1, name: 1, id: 1 }).lean();
      return c.json(docs.map(adminCategory));
    },

    createCategory: async (c, { body }) => {
      const doc = await models.categories.create({ id: await nextId(counters, 'categories'), ...fields(body) });
      return c.json(adminCategory(doc.toObject()), 201);
    },

    updateCategory: async (c, { params, body }) => {
      const id = Number(params.id);
      const updated = found(await models.categories.findOneAndUpdate({ id }, { $set: fields(body) }, { returnDocument: 'after' }).lean(), 'Category');
      return c.json(adminCategory(updated));
    },

    deleteCategory: async (c, { params }) => {
      const id = Number(params.id);
      found(await models.categories.findOneAndDelete({ id }).lean(), 'Category');
      const { modifiedCount } = await models.materials.updateMany({ categoryId: id }, { $set: { categoryId: null } });
      const message = modifiedCount
        ? `Category deleted. ${modifiedCount} material${modifiedCount === 1 ? '' : 's'} of this category ${modifiedCount === 1 ? 'is' : 'are'} now Multi-purpose (no category).`
        : 'Category deleted.';
      return c.json({ success: true as const, id, materialsMovedToMultiPurpose: modifiedCount, message });
    },
  };
}
