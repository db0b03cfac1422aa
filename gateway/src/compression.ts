/**
 * API answers compressed on their way through the gateway: JSON bodies over MIN_BYTES (or of
 * unknown length) go out brotli- or gzip-encoded when the client's Accept-Encoding allows it.
 * Images and anything already encoded pass as they are.
 */
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';

export const MIN_BYTES = 1024;
/** Brotli quality 4 compresses JSON about as well as gzip -6 at a fraction of the default (11) cost. */
const BROTLI_QUALITY = 4;

/** The encoding to use for this Accept-Encoding: 'br', 'gzip' or null (neither accepted, or q=0). */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([coding]) => coding.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * For a compressible answer, rewrites `headers` (Content-Encoding set, Content-Length dropped,
 * Vary: Accept-Encoding, a strong ETag made weak as the bytes change) and returns the compressor
 * to write the body through; otherwise leaves `headers` alone and returns null.
 */
export function compressorFor(acceptEncoding: string | undefined, status: number, headers: Record<string, string | string[]>): BrotliCompress | Gzip | null {
  const type = String(headers['content-type'] ?? '');
  const length = headers['content-length'] === undefined ? Infinity : Number(headers['content-length']);
  if (status === 204 || status === 304 || headers['content-encoding'] || !/^application\/([\w.+-]+\+)?json\b/i.test(type) || length < MIN_BYTES) return null;
  const encoding = negotiateEncoding(acceptEncoding);
  if (!encoding) return null;
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  headers['vary'] = headers['vary'] ? `${String(headers['vary'])}, Accept-Encoding` : 'Accept-Encoding';
  const etag = headers['etag'];
  if (typeof etag === 'string' && !etag.startsWith('W/')) headers['etag'] = `W/${etag}`;
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : createGzip();
}
