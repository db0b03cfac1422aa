/**
 * Step-4 uploads under pressure: parallel uploads of one customer against the 30-document cap, the
 * daily storage quotas per customer and per client, and a large upload streamed into storage one
 * file at a time (real MongoDB, Redis, S3 and, for the stream, a real socket).
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromAddress, json } from '@cabinetry/shared/testing';
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import { UPLOAD_IN_PROGRESS } from '../actions/upload-documents';
import { type Harness, startCustomer, startHarness, type TestCustomer, upload } from '../test-harness';

const step1 = {
  customerInfo: { firstName: 'Maya', lastName: 'Khoury', email: 'maya@example.com', phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '', budget: '' },
  projectTypes: { kitchen: true, wardrobe: false },
};

let h: Harness;
let small: Harness;
/** Bytes the streaming client had written when each storage put began. */
const writtenAtPut: number[] = [];
let written = 0;
let png: Buffer;

beforeAll(async () => {
  const watch = (storage: ObjectStorage): ObjectStorage => ({
    ...storage,
    put: (...args) => {
      writtenAtPut.push(written);
      return storage.put(...args);
    },
  });
  [h, small] = await Promise.all([
    startHarness({ wrapStorage: watch }),
    startHarness({ rateLimitMultiplier: 1, uploadQuotas: { customerBytesPerDay: 1024 * 1024, clientBytesPerDay: 1536 * 1024 } }),
  ]);
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#aa7744' } }).png().toBuffer();
});

afterAll(async () => {
  await Promise.all([h?.stop(), small?.stop()]);
});

const files = (n: number, tag: string, data = png) => Array.from({ length: n }, (_, i) => ({ name: `${tag}-${i}.png`, data, type: 'image/png' }));
const documentsOf = async (harness: Harness, customer: TestCustomer) =>
  (await json(await harness.app.request(`/api/onboarding/documents/${customer.id}`, { headers: { cookie: customer.cookie } }))) as unknown[];

describe('the 30-document cap', () => {
  it('holds for 12 parallel 5-file uploads of one customer: one upload runs at a time, the others are refused', async () => {
    const a = await startCustomer(h.app, step1);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(h.app, a, 'inspiration', files(5, `p${i}`))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const refused = await Promise.all(answers.filter((r) => r.status === 409).map(async (r) => (await json(r)).error));
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set([UPLOAD_IN_PROGRESS]));
    expect((await documentsOf(h, a)).length).toBe(5 * statuses.filter((s) => s === 201).length);
    // one by one, the cap is reached exactly, and no lock is left behind
    let last = 201;
    for (let i = 0; last === 201; i++) last = (await upload(h.app, a, 'inspiration', files(5, `s${i}`))).status;
    expect(last).toBe(409);
    expect(await documentsOf(h, a)).toHaveLength(30);
  });
});

describe('daily storage quotas', () => {
  const big = () => Buffer.concat([png, Buffer.alloc(700 * 1024)]); // a 700 KB PNG
  const from = (harness: Harness, customer: TestCustomer, ip: string) => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array(big())], 'plan.png', { type: 'image/png' }));
    form.append('fileCategory', 'floor-plans');
    return harness.app.request(`/api/onboarding/step4/${customer.id}`, { method: 'POST', body: form, headers: { cookie: customer.cookie } }, fromAddress(ip));
  };
  let customers = 0;
  const newCustomer = async (ip: string) => {
    const body = { ...step1, customerInfo: { ...step1.customerInfo, email: `quota${++customers}@example.com` } };
    const res = await small.app.request('/api/onboarding/step1', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, fromAddress(ip));
    return { id: (await json(res)).customerId as string, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
  };

  it('refuse a customer past their bytes of the day, and a client past theirs, storing nothing of the refused file', async () => {
    const a = await newCustomer('198.51.100.10');
    expect((await from(small, a, '198.51.100.10')).status).toBe(201);
    const over = await from(small, a, '198.51.100.11'); // 1.4 MB for a customer allowed 1 MB, from any address
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect((await json(over)).error).toMatch(/^You have uploaded as much as we can take in a day\. Please try again in \d+ hours\.$/);
    expect(await documentsOf(small, a)).toHaveLength(1);

    const b = await newCustomer('198.51.100.10');
    expect((await from(small, b, '198.51.100.10')).status).toBe(201); // the client's 1.4 MB of 1.5
    const c = await newCustomer('198.51.100.10');
    expect((await from(small, c, '198.51.100.10')).status).toBe(429);
    expect(await documentsOf(small, c)).toHaveLength(0);
    expect((await from(small, c, '198.51.100.12')).status).toBe(201); // its own bytes were given back
  });
});

describe('a large upload', () => {
  let server: ServerType;
  afterAll(() => server?.close());

  it('streams into storage one file at a time: file k is stored before the client has sent file k + 2', async () => {
    server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const customer = await startCustomer(h.app, { ...step1, customerInfo: { ...step1.customerInfo, email: 'large@example.com' } });
    const fileBytes = 9 * 1024 * 1024;
    const boundary = 'x-large-upload-boundary';
    const parts = [
      ...Array.from({ length: 5 }, (_, i) => [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="plan-${i}.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.alloc(fileBytes - png.length),
        Buffer.from('\r\n'),
      ]).flat(),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileCategory"\r\n\r\nfloor-plans\r\n--${boundary}--\r\n`),
    ];
    const body = Buffer.concat(parts);
    writtenAtPut.length = 0;
    written = 0;
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, method: 'POST', path: `/api/onboarding/step4/${customer.id}`, headers: { cookie: customer.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on('error', reject);
      const chunk = 256 * 1024;
      const send = () => {
        while (written < body.length) {
          const end = Math.min(body.length, written + chunk);
          const more = req.write(body.subarray(written, end));
          written = end;
          if (!more) return void req.once('drain', send);
        }
        req.end();
      };
      send();
    });
    expect(status).toBe(201);
    expect(writtenAtPut).toHaveLength(5);
    // read whole, the body (45 MB) would all be in before the first put; streamed, the first file (9 MB)
    // plus what the sockets and streams buffer (a few MB on loopback)
    // (measured: 13.5, 21.5, 31.5, 39.5, 45 MB at the five puts)
    for (const [k, bytes] of writtenAtPut.entries()) expect(bytes).toBeLessThan((k + 2) * fileBytes);
  }, 90_000); // 45 MB through a socket into S3, on a machine other tests share
});
