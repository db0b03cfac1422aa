/**
 * Seeds the demo catalogue of ./demo-data into an empty catalogue (local runtime and compose demo,
 * SEED_DEMO_CATALOGUE=true). Does nothing when any style exists, so a restart keeps staff edits.
 */
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import { logger } from '@cabinetry/shared/server/logger';
import type { CatalogueModels } from '../models/catalogue';
import { nextId, type CounterModel } from '../models/counter';
import { buildDemoCatalogue } from './demo-data';

export async function seedDemoCatalogueIfEmpty(models: CatalogueModels, counters: CounterModel, storage: ObjectStorage): Promise<boolean> {
  if (await models.styles.exists({})) return false;
  const demo = await buildDemoCatalogue();
  const putWebp = (prefix: string, image: Buffer) => storage.put(prefix, image, 'image/webp', '.webp');

  const styleIds = new Map<string, number>();
  for (const s of demo.styles) {
    const id = await nextId(counters, 'styles');
    await models.styles.create({ id, name: s.name, description: s.description, imageKey: await putWebp('styles', s.image) });
    styleIds.set(s.name, id);
  }
  for (const p of demo.palettes) {
    const imageKey = p.image ? await putWebp('palettes', p.image) : null;
    await models.palettes.create({ id: await nextId(counters, 'palettes'), name: p.name, description: p.description, colors: p.colors, imageKey });
  }
  const categoryIds = new Map<string, number>();
  for (const cat of demo.categories) {
    const id = await nextId(counters, 'categories');
    await models.categories.create({ id, ...cat });
    if (!categoryIds.has(cat.type)) categoryIds.set(cat.type, id);
  }
  for (const m of demo.materials) {
    await models.materials.create({
      id: await nextId(counters, 'materials'),
      name: m.name,
      description: m.description,
      price: m.price,
      categoryId: m.categoryType ? (categoryIds.get(m.categoryType) ?? null) : null,
      styleIds: m.styleNames.map((n) => styleIds.get(n)).filter((id): id is number => id !== undefined),
      imageKey: await putWebp('materials', m.image),
    });
  }
  logger.info({ styles: demo.styles.length, materials: demo.materials.length }, 'seeded the demo catalogue');
  return true;
}
