/**
 * Catalogue images uploaded by staff (docs/product.md §5 Style/Palette/Material: 'Please select a valid image
 * file.'): checked by content (file-type sniffing, or an SVG document; the type must be one of
 * CATALOGUE_IMAGE_TYPES, and sharp must decode it), at most CATALOGUE_IMAGE_MAX_BYTES, normalised to
 * WebP no wider than MAX_IMAGE_WIDTH px (EXIF orientation applied, metadata dropped; an SVG is
 * rasterised, so nothing of its markup is kept) and stored under a random key.
 * Every encode (uploads here, resized variants in routes/media.ts) takes one of ENCODE_SLOTS slots.
 */
import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CATALOGUE_IMAGE_MAX_BYTES, CATALOGUE_IMAGE_TYPES } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import { boundedQueue } from '@cabinetry/shared/server/bounded-queue';

export const MAX_IMAGE_WIDTH = 2000;
export const INVALID_IMAGE = 'Please select a valid image file.';
const ACCEPTED = new Set<string>(CATALOGUE_IMAGE_TYPES.map((t) => t.mime));

/** The content's image type: sniffed from its bytes, or 'image/svg+xml' for an SVG document. */
async function contentType(bytes: Buffer): Promise<string | undefined> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && sniffed.mime !== 'application/xml') return sniffed.mime;
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head) ? 'image/svg+xml' : undefined;
}

/** Image encodes running at once: one per core (sharp itself is multi-threaded per image). */
export const ENCODE_SLOTS = availableParallelism();
/** Encodes allowed to wait for a slot; beyond that 503, so a flood of variant requests queues no unbounded memory. */
export const MAX_WAITING_ENCODES = 32;
/** The 503's Retry-After (s): about the time the slots take to work through a full queue of typical images. */
export const ENCODE_RETRY_AFTER_SECONDS = 2;
const encodeSlots = boundedQueue({
  slots: ENCODE_SLOTS,
  maxWaiting: MAX_WAITING_ENCODES,
  retryAfterSeconds: ENCODE_RETRY_AFTER_SECONDS,
  busyMessage: 'Busy processing images: please try again shortly',
});

/**
 * Runs `encode` (which should load its input itself, so waiting encodes hold no image bytes) when
 * one of ENCODE_SLOTS is free; HttpError 503 with Retry-After when MAX_WAITING_ENCODES are already waiting.
 */
export function inEncodeSlot<T>(encode: () => Promise<T>): Promise<T> {
  return encodeSlots.run(encode);
}

/** Decodes `bytes` as one of the accepted formats and re-encodes it as WebP; HttpError 413/415 otherwise. */
export async function normaliseImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > CATALOGUE_IMAGE_MAX_BYTES) throw new HttpError(413, 'The image must be at most 10 MB.', { code: 'body_too_large' });
  const type = await contentType(bytes);
  if (!type || !ACCEPTED.has(type)) throw new HttpError(415, INVALID_IMAGE, { code: 'unsupported_media_type' });
  try {
    return await inEncodeSlot(() =>
      sharp(bytes, { limitInputPixels: 100_000_000 }).rotate().resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    );
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(415, INVALID_IMAGE, { code: 'unsupported_media_type' });
  }
}

/** Checks and stores an uploaded file under `{prefix}/{uuid}.webp`; returns the key. */
export async function storeUploadedImage(storage: ObjectStorage, prefix: string, file: File): Promise<string> {
  if (file.size > CATALOGUE_IMAGE_MAX_BYTES) throw new HttpError(413, 'The image must be at most 10 MB.', { code: 'body_too_large' });
  const webp = await normaliseImage(Buffer.from(await file.arrayBuffer()));
  return storage.put(prefix, webp, 'image/webp', '.webp');
}

/** Copies the stored image `key` to a new random key under `prefix`; 400 when the source is gone. */
export async function copyStoredImage(storage: ObjectStorage, prefix: string, key: string): Promise<string> {
  let original: Buffer;
  try {
    original = await storage.get(key);
  } catch {
    throw new HttpError(400, 'The image to duplicate no longer exists', { code: 'invalid_request' });
  }
  return storage.put(prefix, await normaliseImage(original), 'image/webp', '.webp');
}

/** Removes a stored image; a failure is logged, not thrown (the catalogue change already happened). */
export async function discardImage(storage: ObjectStorage, key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await storage.remove(key);
  } catch (err) {
    logger.warn({ err, key }, 'could not remove a catalogue image from storage');
  }
}

/**
 * Runs `save` for a catalogue change that references the freshly stored image `newKey` (null = no
 * new image); when `save` fails the new image is removed again, so storage keeps no orphan.
 */
export async function saveWithImage<T>(storage: ObjectStorage, newKey: string | null, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    await discardImage(storage, newKey);
    throw err;
  }
}
