/**
 * GET /api/media/{key}?w=N: catalogue images from object storage, resized with sharp to the
 * snapped width in the negotiated format. Keys are random and never rewritten, so responses are
 * immutable (one-year cache); resized variants are kept in a bounded in-memory LRU (bytes).
 * A variant not in it:
 * - its original is read from storage outside any encode slot (one read per key at a time); a key
 *   storage does not have answers 404 and is remembered for MISSING_TTL_MS (a negative cache), so a
 *   flood of made-up names never waits for, nor takes, an encode slot from real images;
 * - the request spends the client's image-encodes budget (429 when spent; cached variants are free);
 * - it is encoded once however many requests ask for it meanwhile, in an encode slot (images.ts:
 *   bounded concurrency, 503 when too many wait).
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { CatalogueDeps, CatalogueHandlers } from '../deps';
import { negotiateFormat, snapWidth } from '../domain/image-variant';
import { inEncodeSlot } from '../images';
import { MEDIA_KEY_PATTERN } from '../domain/views';

const CACHE_BYTES = 64 * 1024 * 1024;
/** How long a key storage did not have is answered 404 without asking storage again (an image uploaded meanwhile has a new key). */
export const MISSING_TTL_MS = 10 * 60 * 1000;
const MISSING_KEYS = 100_000;

interface Variant {
  body: Buffer;
  type: string;
}

const notFound = () => new HttpError(404, 'Image not found', { code: 'not_found' });

/** True for storage's "no such object" (S3 NoSuchKey / NotFound). */
const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as { code?: string }).code ?? '');

export function mediaHandlers({ storage }: CatalogueDeps): Pick<CatalogueHandlers, 'getMedia'> {
  const variants = new LRUCache<string, Variant>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (v) => v.body.length || 1,
  });
  const missing = new LRUCache<string, true>({ max: MISSING_KEYS, ttl: MISSING_TTL_MS });
  const reading = new Map<string, Promise<Buffer>>();
  const encoding = new Map<string, Promise<Variant>>();

  /** The stored original of `key` (one storage read at a time per key); HttpError 404 when storage has none. */
  async function original(key: string): Promise<Buffer> {
    if (missing.has(key)) throw notFound();
    let pending = reading.get(key);
    if (!pending) {
      pending = storage.get(key).finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    try {
      return await pending;
    } catch (err) {
      if (isMissing(err)) missing.set(key, true);
      throw notFound();
    }
  }

  async function encodeVariant(original: Buffer, width: number | null, format: ReturnType<typeof negotiateFormat>): Promise<Variant> {
    const pipeline = sharp(original).rotate();
    if (width) pipeline.resize({ width, withoutEnlargement: true });
    const body = await pipeline.toFormat(format, { quality: format === 'avif' ? 55 : 78 }).toBuffer();
    return { body, type: `image/${format}` };
  }

  const getMedia: CatalogueHandlers['getMedia'] = async (c, { params: { key }, query, budget }) => {
    if (!MEDIA_KEY_PATTERN.test(key)) throw notFound();
    let width: number | null;
    try {
      width = snapWidth(query.w);
    } catch (err) {
      throw new HttpError(400, (err as Error).message, { code: 'invalid_request' });
    }
    const format = negotiateFormat(c.req.header('accept'));
    const cacheKey = `${key}|${width ?? 'orig'}|${format}`;
    let variant = variants.get(cacheKey);
    if (!variant) {
      const bytes = await original(key);
      await budget.spend(c);
      let pending = encoding.get(cacheKey);
      if (!pending) {
        pending = inEncodeSlot(() => encodeVariant(bytes, width, format)).finally(() => encoding.delete(cacheKey));
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
  };

  return { getMedia };
}
