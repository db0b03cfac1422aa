/**
 * The S3 stand-in of the compose smoke run enforces SeaweedFS's per-identity bucket actions: the
 * real s3-init.sh (through the `weed` stand-in) makes the buckets and keys, then each service's key
 * reaches its own bucket only; its filer port, like SeaweedFS's, serves any object to anyone.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@cabinetry/local/providers';
import { type S3StandIn, startS3StandIn } from './s3';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 's3-stand-in-'));
const binDir = mkdtempSync(join(tmpdir(), 's3-stand-in-bin-'));
const keys = Object.fromEntries(
  ['ADMIN', 'CATALOGUE', 'ONBOARDING', 'BACKUP'].flatMap((who) => [
    [`S3_${who}_ACCESS_KEY`, `${who.toLowerCase()}-key`],
    [`S3_${who}_SECRET_KEY`, `${who.toLowerCase()}-secret-0123456789abcdefghijklmn`],
  ]),
);
let server: S3StandIn;

const client = (who: string) =>
  new Client({ endPoint: '127.0.0.1', port: server.port, useSSL: false, accessKey: keys[`S3_${who}_ACCESS_KEY`], secretKey: keys[`S3_${who}_SECRET_KEY`], region: 'us-east-1', pathStyle: true });
const denied = (promise: Promise<unknown>) => promise.then(() => 'allowed', (err: { code?: string }) => err.code);

beforeAll(async () => {
  server = await startS3StandIn({ dir, port: await freePort(), masterPort: await freePort(), host: '127.0.0.1' });
  // `weed` on PATH for s3-init.sh: the stand-in command
  const { writeFileSync, chmodSync } = await import('node:fs');
  writeFileSync(join(binDir, 'weed'), `#!/bin/sh\nexec node --import tsx ${join(import.meta.dirname, 'weed.ts')} "$@"\n`);
  chmodSync(join(binDir, 'weed'), 0o755);
  await run('sh', [join(repo, 'deploy/data-stores/s3-init.sh')], { cwd: repo, env: { ...process.env, ...keys, PATH: `${binDir}:${process.env.PATH}`, S3_MASTER: `127.0.0.1:${server.masterPort}` } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(binDir, { recursive: true, force: true });
});

describe('S3 stand-in (SeaweedFS)', () => {
  it('answers its health check', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
  });

  it('confines each service key to its bucket', async () => {
    const catalogue = client('CATALOGUE');
    await catalogue.putObject('catalogue-images', 'styles/oak.png', Buffer.from('png'));
    expect(await catalogue.bucketExists('catalogue-images')).toBe(true);
    const onboarding = client('ONBOARDING');
    await onboarding.putObject('customer-documents', 'c1/plan.pdf', Buffer.from('pdf'));
    expect(await denied(catalogue.getObject('customer-documents', 'c1/plan.pdf'))).toBe('AccessDenied');
    expect(await denied(catalogue.putObject('customer-documents', 'x', Buffer.from('x')))).toBe('AccessDenied');
    expect(await denied(onboarding.getObject('catalogue-images', 'styles/oak.png'))).toBe('AccessDenied');
    expect(await denied(catalogue.makeBucket('another', 'us-east-1'))).toBe('AccessDenied');
    expect(await denied(catalogue.listBuckets())).toBe('AccessDenied');
  });

  it('lets the backup key read both buckets, and the admin list them', async () => {
    const backup = client('BACKUP');
    for await (const chunk of await backup.getObject('customer-documents', 'c1/plan.pdf')) expect(String(chunk)).toBe('pdf');
    expect((await client('ADMIN').listBuckets()).map((b) => b.name).sort()).toEqual(['catalogue-images', 'customer-documents']);
  });

  it('refuses unknown keys, wrong secrets and anonymous requests', async () => {
    const wrongSecret = new Client({ endPoint: '127.0.0.1', port: server.port, useSSL: false, accessKey: keys.S3_CATALOGUE_ACCESS_KEY, secretKey: 'wrong', region: 'us-east-1', pathStyle: true });
    expect(await denied(wrongSecret.getObject('catalogue-images', 'styles/oak.png'))).toBe('SignatureDoesNotMatch');
    const unknown = new Client({ endPoint: '127.0.0.1', port: server.port, useSSL: false, accessKey: 'nobody', secretKey: 'nothing-at-all', region: 'us-east-1', pathStyle: true });
    expect(await denied(unknown.getObject('catalogue-images', 'styles/oak.png'))).toBe('InvalidAccessKeyId');
    expect((await fetch(`http://127.0.0.1:${server.port}/catalogue-images/styles/oak.png`)).status).toBe(403);
  });

  it("serves any object on the filer port without credentials, as SeaweedFS's filer does", async () => {
    const res = await fetch(`http://127.0.0.1:${server.filerPort}/buckets/customer-documents/c1/plan.pdf`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('pdf');
  });
});
