/**
 * AWS Signature Version 4 of an S3 request, checked as an S3 server does (the header form:
 * `Authorization: AWS4-HMAC-SHA256 Credential=KEY/DATE/REGION/s3/aws4_request, SignedHeaders=...,
 * Signature=...`), for the compose smoke run's S3 stand-in (s3rver accepts any signature). The
 * payload is taken as its `x-amz-content-sha256` header says, not hashed again.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignedRequest {
  method: string;
  /** The request target as sent: path and query, still encoded. */
  url: string;
  headers: IncomingHttpHeaders;
}

/** The access key an Authorization header names, if it is a SigV4 one. */
export function signingKeyId(headers: IncomingHttpHeaders): string | undefined {
  return /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\//.exec(headers.authorization ?? '')?.[1];
}

/** True when the request's SigV4 signature is the one `secretKey` makes. */
export function signatureValid({ method, url, headers }: SignedRequest, secretKey: string): boolean {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(headers.authorization ?? '');
  const amzDate = headers['x-amz-date'];
  if (!auth || typeof amzDate !== 'string') return false;
  const [, credential, signedHeaders, signature] = auth;
  const [, date, region, service, terminal] = credential.split('/');
  if (terminal !== 'aws4_request' || !amzDate.startsWith(date)) return false;
  const [path, query = ''] = url.split(/\?(.*)/s);
  const canonicalQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split(/=(.*)/s).map((part) => encode(decodeURIComponent((part ?? '').replace(/\+/g, '%20')))))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names.map((name) => `${name}:${String(headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const payload = String(headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  const canonicalRequest = [method, path, canonicalQuery, canonicalHeaders, signedHeaders, payload].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonicalRequest)].join('\n');
  const key = [date, region, service, 'aws4_request'].reduce<Buffer>((k, part) => hmac(k, part), Buffer.from(`AWS4${secretKey}`));
  const expected = hmac(key, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
