/** The public-list cache against real MongoDB, S3 and Redis: keys, ETag/304, and two replicas. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { catalogueDeps, type CatalogueDeps } from './deps';
import { etagMatches } from './public-cache';
import { type CatalogueHarness, multipart, pngImage, startCatalogue } from './test-support';

let h: CatalogueHarness;
/** A second replica: its own app and cache, the same database and Redis. */
let replica: { app: ReturnType<typeof createApp>; deps: CatalogueDeps };

beforeAll(async () => {
  h = await startCatalogue();
  const deps = catalogueDeps(h.deps.config, h.conn, h.storage, h.limits, () => undefined);
  replica = { app: createApp(deps), deps };
  await deps.publicCache.ready();
});

afterAll(async () => {
  await replica?.deps.publicCache.close();
  await h?.stop();
});

const names = async (res: Response) => ((await res.json()) as { name: string }[]).map((s) => s.name);
/** Adds a style straight to the database, behind every cache's back. */
const sneakStyle = (name: string, id: number) => h.deps.models.styles.create({ id, name, description: '', imageKey: null, isActive: true });

async function createStyle(name: string) {
  const form = multipart({ name, description: '', isActive: 'true' }, [['image', await pngImage(), 'x.png', 'image/png']]);
  const res = await h.app.request('/api/admin/styles', { method: 'POST', body: form, headers: h.authAs('editor') });
  expect(res.status).toBe(201);
}

describe('public catalogue cache', () => {
  it('answers with an ETag and a short public Cache-Control, and 304 to a matching If-None-Match', async () => {
    const first = await h.app.request('/api/public/palettes?activeOnly=true');
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=1');
    expect(first.headers.get('cdn-cache-control')).toBe('max-age=60, stale-while-revalidate=300');

    const again = await h.app.request('/api/public/palettes?activeOnly=true', { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect((await h.app.request('/api/public/palettes', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('keys entries on validated parameters only: unknown parameters and id order share one entry', async () => {
    expect(await names(await h.app.request('/api/public/styles?activeOnly=true'))).not.toContain('Sneaky');
    await sneakStyle('Sneaky', 900);
    // were junk parameters part of the key, these would be fresh entries showing 'Sneaky'
    for (const query of ['?junk=1', '?activeOnly=false&x=2', '?activeOnly=true&activeOnly=whatever']) {
      expect(await names(await h.app.request(`/api/public/styles${query}`))).not.toContain('Sneaky');
    }
    const a = await h.app.request('/api/public/materials?styleIds=2,1,1&activeOnly=true');
    const b = await h.app.request('/api/public/materials?styleIds=1,2&utm=x');
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect((await h.app.request('/api/public/materials?styleIds=1,x')).status).toBe(400);
    expect((await h.app.request('/api/public/categories?type=nonsense')).status).toBe(400);
  });

  it('an admin write in one replica empties the cache of the other within a second', async () => {
    expect(await names(await replica.app.request('/api/public/styles'))).toContain('Sneaky'); // replica's first read
    await sneakStyle('Hidden', 901);
    expect(await names(await replica.app.request('/api/public/styles'))).not.toContain('Hidden'); // served from its cache
    await createStyle('Announced');
    await expect
      .poll(async () => names(await replica.app.request('/api/public/styles')), { timeout: 1_000, interval: 20 })
      .toEqual(expect.arrayContaining(['Announced', 'Hidden']));
  });
});

describe('etagMatches', () => {
  it('compares weakly, accepts lists and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('*', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
  });
});
