/**
 * Stand-in for the `s3` service (SeaweedFS) in the compose smoke run. The S3 API (port 8333) is
 * s3rver (buckets in <dir>/buckets; it checks no SigV4 signature itself) behind the checks SeaweedFS
 * makes: the request's SigV4 Authorization header must be signed with the secret of a known access
 * key (sigv4.ts; presigned URLs and anonymous requests are refused), and that key's identity must
 * allow the action: `Admin` anything, `Read`/`List`/`Write` on every bucket, or `Read:<bucket>`,
 * `List:<bucket>`, `Write:<bucket>` on that one; creating or listing buckets is Admin only.
 * GET /healthz answers 200. Identities and buckets are managed as SeaweedFS's `weed shell`
 * does (`s3.configure`, `s3.bucket.create`, `s3.bucket.list`), sent by the `weed` stand-in to
 * POST /shell on the master port (9333); identities persist in <dir>/identities.json, in SeaweedFS's
 * identity.json shape. The filer port (8888) answers GET /buckets/<bucket>/<key> with the object and
 * no credentials at all, as SeaweedFS's filer does: why nothing but the S3 port may be reachable.
 */
import S3rver from 's3rver';
import account from 's3rver/lib/models/account.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { signatureValid, signingKeyId } from './sigv4';

interface Identity {
  name: string;
  credentials: { accessKey: string; secretKey: string }[];
  actions: string[];
}

export interface S3StandIn {
  /** Port of the S3 API. */
  port: number;
  /** Port of the `weed shell` endpoint. */
  masterPort: number;
  /** Port of the filer (unauthenticated reads). */
  filerPort: number;
  close(): Promise<void>;
}

const xmlError = (res: ServerResponse, status: number, code: string, message: string) =>
  res
    .writeHead(status, { 'content-type': 'application/xml' })
    .end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);

/** The SeaweedFS action a request needs, and on which bucket ('' for the service itself). */
function actionOf(method: string, url: URL): { action: string; bucket: string } {
  const [bucket = '', ...key] = url.pathname.slice(1).split('/');
  const objectLevel = key.join('/') !== '';
  if (bucket === '' || (!objectLevel && (method === 'PUT' || method === 'DELETE'))) return { action: 'Admin', bucket };
  if (method === 'GET' || method === 'HEAD') return { action: objectLevel || method === 'HEAD' ? 'Read' : 'List', bucket };
  return { action: 'Write', bucket };
}

const allows = (identity: Identity, action: string, bucket: string) =>
  identity.actions.includes('Admin') || (action !== 'Admin' && (identity.actions.includes(action) || identity.actions.includes(`${action}:${bucket}`)));

/** `-name value` flags of a weed shell command line. */
function flags(words: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith('-')) continue;
    const [name, inline] = word.replace(/^-+/, '').split(/=(.*)/s);
    out[name] = inline ?? (words[i + 1] && !words[i + 1].startsWith('-') ? words[++i] : 'true');
  }
  return out;
}

