/**
 * The catalogue's start upgrade (upgrade.ts): items stored with a column per language (nameFr,
 * descriptionFr, nameAr, descriptionAr) come out with the per-language `translations` map and
 * without the columns, the admin and public APIs answer them as before, and the step runs once:
 * a later start reads its marker and touches no item.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueHarness, startCatalogue } from './test-support';
import { CATALOGUE_UPGRADES, upgradeCatalogue } from './upgrade';

let h: CatalogueHarness;

beforeAll(async () => {
  h = await startCatalogue();
});
afterAll(async () => {
  h?.conn.set('debug', false);
  await h?.stop();
});

/** The collections and methods the database was asked for while `run` ran (mongoose's debug hook). */
async function commandsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  h.conn.set('debug', (collection: string, method: string) => calls.push(`${collection}.${method}`));
  try {
    await run();
  } finally {
    h.conn.set('debug', false);
  }
  return calls;
}

const COLUMNS = ['nameFr', 'descriptionFr', 'nameAr', 'descriptionAr'];

describe('the catalogue’s start upgrade', () => {
  it('moves the per-language columns into the translations map once', async () => {
    const now = new Date();
    // as the versions before the map stored them
    await h.conn.collection('styles').insertOne({
      id: 901,
      name: 'Old Shaker',
      description: 'Painted frames',
      nameFr: 'Shaker ancien',
      descriptionFr: 'Cadres peints',
      nameAr: 'شيكر قديم',
      descriptionAr: '',
      isActive: true,
      imageKey: null,
      createdAt: now,
      updatedAt: now,
    });
    await h.conn.collection('categories').insertOne({ id: 902, name: 'Old Tops', description: '', nameFr: 'Plans anciens', type: 'countertop', displayOrder: 0, isActive: true, createdAt: now, updatedAt: now });
    // an item from before translations existed stays without a map (the demo seed may still add its texts)
    await h.conn.collection('palettes').insertOne({ id: 903, name: 'Plain', description: '', colors: ['#fff'], isActive: true, imageKey: null, createdAt: now, updatedAt: now });

    await upgradeCatalogue(h.conn);

    const style = await h.conn.collection('styles').findOne({ id: 901 });
    expect(style?.translations).toEqual({ fr: { name: 'Shaker ancien', description: 'Cadres peints' }, ar: { name: 'شيكر قديم', description: '' } });
    for (const column of COLUMNS) expect(style, column).not.toHaveProperty(column);
    const category = await h.conn.collection('categories').findOne({ id: 902 });
    expect(category?.translations).toEqual({ fr: { name: 'Plans anciens', description: '' }, ar: { name: '', description: '' } });
    expect(category).not.toHaveProperty('nameFr');
    expect(await h.conn.collection('palettes').findOne({ id: 903 })).not.toHaveProperty('translations');
    expect(await h.conn.collection('upgrades').countDocuments({ _id: CATALOGUE_UPGRADES.translations as never })).toBe(1);

    // the APIs answer the moved texts as before
    const fr = (await (await h.app.request('/api/public/styles?locale=fr')).json()) as { id: number; name: string; description: string }[];
    expect(fr.find((s) => s.id === 901)).toMatchObject({ name: 'Shaker ancien', description: 'Cadres peints' });
    const ar = (await (await h.app.request('/api/public/styles?locale=ar')).json()) as { id: number; name: string; description: string }[];
    expect(ar.find((s) => s.id === 901)).toMatchObject({ name: 'شيكر قديم', description: 'Painted frames' });

    // a later start: one marker read, no item scanned; an old-shaped item written now stays as it is
    await h.conn.collection('styles').insertOne({ id: 904, name: 'Late', description: '', nameFr: 'Tardif', isActive: true, imageKey: null, createdAt: now, updatedAt: now });
    const calls = await commandsDuring(() => upgradeCatalogue(h.conn));
    expect(calls).toEqual(['upgrades.findOne']);
    expect(await h.conn.collection('styles').findOne({ id: 904 })).toMatchObject({ nameFr: 'Tardif' });
  });
});
