/** The demo seed with its French and Arabic texts, against real MongoDB and S3. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueHarness, startCatalogue } from '../test-support';
import { buildDemoCatalogue, type DemoCatalogue } from './demo-data';
import { DEMO_TRANSLATIONS } from './demo-translations';
import { seedDemoCatalogueIfEmpty } from './seed';

let h: CatalogueHarness;
let demo: DemoCatalogue;

beforeAll(async () => {
  // drawing the images takes a while on a busy machine: once, here (the seed reuses it)
  [h, demo] = await Promise.all([startCatalogue(), buildDemoCatalogue()]);
});

afterAll(async () => {
  await h?.stop();
});

type Item = { id: number; name: string; description: string };
const list = async (path: string) => (await (await h.app.request(path)).json()) as Item[];

describe('demo seed translations', () => {
  it('translates every demo item, and nothing else', async () => {
    const names = [...demo.styles, ...demo.palettes, ...demo.categories, ...demo.materials].map((i) => i.name);
    expect(Object.keys(DEMO_TRANSLATIONS).sort()).toEqual([...new Set(names)].sort());
    for (const [name, texts] of Object.entries(DEMO_TRANSLATIONS)) {
      expect(Object.keys(texts).sort(), name).toEqual(['ar', 'fr']);
      for (const [locale, { name: translated, description }] of Object.entries(texts)) {
        expect(translated.trim(), `${name} ${locale} name`).not.toBe('');
        expect(description.trim(), `${name} ${locale} description`).not.toBe('');
      }
      expect(texts.ar?.name, name).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('seeds French and Arabic texts the public lists serve; a restart adds them to demo items stored before translations, and keeps staff edits', async () => {
    expect(await seedDemoCatalogueIfEmpty(h.deps.models, h.deps.counters, h.storage)).toBe(true);
    const fr = await list('/api/public/styles?locale=fr');
    expect(fr.find((s) => s.name === 'Shaker classique')).toMatchObject({ description: expect.stringContaining('boutons en laiton') });
    const ar = await list('/api/public/categories?type=countertop&locale=ar');
    expect(ar.map((c) => c.name)).toContain('أسطح العمل');

    // an installation seeded before translations: its documents have no translations at all
    await h.deps.models.palettes.collection.updateOne({ name: 'Coastal Blues' }, { $unset: { translations: '' } });
    // a staff edit that cleared the French name keeps it cleared
    await h.deps.models.palettes.updateOne({ name: 'Sage & Stone' }, { $set: { 'translations.fr.name': '' } });
    expect(await seedDemoCatalogueIfEmpty(h.deps.models, h.deps.counters, h.storage)).toBe(false);
    const coastal = await h.deps.models.palettes.findOne({ name: 'Coastal Blues' }).lean();
    expect(coastal?.translations).toMatchObject({ fr: { name: 'Bleus du littoral' }, ar: { name: 'أزرق ساحلي' } });
    expect((await h.deps.models.palettes.findOne({ name: 'Sage & Stone' }).lean())?.translations).toMatchObject({ fr: { name: '' }, ar: { name: 'مريمية وحجر' } });
  });
});