/** Starts the stand-in: the S3 API on `port`, the shell endpoint on `masterPort`, data in `dir`. */
export async function startS3StandIn({ dir, port, masterPort, filerPort = 0, host = '0.0.0.0' }: { dir: string; port: number; masterPort: number; filerPort?: number; host?: string }): Promise<S3StandIn> {
  const bucketsDir = join(dir, 'buckets');
  const identitiesFile = join(dir, 'identities.json');
  mkdirSync(bucketsDir, { recursive: true });
  let identities: Identity[] = existsSync(identitiesFile) ? (JSON.parse(readFileSync(identitiesFile, 'utf8')) as { identities: Identity[] }).identities : [];
  const register = () => identities.forEach((identity) => identity.credentials.forEach(({ accessKey, secretKey }) => account.DUMMY_ACCOUNT.createKeyPair(accessKey, secretKey)));
  register();

  // path-style requests only: the host name `s3` is not a bucket
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: bucketsDir, vhostBuckets: false });
  const { port: innerPort } = (await s3rver.run()) as AddressInfo;

  const api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    if (url.pathname === '/healthz') return res.writeHead(200).end();
    const accessKey = signingKeyId(req.headers);
    if (!accessKey) return xmlError(res, 403, 'AccessDenied', 'Access Denied.');
    const identity = identities.find((i) => i.credentials.some((c) => c.accessKey === accessKey));
    const secret = identity?.credentials.find((c) => c.accessKey === accessKey)?.secretKey;
    if (!identity || !secret) return xmlError(res, 403, 'InvalidAccessKeyId', 'The access key ID you provided does not exist in our records.');
    if (!signatureValid({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers }, secret)) {
      return xmlError(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    }
    const { action, bucket } = actionOf(req.method ?? 'GET', url);
    if (!allows(identity, action, bucket)) return xmlError(res, 403, 'AccessDenied', 'Access Denied.');
    const upstream = request({ host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => xmlError(res, 502, 'InternalError', 'stand-in storage unreachable'));
    req.pipe(upstream);
  });

  const run = (line: string): string => {
    const [command, ...words] = line.trim().split(/\s+/);
    const args = flags(words);
    switch (command) {
      case 's3.configure': {
        const buckets = args.buckets ? args.buckets.split(',') : [];
        const actions = (args.actions ?? '').split(',').filter(Boolean).flatMap((action) => (buckets.length && action !== 'Admin' ? buckets.map((b) => `${action}:${b}`) : [action]));
        const existing = identities.find((i) => i.name === args.user);
        const identity = existing ?? { name: args.user, credentials: [], actions: [] };
        if (args.access_key && !identity.credentials.some((c) => c.accessKey === args.access_key)) identity.credentials.push({ accessKey: args.access_key, secretKey: args.secret_key });
        identity.actions = [...new Set([...identity.actions, ...actions])];
        if (args.apply === 'true') {
          identities = [...identities.filter((i) => i.name !== identity.name), identity];
          writeFileSync(identitiesFile, JSON.stringify({ identities }, null, 2), { mode: 0o600 });
          register();
        }
        return JSON.stringify({ identities: identities.map((i) => ({ ...i, credentials: i.credentials.map((c) => ({ accessKey: c.accessKey, secretKey: '***' })) })) }, null, 2);
      }
      case 's3.bucket.create':
        if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(args.name ?? '')) return `error: invalid bucket name ${args.name}`;
        mkdirSync(join(bucketsDir, args.name), { recursive: true });
        return `create bucket under /buckets\ncreated bucket ${args.name}`;
      case 's3.bucket.list':
        return readdirSync(bucketsDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `  ${entry.name}`)
          .sort()
          .join('\n');
      default:
        return `unknown command: ${command}`;
    }
  };

  const master = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/shell') return res.writeHead(404).end();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
      res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.map((line) => `> ${line.replace(/-secret_key\s+\S+/, '-secret_key ***')}\n${run(line)}`).join('\n') + '\n');
    });
  });

  // the filer: /buckets/<bucket>/<key> read straight from storage, no signature asked
  const filer = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://filer').pathname;
    if (req.method !== 'GET' || !path.startsWith('/buckets/')) return res.writeHead(404).end();
    const upstream = request({ host: '127.0.0.1', port: innerPort, method: 'GET', path: path.slice('/buckets'.length) }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, { 'content-type': answer.headers['content-type'] ?? 'application/octet-stream' });
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
  });

  const listen = (server: Server, on: number) => new Promise<number>((resolve) => server.listen(on, host, () => resolve((server.address() as AddressInfo).port)));
  const [apiPort, shellPort, filerPortBound] = [await listen(api, port), await listen(master, masterPort), await listen(filer, filerPort)];
  return {
    port: apiPort,
    masterPort: shellPort,
    filerPort: filerPortBound,
    async close() {
      await Promise.all([api, master, filer].map((server) => new Promise((resolve) => server.close(resolve))));
      await s3rver.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startS3StandIn({ dir: '/data', port: 8333, masterPort: 9333, filerPort: 8888 });
  console.log(`s3 stand-in (SeaweedFS) listening on :${server.port}, weed shell on :${server.masterPort}, filer on :${server.filerPort}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
}
