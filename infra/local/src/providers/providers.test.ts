/** The infrastructure providers on this machine: each comes up, works with the client the services use, and stops. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MongoClient } from 'mongodb';
import { CopyConditions, CopyDestinationOptions, CopySourceOptions } from 'minio';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, s3Client, startMongo, startRedis, startS3, startSmtpSink, type S3Handle } from './index';
import { repoRoot } from '../paths';
import { tcpExchange } from './wait';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'providers-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('freePort', () => {
  it('never hands the same port to two processes: 300 here and 300 in a child are all distinct', async () => {
    // Without the reservation, 600 random picks among 12,768 ports share one ~14 times on average.
    const script = `import { freePort } from './infra/local/src/providers/free-port.ts';
      const ports = []; for (let i = 0; i < 300; i++) ports.push(await freePort()); console.log(JSON.stringify(ports));`;
    const child = promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot });
    const here: number[] = [];
    for (let i = 0; i < 300; i++) here.push(await freePort());
    const there = JSON.parse((await child).stdout) as number[];
    expect(there).toHaveLength(300);
    expect(new Set([...here, ...there]).size).toBe(600);
  }, 60_000);
});

describe('startMongo', () => {
  it('serves a MongoDB that the driver can write to and read from', async () => {
    const mongo = await startMongo();
    const client = await MongoClient.connect(`${mongo.url}/providers`);
    try {
      await client.db().collection('things').insertOne({ name: 'oak' });
      expect(await client.db().collection('things').findOne({}, { projection: { _id: 0 } })).toEqual({ name: 'oak' });
    } finally {
      await client.close();
      await mongo.stop();
    }
  });

  it('keeps data across restarts when given a dataDir', async () => {
    const dir = join(dataDir, 'mongo');
    const first = await startMongo({ dataDir: dir });
    let client = await MongoClient.connect(`${first.url}/providers`);
    await client.db().collection('things').insertOne({ name: 'walnut' });
    await client.close();
    await first.stop();

    const second = await startMongo({ dataDir: dir });
    client = await MongoClient.connect(`${second.url}/providers`);
    try {
      expect(await client.db().collection('things').countDocuments({ name: 'walnut' })).toBe(1);
    } finally {
      await client.close();
      await second.stop();
    }
  });
});

describe('startRedis', () => {
  it('answers PING and keeps data across restarts when given a dataDir', async () => {
    const dir = join(dataDir, 'redis');
    const first = await startRedis({ dataDir: dir });
    const port = Number(new URL(first.url).port);
    expect(first.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(await tcpExchange(port, 'PING\r\n')).toBe('+PONG\r\n');
    expect(await tcpExchange(port, 'SET colour sage\r\n')).toBe('+OK\r\n');
    await first.stop();
    expect(await tcpExchange(port, 'PING\r\n')).toBe('');

    const second = await startRedis({ dataDir: dir });
    try {
      expect(await tcpExchange(Number(new URL(second.url).port), 'GET colour\r\n')).toBe('$4\r\nsage\r\n');
    } finally {
      await second.stop();
    }
  });
});

describe('startS3', () => {
  let s3: S3Handle;
  beforeAll(async () => {
    s3 = await startS3({ dataDir: join(dataDir, 's3'), buckets: ['catalogue-images'] });
  });
  afterAll(() => s3.stop());

  it('supports the minio client calls the services make', async () => {
    const client = s3Client(s3);
    expect(await client.bucketExists('catalogue-images')).toBe(true);
    await client.makeBucket('customer-documents');
    expect(await client.bucketExists('customer-documents')).toBe(true);

    const body = Buffer.from('floor plan');
    await client.putObject('customer-documents', 'c1/plan.pdf', body, body.length, { 'Content-Type': 'application/pdf' });
    const stat = await client.statObject('customer-documents', 'c1/plan.pdf');
    expect(stat.size).toBe(body.length);
    expect(stat.metaData['content-type']).toBe('application/pdf');
    expect(await readAll(await client.getObject('customer-documents', 'c1/plan.pdf'))).toBe('floor plan');

    await client.copyObject('customer-documents', 'c1/copy-1.pdf', '/customer-documents/c1/plan.pdf', new CopyConditions());
    await client.copyObject(
      new CopySourceOptions({ Bucket: 'customer-documents', Object: 'c1/plan.pdf' }),
      new CopyDestinationOptions({ Bucket: 'customer-documents', Object: 'c1/copy-2.pdf' }),
    );
    expect(await readAll(await client.getObject('customer-documents', 'c1/copy-1.pdf'))).toBe('floor plan');
    expect(await readAll(await client.getObject('customer-documents', 'c1/copy-2.pdf'))).toBe('floor plan');

    await client.removeObject('customer-documents', 'c1/plan.pdf');
    await expect(client.statObject('customer-documents', 'c1/plan.pdf')).rejects.toMatchObject({ code: 'NotFound' });
  });
});

describe('startSmtpSink', () => {
  it('captures mail with attachments and stores it as .eml files', async () => {
    const sink = await startSmtpSink({ dataDir: join(dataDir, 'smtp') });
    const transport = createTransport({ host: '127.0.0.1', port: sink.port, secure: false });
    try {
      const waiting = sink.waitFor((mail) => mail.subject.includes('Consultation'), 5000);
      await transport.sendMail({
        from: 'Atelier Cedar <studio@ateliercedar.local>',
        to: 'customer@example.com',
        bcc: 'admin@cabinetry.local',
        subject: 'Consultation booked',
        text: 'See you soon',
        html: '<p>See you soon</p>',
        attachments: [{ filename: 'consultation.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
      });
      const mail = await waiting;
      expect(mail.from).toBe('"Atelier Cedar" <studio@ateliercedar.local>');
      expect(mail.to).toEqual(['customer@example.com', 'admin@cabinetry.local']);
      expect(mail.text.trim()).toBe('See you soon');
      expect(mail.html).toContain('<p>See you soon</p>');
      expect(mail.attachments).toEqual([
        { filename: 'consultation.ics', contentType: 'text/calendar', content: Buffer.from('BEGIN:VCALENDAR') },
      ]);
      expect(await sink.messages()).toHaveLength(1);
      expect(readdirSync(sink.mailDir as string)).toEqual([expect.stringMatching(/Consultation-booked\.eml$/)]);
      await expect(sink.waitFor((m) => m.subject === 'never', 100)).rejects.toThrow(/no matching e-mail/);
    } finally {
      transport.close();
      await sink.stop();
    }
  });
});
