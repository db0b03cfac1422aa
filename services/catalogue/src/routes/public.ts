/**
 * docs/product.md §7 "Public catalogue": GET /api/public/{styles,palettes,materials,categories}.
 * Only active items are ever returned (docs/product.md §1), whatever activeOnly says, so activeOnly and any
 * unknown query parameter play no part in the answer; each list is served through the public cache
 * under a key made of its validated parameters only (type; styleIds sorted and deduplicated; locale,
 * default en: names and descriptions in that language, each falling back to English).
 */
import type { CatalogueDeps, CatalogueHandlers } from '../deps';
import { publicCategory, publicMaterial, publicPalette, publicStyle } from '../domain/views';

type PublicHandlers = Pick<CatalogueHandlers, 'listPublicStyles' | 'listPublicPalettes' | 'listPublicCategories' | 'listPublicMaterials'>;

export function publicHandlers({ models, publicCache: cache }: CatalogueDeps): PublicHandlers {
  const byName = { name: 1 as const, id: 1 as const };
  return {
    listPublicStyles: (c, { query: { locale = 'en' } }) =>
      cache.answer(c, `styles?locale=${locale}`, async () =>
        (await models.styles.find({ isActive: true }).sort(byName).lean()).map((s) => publicStyle(s, locale)),
      ),

    listPublicPalettes: (c, { query: { locale = 'en' } }) =>
      cache.answer(c, `palettes?locale=${locale}`, async () =>
        (await models.palettes.find({ isActive: true }).sort(byName).lean()).map((p) => publicPalette(p, locale)),
      ),

    listPublicCategories: (c, { query: { type, locale = 'en' } }) =>
      cache.answer(c, `categories?type=${type ?? ''}&locale=${locale}`, async () =>
        (await models.categories.find({ isActive: true, ...(type ? { type } : {}) }).sort({ displayOrder: 1, name: 1 }).lean()).map((k) =>
          publicCategory(k, locale),
        ),
      ),

    listPublicMaterials: (c, { query }) => {
      const ids = query.styleIds ? [...new Set(query.styleIds.split(',').map(Number))].sort((a, b) => a - b) : null;
      const locale = query.locale ?? 'en';
      return cache.answer(c, `materials?styleIds=${ids?.join(',') ?? ''}&locale=${locale}`, async () =>
        (await models.materials.find({ isActive: true, ...(ids ? { styleIds: { $in: ids } } : {}) }).sort(byName).lean()).map((m) =>
          publicMaterial(m, locale),
        ),
      );
    },
  };
}
