/**
 * Catalogue content in French and Arabic (docs/product.md §11) against real MongoDB, S3 and Redis:
 * staff save translations (same limits as English), the public lists answer in `?locale=` with
 * English per field where nothing is translated, and the cache and ETags key on the language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { type CatalogueHarness, multipart, pngImage, startCatalogue } from '../test-support';

let h: CatalogueHarness;
let editor: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  h = await startCatalogue();
  editor = h.authAs('editor');
  admin = h.authAs('admin');
});

afterAll(async () => {
  await h?.stop();
});

const send = async (method: string, path: string, fields: Record<string, string | string[]>, withImage = true) =>
  h.app.request(`/api/admin${path}`, {
    method,
    body: multipart(fields, withImage ? [['image', await pngImage(), 'x.png', 'image/png']] : []),
    headers: editor,
  });
type Item = { id: number; name: string; description?: string };
const publicList = async (path: string) => (await json(await h.app.request(path))) as Item[];
const byId = (items: Item[], id: number) => items.find((i) => i.id === id);

describe('catalogue translations', () => {
  it('saves French and Arabic texts on styles, palettes, materials and categories; the public lists answer per locale, falling back to English per field', async () => {
    const styleRes = await send('POST', '/styles', { name: 'Coastal', description: 'Light and airy', nameFr: ' Côtier ', descriptionFr: 'Clair et aéré', nameAr: 'ساحلي' });
    expect(styleRes.status).toBe(201);
    const style = await json(styleRes);
    expect(style).toMatchObject({ name: 'Coastal', nameFr: 'Côtier', descriptionFr: 'Clair et aéré', nameAr: 'ساحلي', descriptionAr: '' });
    // stored as one map by language, no column per language
    const stored = await h.conn.collection('styles').findOne({ id: style.id });
    expect(stored?.translations).toEqual({ fr: { name: 'Côtier', description: 'Clair et aéré' }, ar: { name: 'ساحلي', description: '' } });
    expect(stored).not.toHaveProperty('nameFr');

    const palette = await json(await send('POST', '/palettes', { name: 'Warm', colorsJson: '["#aa5500"]', descriptionAr: 'ألوان دافئة' }, false));
    expect(palette).toMatchObject({ nameFr: '', descriptionAr: 'ألوان دافئة' });

    const categoryRes = await h.app.request(
      '/api/admin/categories',
      jsonInit('POST', { name: 'Worktops', type: 'countertop', nameFr: 'Plans de travail', nameAr: 'أسطح العمل' }, admin),
    );
    expect(categoryRes.status).toBe(201);
    const category = await json(categoryRes);

    const material = await json(
      await send('POST', '/materials', { name: 'Oak', description: 'Solid oak', nameFr: 'Chêne', styleIds: [String(style.id)], categoryId: String(category.id) }),
    );
    expect(material).toMatchObject({ nameFr: 'Chêne', descriptionFr: '', styleIds: [style.id] });
    expect(await json(await h.app.request(`/api/admin/materials/${material.id}`, { headers: editor }))).toMatchObject({ nameFr: 'Chêne' });

    expect(byId(await publicList('/api/public/styles?activeOnly=true'), style.id)).toMatchObject({ name: 'Coastal', description: 'Light and airy' });
    expect(byId(await publicList('/api/public/styles?locale=en'), style.id)).toMatchObject({ name: 'Coastal', description: 'Light and airy' });
    expect(byId(await publicList('/api/public/styles?activeOnly=true&locale=fr'), style.id)).toMatchObject({ name: 'Côtier', description: 'Clair et aéré' });
    // no Arabic description: that field alone stays English
    expect(byId(await publicList('/api/public/styles?locale=ar'), style.id)).toMatchObject({ name: 'ساحلي', description: 'Light and airy' });
    expect(byId(await publicList('/api/public/palettes?locale=ar'), palette.id)).toMatchObject({ name: 'Warm', description: 'ألوان دافئة' });
    expect(byId(await publicList('/api/public/palettes?locale=fr'), palette.id)).toMatchObject({ name: 'Warm', description: '' });
    expect(byId(await publicList('/api/public/categories?type=countertop&locale=ar'), category.id)).toMatchObject({ name: 'أسطح العمل' });
    expect(byId(await publicList(`/api/public/materials?styleIds=${style.id}&locale=fr`), material.id)).toMatchObject({ name: 'Chêne', description: 'Solid oak' });
    expect(byId(await publicList(`/api/public/materials?styleIds=${style.id}&locale=ar`), material.id)).toMatchObject({ name: 'Oak', description: 'Solid oak' });

    // an edit that clears a translation brings the English back
    const edited = await send('PUT', `/styles/${style.id}`, { name: 'Coastal', description: 'Light and airy', nameFr: '', descriptionFr: 'Clair' }, false);
    expect(edited.status).toBe(200);
    await expect
      .poll(async () => byId(await publicList('/api/public/styles?locale=fr'), style.id), { timeout: 2_000, interval: 50 })
      .toMatchObject({ name: 'Coastal', description: 'Clair' });

    const updatedCategory = await h.app.request(`/api/admin/categories/${category.id}`, jsonInit('PUT', { name: 'Worktops', type: 'countertop', descriptionFr: 'Pierre, bois' }, admin));
    expect(await json(updatedCategory)).toMatchObject({ nameFr: '', descriptionFr: 'Pierre, bois', nameAr: '' });
  });

  it('holds translations to the English limits and refuses an unknown locale', async () => {
    const longName = await send('POST', '/styles', { name: 'Long', nameAr: 'ب'.repeat(101) });
    expect(longName.status).toBe(400);
    expect(await json(longName)).toMatchObject({ error: 'nameAr: Arabic name must be at most 100 characters', details: { fields: { nameAr: 'Arabic name must be at most 100 characters' } } });
    const longDescription = await h.app.request('/api/admin/categories', jsonInit('POST', { name: 'X', type: 'countertop', descriptionFr: 'x'.repeat(1001) }, admin));
    expect(longDescription.status).toBe(400);
    expect((await json(longDescription)).error).toMatch(/French description must be at most 1000 characters/);
    expect((await send('POST', '/styles', { name: 'Fits', nameFr: 'é'.repeat(100), descriptionAr: 'ت'.repeat(1000) })).status).toBe(201);

    const unknown = await h.app.request('/api/public/styles?locale=de');
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error).toMatch(/must be one of en, fr, ar/);
  });

  it('keys the public cache and ETags on the locale: a French request after an English one gets French', async () => {
    const style = await json(await send('POST', '/styles', { name: 'Shaker', nameFr: 'Shaker à cadre', nameAr: 'شيكر' }));
    const en = await h.app.request('/api/public/styles');
    const fr = await h.app.request('/api/public/styles?locale=fr');
    const ar = await h.app.request('/api/public/styles?locale=ar');
    const etags = [en, fr, ar].map((r) => r.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    expect(byId((await en.json()) as Item[], style.id)?.name).toBe('Shaker');
    expect(byId((await fr.json()) as Item[], style.id)?.name).toBe('Shaker à cadre');
    expect(byId((await ar.json()) as Item[], style.id)?.name).toBe('شيكر');
    // an English validator does not revalidate the French list
    expect((await h.app.request('/api/public/styles?locale=fr', { headers: { 'if-none-match': etags[0]! } })).status).toBe(200);
    expect((await h.app.request('/api/public/styles?locale=fr', { headers: { 'if-none-match': etags[1]! } })).status).toBe(304);
  });
});
