/**
 * GET /api/media/{key}?w=N: catalogue images from object storage, resized with sharp to the
 * snapped width in the negotiated format. Keys are random and never rewritten, so responses are
 * immutable (one-year cache); resized variants are kept in a bounded in-memory LRU (bytes).
 */
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { HttpError, type ObjectStorage } from '@cabinetry/shared/server';
import { negotiateFormat, snapWidth } from '../domain/image-variant';
import { MEDIA_KEY_PATTERN } from '../domain/views';

const CACHE_BYTES = 64 * 1024 * 1024;

export function mediaRoutes(storage: ObjectStorage): Hono {
  const app = new Hono();
  const variants = new LRUCache<string, { body: Buffer; type: string }>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (v) => v.body.length || 1,
  });

  app.get('/:key{.+}', async (c) => {
    const key = c.req.param('key');
    if (!MEDIA_KEY_PATTERN.test(key)) throw new HttpError(404, 'Image not found');
    let width: number | null;
    try {
      width = snapWidth(c.req.query('w'));
    } catch (err) {
      throw new HttpError(400, (err as Error).message);
    }
    const format = negotiateFormat(c.req.header('accept'));
    const cacheKey = `${key}|${width ?? 'orig'}|${format}`;
    let variant = variants.get(cacheKey);
    if (!variant) {
      let original: Buffer;
      try {
        original = await storage.get(key);
      } catch {
        throw new HttpError(404, 'Image not found');
      }
      const pipeline = sharp(original).rotate();
      if (width) pipeline.resize({ width, withoutEnlargement: true });
      const body = await pipeline.toFormat(format, { quality: format === 'avif' ? 55 : 78 }).toBuffer();
      variant = { body, type: `image/${format}` };
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
