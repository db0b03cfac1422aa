/**
 * Seeds the demo catalogue of ./demo-data, with its French and Arabic texts (./demo-translations),
 * into an empty catalogue (local runtime and compose demo, SEED_DEMO_CATALOGUE=true). When the
 * catalogue is not empty, a restart keeps staff edits: it only adds the demo translations to demo
 * items (by English name) stored before translations existed (no `translations` at all).
 */
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import { logger } from '@cabinetry/shared/server/logger';
import type { CatalogueModels } from '../models/catalogue';
import { nextId, type CounterModel } from '../models/counter';
import { buildDemoCatalogue } from './demo-data';
import { DEMO_TRANSLATIONS } from './demo-translations';

export async function seedDemoCatalogueIfEmpty(models: CatalogueModels, counters: CounterModel, storage: ObjectStorage): Promise<boolean> {
  if (await models.styles.exists({})) {
    await addDemoTranslations(models);
    return false;
  }
  const demo = await buildDemoCatalogue();
  const putWebp = (prefix: string, image: Buffer) => storage.put(prefix, image, 'image/webp', '.webp');

  const styleIds = new Map<string, number>();
  for (const s of demo.styles) {
    const id = await nextId(counters, 'styles');
    await models.styles.create({ id, name: s.name, description: s.description, translations: DEMO_TRANSLATIONS[s.name], imageKey: await putWebp('styles', s.image) });
    styleIds.set(s.name, id);
  }
  for (const p of demo.palettes) {
    const imageKey = p.image ? await putWebp('palettes', p.image) : null;
    await models.palettes.create({ id: await nextId(counters, 'palettes'), name: p.name, description: p.description, translations: DEMO_TRANSLATIONS[p.name], colors: p.colors, imageKey });
  }
  const categoryIds = new Map<string, number>();
  for (const cat of demo.categories) {
    const id = await nextId(counters, 'categories');
    await models.categories.create({ id, ...cat, translations: DEMO_TRANSLATIONS[cat.name] });
    if (!categoryIds.has(cat.type)) categoryIds.set(cat.type, id);
  }
  for (const m of demo.materials) {
    await models.materials.create({
      id: await nextId(counters, 'materials'),
      name: m.name,
      description: m.description,
      translations: DEMO_TRANSLATIONS[m.name],
      price: m.price,
      categoryId: m.categoryType ? (categoryIds.get(m.categoryType) ?? null) : null,
      styleIds: m.styleNames.map((n) => styleIds.get(n)).filter((id): id is number => id !== undefined),
      imageKey: await putWebp('materials', m.image),
    });
  }
  logger.info({ styles: demo.styles.length, materials: demo.materials.length }, 'seeded the demo catalogue');
  return true;
}

/** Sets the demo translations on demo-named items that have never had translations; returns how many changed. */
export async function addDemoTranslations(models: CatalogueModels): Promise<number> {
  let changed = 0;
  for (const model of [models.styles, models.palettes, models.categories, models.materials] as const) {
    const operations = Object.entries(DEMO_TRANSLATIONS).map(([name, texts]) => ({
      updateMany: { filter: { name, translations: { $exists: false } }, update: { $set: { translations: texts } } },
    }));
    // the four models share the translated fields; their document types differ only elsewhere
    changed += (await (model as typeof models.styles).bulkWrite(operations)).modifiedCount;
  }
  if (changed) logger.info({ changed }, 'added the demo translations to the demo catalogue');
  return changed;
}
