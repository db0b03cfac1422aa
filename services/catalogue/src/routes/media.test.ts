/**
 * GET /api/media under a burst of requests for images not yet resized: each variant is encoded
 * once however many ask for it, at most ENCODE_SLOTS encodes run at once, and a flood beyond
 * MAX_WAITING_ENCODES waiting encodes answers 503 instead of queueing without bound. Storage is an
 * in-memory stand-in that counts reads and in-flight reads; sharp is real.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createServiceApp, type ObjectStorage } from '@cabinetry/shared/server';
import { ENCODE_SLOTS, MAX_WAITING_ENCODES } from '../images';
import { mediaRoutes } from './media';

async function countingStorage(keys: number) {
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a87' } }).png().toBuffer();
  const stored = new Map<string, Buffer>(Array.from({ length: keys }, () => [`styles/${randomUUID()}.png`, png]));
  const counts = { reads: 0, inFlight: 0, maxInFlight: 0 };
  const storage = {
    async get(key: string) {
      counts.reads++;
      counts.inFlight++;
      counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
      await new Promise(setImmediate); // other requests run while this read is in flight
      counts.inFlight--;
      return stored.get(key)!;
    },
  } as unknown as ObjectStorage;
  const app = createServiceApp({});
  app.route('/api/media', mediaRoutes(storage));
  return { app, keys: [...stored.keys()], counts };
}

describe('image variants under load', () => {
  it('encodes one variant once for 30 concurrent requests', async () => {
    const { app, keys, counts } = await countingStorage(1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.request(`/api/media/${keys[0]}?w=300`, { headers: { accept: 'image/webp' } })));
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));
    expect(counts.reads).toBe(1);
  });

  it('runs at most ENCODE_SLOTS encodes at once and answers 503 with Retry-After past MAX_WAITING_ENCODES waiting', async () => {
    const total = ENCODE_SLOTS + MAX_WAITING_ENCODES + 10;
    const { app, keys, counts } = await countingStorage(total);
    const answers = await Promise.all(keys.map((key) => app.request(`/api/media/${key}?w=150`, { headers: { accept: 'image/webp' } })));
    expect(counts.maxInFlight).toBeLessThanOrEqual(ENCODE_SLOTS);
    expect(answers.filter((r) => r.status === 200).length).toBe(ENCODE_SLOTS + MAX_WAITING_ENCODES);
    const refused = answers.filter((r) => r.status === 503);
    expect(refused.length).toBe(10);
    expect(refused.map((r) => r.headers.get('retry-after'))).toEqual(refused.map(() => '2'));
    expect(await refused[0].json()).toEqual({ error: 'Busy processing images: please try again shortly', code: 'unavailable' });
  });
});
