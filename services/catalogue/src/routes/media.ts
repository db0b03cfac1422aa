/**
 * GET /api/media/{key}?w=N: catalogue images from object storage, resized with sharp to the
 * snapped width in the negotiated format. Keys are random and never rewritten, so responses are
 * immutable (one-year cache); resized variants are kept in a bounded in-memory LRU (bytes). A
 * missing variant is encoded once however many requests ask for it meanwhile, in an encode slot
 * (images.ts: bounded concurrency, 503 when too many wait).
 */
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { HttpError, type ObjectStorage } from '@cabinetry/shared/server';
import { negotiateFormat, snapWidth } from '../domain/image-variant';
import { inEncodeSlot } from '../images';
import { MEDIA_KEY_PATTERN } from '../domain/views';

const CACHE_BYTES = 64 * 1024 * 1024;

interface Variant {
  body: Buffer;
  type: string;
}

export function mediaRoutes(storage: ObjectStorage): Hono {
  const app = new Hono();
  const variants = new LRUCache<string, Variant>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (v) => v.body.length || 1,
  });
  const encoding = new Map<string, Promise<Variant>>();

  async function encodeVariant(key: string, width: number | null, format: ReturnType<typeof negotiateFormat>): Promise<Variant> {
    let original: Buffer;
    try {
      original = await storage.get(key);
    } catch {
      throw new HttpError(404, 'Image not found', { code: 'not_found' });
    }
    const pipeline = sharp(original).rotate();
    if (width) pipeline.resize({ width, withoutEnlargement: true });
    const body = await pipeline.toFormat(format, { quality: format === 'avif' ? 55 : 78 }).toBuffer();
    return { body, type: `image/${format}` };
  }

  app.get('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    if (!MEDIA_KEY_PATTERN.test(key)) throw new HttpError(404, 'Image not found', { code: 'not_found' });
    let width: number | null;
    try {
      width = snapWidth(c.req.query('w'));
    } catch (err) {
      throw new HttpError(400, (err as Error).message, { code: 'invalid_request' });
    }
    const format = negotiateFormat(c.req.header('accept'));
    const cacheKey = `${key}|${width ?? 'orig'}|${format}`;
    let variant = variants.get(cacheKey);
    if (!variant) {
      let pending = encoding.get(cacheKey);
      if (!pending) {
        pending = inEncodeSlot(() => encodeVariant(key, width, format)).finally(() => encoding.delete(cacheKey));
        encoding.set(cacheKey, pending);
      }
      variant = await pending;
      variants.set(cacheKey, variant);
    }
    return c.body(new Uint8Array(variant.body), 200, {
      'Content-Type': variant.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}
