/**
 * The `s3` service of docker-compose.yml: the real nginx with deploy/data-stores/s3-proxy.conf (its
 * paths moved into a temporary folder, SeaweedFS' address that of the S3 stand-in) in front of the
 * S3 stand-in. SigV4-signed requests pass through unchanged (the Host header is kept), objects
 * stream both ways, and each key's limits still hold behind it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, nginxBinary as findNginx } from '@cabinetry/local/providers';
import { type S3StandIn, startS3StandIn } from './stand-ins/s3';

const repo = resolve(import.meta.dirname, '../../..');
const nginxBinary = findNginx();

let dir: string;
let store: S3StandIn;
let nginx: ChildProcess | undefined;
let port: number;

const client = (accessKey: string, secretKey: string) => new Client({ endPoint: '127.0.0.1', port, useSSL: false, accessKey, secretKey, region: 'us-east-1', pathStyle: true });
const shell = (commands: string) => fetch(`http://127.0.0.1:${store.masterPort}/shell`, { method: 'POST', body: commands }).then((res) => res.text());

beforeAll(async () => {
  if (!nginxBinary) return;
  dir = mkdtempSync(join(tmpdir(), 's3-proxy-'));
  store = await startS3StandIn({ dir: join(dir, 'data'), port: await freePort(), masterPort: await freePort(), host: '127.0.0.1' });
  await shell(
    [
      's3.configure -user catalogue -access_key catalogue -secret_key catalogue-secret-0123456789abcdef -buckets catalogue-images -actions Read,Write,List -apply',
      's3.bucket.create -name catalogue-images',
      's3.bucket.create -name customer-documents',
    ].join('\n'),
  );
  port = await freePort();
  const config = readFileSync(join(repo, 'deploy/data-stores/s3-proxy.conf'), 'utf8')
    .replaceAll('/tmp/', `${dir}/`)
    .replace('error_log /dev/stderr warn;', 'error_log stderr warn;')
    .replace('listen 8333;', `listen 127.0.0.1:${port};`)
    .replace('http://seaweedfs:8333', `http://127.0.0.1:${store.port}`);
  writeFileSync(join(dir, 'nginx.conf'), config);
  writeFileSync(join(dir, 'nginx-resolver.conf'), 'resolver 127.0.0.1;\n');
  nginx = spawn(nginxBinary, ['-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
  await vi.waitFor(
    async () => {
      if (!(await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false))) throw new Error('the S3 proxy did not start');
    },
    { timeout: 10_000, interval: 100 },
  );
});

afterAll(async () => {
  nginx?.kill();
  await store?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!nginxBinary)('the S3 proxy (s3-proxy.conf)', () => {
  it('passes signed requests and 3 MB objects through both ways', async () => {
    const catalogue = client('catalogue', 'catalogue-secret-0123456789abcdef');
    const body = Buffer.alloc(3 * 1024 * 1024, 7);
    await catalogue.putObject('catalogue-images', 'styles/big.webp', body, body.length);
    const chunks: Buffer[] = [];
    for await (const chunk of await catalogue.getObject('catalogue-images', 'styles/big.webp')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
  });

  it("keeps each key's limits: another bucket, a wrong secret, no signature", async () => {
    const denied = (promise: Promise<unknown>) => promise.then(() => 'allowed', (error: { code?: string }) => error.code);
    expect(await denied(client('catalogue', 'catalogue-secret-0123456789abcdef').listObjectsV2('customer-documents', '', true).toArray())).toBe('AccessDenied');
    expect(await denied(client('catalogue', 'wrong-secret-0123456789abcdefghij').getObject('catalogue-images', 'styles/big.webp'))).toBe('SignatureDoesNotMatch');
    expect((await fetch(`http://127.0.0.1:${port}/catalogue-images/styles/big.webp`)).status).toBe(403);
  });
});
