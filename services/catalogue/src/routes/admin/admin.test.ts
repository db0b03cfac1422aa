/** docs/product.md §7 admin catalogue routes against real MongoDB and real S3 storage (s3rver/MinIO). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { CATALOGUE_IMAGE_TYPES } from '@cabinetry/shared/contracts';
import { type CatalogueHarness, multipart, pngImage, startCatalogue } from '../../test-support';

let h: CatalogueHarness;
let editor: { authorization: string };
let admin: { authorization: string };
let png: Buffer;

beforeAll(async () => {
  h = await startCatalogue();
  editor = h.authAs('editor');
  admin = h.authAs('admin');
  png = await pngImage(3000, 1500);
});

afterAll(async () => {
  await h?.stop();
});

const send = (method: string, path: string, body: FormData, auth = editor) => h.app.request(`/api/admin${path}`, { method, body, headers: auth });
const get = (path: string, auth = editor) => h.app.request(path, { headers: auth });
const keyOf = (imageUrl: string) => imageUrl.replace('/api/media/', '');
const pngFile = (bytes = png): [string, Buffer, string, string] => ['image', bytes, 'oak.png', 'image/png'];

async function createStyle(name: string, isActive = 'true') {
  const res = await send('POST', '/styles', multipart({ name, description: `${name} description`, isActive }, [pngFile()]));
  expect(res.status).toBe(201);
  return json(res);
}

async function createMaterial(fields: Record<string, string | string[]>) {
  const res = await send('POST', '/materials', multipart({ description: '', price: '€€', isActive: 'true', ...fields }, [pngFile(await pngImage(120, 90))]));
  expect(res.status).toBe(201);
  return json(res);
}

describe('admin styles', () => {
  it('creates a style from a PNG: stored as WebP at most 2000 px wide, public at once, resized on demand', async () => {
    const style = await createStyle('Coastal');
    expect(style).toEqual({ id: expect.any(Number), name: 'Coastal', description: 'Coastal description', nameFr: '', descriptionFr: '', nameAr: '', descriptionAr: '', imageUrl: expect.stringMatching(/^\/api\/media\/styles\/[0-9a-f-]{36}\.webp$/), isActive: true });

    const stored = await sharp(await h.storage.get(keyOf(style.imageUrl))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 2000, height: 1000 });

    const publicList = await get('/api/public/styles?activeOnly=true');
    expect(publicList.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=1');
    expect(publicList.headers.get('cdn-cache-control')).toBe('max-age=60, stale-while-revalidate=300');
    expect(await json(publicList)).toContainEqual({ id: style.id, name: 'Coastal', description: 'Coastal description', imageUrl: style.imageUrl });

    const media = await h.app.request(`${style.imageUrl}?w=400`, { headers: { accept: 'image/webp' } });
    expect(media.status).toBe(200);
    expect((await sharp(Buffer.from(await media.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('takes every type of the shared image list (TIFF, GIF, AVIF, WebP, SVG...), stored as WebP; an SVG keeps none of its markup', async () => {
    const base = () => sharp({ create: { width: 30, height: 20, channels: 3, background: '#7a4e2d' } });
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><script>alert(1)</script><rect width="30" height="20" fill="#7a4e2d"/></svg>');
    const files: [string, Buffer, string][] = [
      ['image/tiff', await base().tiff().toBuffer(), 'scan.tiff'],
      ['image/gif', await base().gif().toBuffer(), 'swatch.gif'],
      ['image/avif', await base().avif().toBuffer(), 'photo.avif'],
      ['image/webp', await base().webp().toBuffer(), 'photo.webp'],
      ['image/jpeg', await base().jpeg().toBuffer(), 'photo.jpg'],
      ['image/svg+xml', svg, 'logo.svg'],
    ];
    expect(files.map(([mime]) => mime).sort()).toEqual(CATALOGUE_IMAGE_TYPES.map((t) => t.mime).filter((m) => m !== 'image/png').sort());
    for (const [mime, bytes, name] of files) {
      const res = await send('POST', '/styles', multipart({ name: `From ${name}` }, [['image', bytes, name, mime]]));
      expect(res.status, name).toBe(201);
      const stored = await h.storage.get(keyOf((await json(res)).imageUrl));
      expect((await sharp(stored).metadata()).format, name).toBe('webp');
      expect(stored.toString('latin1')).not.toContain('<script');
    }
  });

  it('refuses files that are not images by their content (415), a missing image and a missing name (400)', async () => {
    const fake = await send('POST', '/styles', multipart({ name: 'Fake' }, [['image', Buffer.from('not an image at all'), 'fake.png', 'image/png']]));
    expect(fake.status).toBe(415);
    expect(await json(fake)).toEqual({ error: 'Please select a valid image file.', code: 'unsupported_media_type' });

    const plain = await h.app.request('/api/admin/styles', { method: 'POST', headers: { ...editor, 'content-type': 'text/plain' }, body: 'name=Plain' });
    expect({ status: plain.status, code: (await json(plain)).code }).toEqual({ status: 415, code: 'unsupported_media_type' });

    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(64)]);
    expect((await send('POST', '/styles', multipart({ name: 'Bmp' }, [['image', bmp, 'x.bmp', 'image/bmp']]))).status).toBe(415);

    const noImage = await send('POST', '/styles', multipart({ name: 'No image', isActive: 'true' }));
    expect(noImage.status).toBe(400);
    expect(await json(noImage)).toEqual({ error: 'Please select an image for the design style.', code: 'style_image_required' });

    const noName = await send('POST', '/styles', multipart({ name: '  ', isActive: 'maybe' }, [pngFile()]));
    expect(noName.status).toBe(400);
    const body = await json(noName);
    expect(body.code).toBe('invalid_request');
    expect(body.details.fields).toMatchObject({ name: 'Name is required' });
    expect(body.details.issues).toEqual(
      expect.arrayContaining([
        { code: 'invalid_value', path: ['name'], expected: 'string', received: 'string', message: 'Name is required' },
        expect.objectContaining({ code: 'invalid_type', path: ['isActive'], expected: 'boolean', received: 'string' }),
      ]),
    );
    expect(await h.deps.models.styles.countDocuments({ name: { $in: ['Fake', 'Svg', 'No image'] } })).toBe(0);
  });

  it('refuses an image over 10 MB (413)', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await send('POST', '/styles', multipart({ name: 'Huge' }, [pngFile(huge)]));
    expect(res.status).toBe(413);
  });

  it('hides inactive styles from the wizard until they are activated; a new image replaces the old object', async () => {
    const style = await createStyle('Hidden', 'false');
    const names = async () => (await json(await get('/api/public/styles'))).map((s: { name: string }) => s.name);
    expect(await names()).not.toContain('Hidden');
    expect((await json(await get('/api/admin/styles'))).map((s: { name: string }) => s.name)).toContain('Hidden');

    const kept = await send('PUT', `/styles/${style.id}`, multipart({ name: 'Hidden', description: '', isActive: 'true', imageUrl: style.imageUrl }));
    expect(kept.status).toBe(200);
    expect((await json(kept)).imageUrl).toBe(style.imageUrl);
    expect(await names()).toContain('Hidden');

    const replaced = await json(await send('PUT', `/styles/${style.id}`, multipart({ name: 'Shown', isActive: 'true' }, [pngFile(await pngImage(50, 50))])));
    expect(replaced.imageUrl).not.toBe(style.imageUrl);
    expect(await h.objectExists(keyOf(replaced.imageUrl))).toBe(true);
    expect(await h.objectExists(keyOf(style.imageUrl))).toBe(false);
  });

  it('deletes a style image, then the style (unknown ids answer 404)', async () => {
    const style = await createStyle('Short-lived');
    const noImage = await h.app.request(`/api/admin/styles/${style.id}/image`, { method: 'DELETE', headers: editor });
    expect(await json(noImage)).toMatchObject({ id: style.id, imageUrl: '' });
    expect(await h.objectExists(keyOf(style.imageUrl))).toBe(false);

    expect((await h.app.request(`/api/admin/styles/${style.id}`, { method: 'DELETE', headers: editor })).status).toBe(200);
    expect((await h.app.request(`/api/admin/styles/${style.id}`, { method: 'DELETE', headers: editor })).status).toBe(404);
    expect((await send('PUT', '/styles/999999', multipart({ name: 'x' }))).status).toBe(404);
  });
});

describe('admin palettes', () => {
  it('takes colours as colorsJson and/or colors[0..n] (other spellings and the text undefined are refused), needs at least one, image optional', async () => {
    const fromJson = await send('POST', '/palettes', multipart({ name: 'Warm', colorsJson: JSON.stringify(['#aa5500', '#ffffff']), isActive: 'true' }));
    expect(fromJson.status).toBe(201);
    const palette = await json(fromJson);
    expect(palette).toEqual({ id: expect.any(Number), name: 'Warm', description: '', nameFr: '', descriptionFr: '', nameAr: '', descriptionAr: '', colors: ['#aa5500', '#ffffff'], imageUrl: '', isActive: true });

    const edited = await send('PUT', `/palettes/${palette.id}`, multipart({ name: 'Warm', colorsJson: '["#000000","rgb(1, 2, 3)"]', isActive: 'true' }, [pngFile(await pngImage(40, 40))]));
    expect(await json(edited)).toMatchObject({ colors: ['#000000', 'rgb(1, 2, 3)'], imageUrl: expect.stringMatching(/^\/api\/media\/palettes\//) });

    // the spec's form: colorsJson beside colors[0..n], the kept image's URL on an edit
    const specForm = await send('PUT', `/palettes/${palette.id}`, multipart({ name: 'Warm', description: '', colorsJson: '["#123456","#abcdef"]', 'colors[0]': '#123456', 'colors[1]': '#abcdef', isActive: 'true', imageUrl: '/api/media/x' }));
    expect(specForm.status, await specForm.clone().text()).toBe(200);
    expect(await json(specForm)).toMatchObject({ colors: ['#123456', '#abcdef'], imageUrl: expect.stringMatching(/^\/api\/media\/palettes\//) });
    const indexedOnly = await send('POST', '/palettes', multipart({ name: 'Indexed', 'colors[0]': '#010101', 'colors[1]': '#020202' }));
    expect(indexedOnly.status).toBe(201);
    expect((await json(indexedOnly)).colors).toEqual(['#010101', '#020202']);
    const disagreeing = await send('PUT', `/palettes/${palette.id}`, multipart({ name: 'Warm', colorsJson: '["#123456"]', 'colors[0]': '#654321' }));
    expect(disagreeing.status).toBe(400);
    expect(await json(disagreeing)).toMatchObject({ code: 'invalid_request', error: 'colorsJson and colors[0..n] name different colors' });
    const edited2 = await send('PUT', `/palettes/${palette.id}`, multipart({ name: 'Warm', colorsJson: '["#000000","rgb(1, 2, 3)"]', isActive: 'true' }));
    expect(edited2.status).toBe(200);

    for (const [field, value] of [['colors', '#111111'], ['colors[]', '#111111'], ['colors[01]', '#111111']]) {
      const other = await send('PUT', `/palettes/${palette.id}`, multipart({ name: 'Warm', colorsJson: '["#222222"]', [field]: value }));
      expect(other.status, field).toBe(400);
      expect(await json(other)).toMatchObject({ code: 'invalid_request', error: expect.stringContaining(`Unknown field '${field}'`) });
    }
    const undefinedText = await send('PUT', `/palettes/${palette.id}`, multipart({ name: 'Warm', colorsJson: '["#222222"]', description: 'undefined' }));
    expect(await json(undefinedText)).toMatchObject({ error: "'description' holds the text 'undefined'" });
    expect(await json(await send('PUT', `/palettes/${palette.id}`, multipart({ name: 'Warm', colorsJson: 'undefined' })))).toMatchObject({ code: 'invalid_request' });
    expect((await h.deps.models.palettes.findOne({ id: palette.id }).lean())?.colors).toEqual(['#000000', 'rgb(1, 2, 3)']);

    const none = await send('POST', '/palettes', multipart({ name: 'Empty', colorsJson: '[]' }));
    expect(none.status).toBe(400);
    expect((await json(none)).error).toBe('colors: At least one color is required');

    expect((await json(await get('/api/public/palettes'))).map((p: { name: string }) => p.name)).toContain('Warm');
    expect((await h.app.request(`/api/admin/palettes/${palette.id}`, { method: 'DELETE', headers: editor })).status).toBe(200);
  });
});

describe('admin categories and materials', () => {
  it('lets admins manage categories; deleting one makes its materials Multi-purpose', async () => {
    const created = await h.app.request('/api/admin/categories', jsonInit('POST', { name: 'Doors B', description: '', type: 'kitchen_lower', displayOrder: 2, isActive: true }, admin));
    expect(created.status).toBe(201);
    const first = await json(await h.app.request('/api/admin/categories', jsonInit('POST', { name: 'Doors A', type: 'kitchen_lower', displayOrder: 1 }, admin)));
    expect(first).toEqual({ id: expect.any(Number), name: 'Doors A', description: '', nameFr: '', descriptionFr: '', nameAr: '', descriptionAr: '', type: 'kitchen_lower', displayOrder: 1, isActive: true });
    const second = await json(created);

    const badType = await h.app.request('/api/admin/categories', jsonInit('POST', { name: 'X', type: 'garage' }, admin));
    expect((await json(badType)).error).toBe('type: Type is required');

    const list = await json(await get('/api/admin/categories?activeOnly=false&type=kitchen_lower'));
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Doors A', 'Doors B']);

    const material = await createMaterial({ name: 'Oak', categoryId: String(second.id), styleIdsEmpty: 'true' });
    expect(material.categoryId).toBe(second.id);
    const deleted = await h.app.request(`/api/admin/categories/${second.id}`, { method: 'DELETE', headers: admin });
    expect(await json(deleted)).toMatchObject({ success: true, materialsMovedToMultiPurpose: 1, message: expect.stringContaining('Multi-purpose') });
    expect((await json(await get(`/api/admin/materials/${material.id}`))).categoryId).toBeNull();
  });

  it('creates, filters, edits, duplicates (copying the image to a new key) and deletes materials', async () => {
    const style = await createStyle('Industrial');
    const category = await json(await h.app.request('/api/admin/categories', jsonInit('POST', { name: 'Tops', type: 'countertop', displayOrder: 0, isActive: true }, admin)));

    const noImage = await send('POST', '/materials', multipart({ name: 'Concrete', price: '€€' }));
    expect(await json(noImage)).toEqual({ error: 'Please select an image for the material.', code: 'material_image_required' });
    const badStyle = await send('POST', '/materials', multipart({ name: 'Concrete', styleIds: '424242' }, [pngFile()]));
    expect({ status: badStyle.status, body: await json(badStyle) }).toEqual({ status: 400, body: { error: 'Unknown style in styleIds', code: 'unknown_style' } });
    const badCategory = await send('POST', '/materials', multipart({ name: 'Concrete', categoryId: '424242' }, [pngFile()]));
    expect({ status: badCategory.status, body: await json(badCategory) }).toEqual({
      status: 400,
      body: { error: 'Unknown category 424242', code: 'unknown_category', details: { categoryId: 424242 } },
    });

    const material = await createMaterial({ name: 'Concrete', categoryId: String(category.id), price: '€€€', styleIds: [String(style.id)] });
    expect(material).toMatchObject({ name: 'Concrete', categoryId: category.id, price: '€€€', styleIds: [style.id], isActive: true });
    const multi = await createMaterial({ name: 'Plain', categoryId: '0', styleIds: [String(style.id)] });
    expect(multi).toMatchObject({ categoryId: null, styleIds: [style.id] });
    const otherSpellings: Record<string, string>[] = [{ 'styleIds[]': String(style.id) }, { styleIds: `${style.id},${style.id}` }, { styleIdsEmpty: 'true', styleIds: String(style.id) }, { categoryId: 'null' }, { categoryId: 'undefined' }, { categoryId: '' }];
    for (const fields of otherSpellings) {
      const res = await send('POST', '/materials', multipart({ name: 'Other spelling', price: '€', ...fields }, [pngFile()]));
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }

    const inCategory = await json(await get(`/api/admin/materials?activeOnly=true&categoryId=${category.id}`));
    expect(inCategory.map((m: { name: string }) => m.name)).toEqual(['Concrete']);
    const forStyle = await json(await get(`/api/public/materials?styleIds=${style.id}&activeOnly=true`));
    expect(forStyle.map((m: { name: string }) => m.name).sort()).toEqual(['Concrete', 'Plain']);

    const edited = await send('PUT', `/materials/${material.id}`, multipart({ name: 'Concrete', categoryId: String(category.id), price: '€', isActive: 'false', styleIdsEmpty: 'true' }));
    expect(await json(edited)).toMatchObject({ price: '€', isActive: false, styleIds: [], imageUrl: material.imageUrl });
    expect((await json(await get('/api/public/materials'))).map((m: { name: string }) => m.name)).not.toContain('Concrete');

    const copy = await send('POST', '/materials/duplicate', multipart({ name: 'Concrete (copy)', categoryId: String(category.id), price: '€', isActive: 'true', styleIdsEmpty: 'true', duplicateFromUrl: material.imageUrl }));
    expect(copy.status).toBe(201);
    const duplicate = await json(copy);
    expect(duplicate).toMatchObject({ name: 'Concrete (copy)', categoryId: category.id });
    expect(duplicate.id).not.toBe(material.id);
    expect(duplicate.imageUrl).not.toBe(material.imageUrl);
    expect(await h.objectExists(keyOf(duplicate.imageUrl))).toBe(true);
    const [a, b] = await Promise.all([material, duplicate].map(async (m) => sharp(await h.storage.get(keyOf(m.imageUrl))).metadata()));
    expect([b.width, b.height]).toEqual([a.width, a.height]);

    for (const foreign of ['https://evil.example/x.png', '/api/media/../../etc/passwd', '/api/public/styles']) {
      const refused = await send('POST', '/materials/duplicate', multipart({ name: 'Nope', duplicateFromUrl: foreign }));
      expect({ status: refused.status, code: (await json(refused)).code }).toEqual({ status: 400, code: 'invalid_request' });
    }

    const gone = await h.app.request(`/api/admin/materials/${material.id}`, { method: 'DELETE', headers: editor });
    expect(gone.status).toBe(200);
    expect(await h.objectExists(keyOf(material.imageUrl))).toBe(false);
    expect(await h.objectExists(keyOf(duplicate.imageUrl))).toBe(true);
    expect((await get(`/api/admin/materials/${material.id}`)).status).toBe(404);
  });

  it('drops a deleted style from the materials that listed it', async () => {
    const style = await createStyle('Doomed');
    const material = await createMaterial({ name: 'Linked', styleIds: [String(style.id)] });
    await h.app.request(`/api/admin/styles/${style.id}`, { method: 'DELETE', headers: editor });
    expect((await json(await get(`/api/admin/materials/${material.id}`))).styleIds).toEqual([]);
  });
});
