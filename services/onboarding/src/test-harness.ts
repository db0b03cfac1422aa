/**
 * Test harness of the onboarding service's tests (test code only): the app on real infrastructure
 * (embedded or real MongoDB, Redis and an S3 server from @cabinetry/local/providers), a unique
 * database, the test secrets, scheduling's internal routes answered from `activeAppointments` and `records`, and
 * helpers to start a customer and upload files with its session.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Connection } from 'mongoose';
import { type MongoHandle, type RedisHandle, type S3Handle, startMongo, startRedis, startS3 } from '@cabinetry/local/providers';
import { requireInternal } from '@cabinetry/shared/server/auth';
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { createRateLimits, type RateLimits } from '@cabinetry/shared/server/rate-limit';
import { createStorage, type ObjectStorage } from '@cabinetry/shared/server/storage';
import { createErasureQueue, type ErasureQueue } from '@cabinetry/shared/server/erasure';
import { cookieFrom, json, jsonInit, TEST_PROCESS, testDbName, tokenTrustingAdminAuth } from '@cabinetry/shared/testing';
import { createApp } from './app';
import { onboardingDeps, type OnboardingDeps } from './deps';
import type { ActiveAppointmentAnswer, DesignerPickAnswer, DesignerPickRequest, AuditRecord, BookedAppointment, CustomerDesignersAnswer, CustomerRecords, DesignerCustomersAnswer } from '@cabinetry/shared/contracts';
import { createResumeMail, type ResumeMail } from './clients/resume-mail';
import { parseOpeningHours } from './domain/pipeline';
import type { WeeklyHours } from '@cabinetry/shared/time';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

export const TEST_SECRETS = { internalToken: 'internal-test-token', customerSessionSecret: 'session-secret', jwtSecret: 'jwt-test-secret', privacyHashSecret: 'privacy-test-secret' };

export interface Harness {
  app: ReturnType<typeof createApp>;
  /** What the app was built with (for the start's steps a test runs itself). */
  deps: OnboardingDeps;
  conn: Connection;
  /** The active appointment the fake scheduling service reports for a customer id (none when absent). */
  activeAppointments: Map<string, BookedAppointment>;
  /** The appointments and e-mails the fake scheduling service reports for a customer id (none when absent). */
  records: Map<string, CustomerRecords>;
  /** The records the app asked the fake scheduling service for (customer id, `waIds` query or null), oldest first. */
  recordQueries: { customerId: string; waIds: string | null }[];
  /** The audit records the app made, oldest first. */
  audited: AuditRecord[];
  /** The designer the fake scheduling service names for a customer id's appointment (none when absent). */
  designers: Map<string, string>;
  /** The designer a staff account id is linked to and that designer's customers, as the fake scheduling service answers (unlinked when absent). */
  designerAccounts: Map<string, DesignerCustomersAnswer>;
  /** The active designers the fake scheduling service picks lead owners from (the first, or the one named). */
  activeDesigners: { id: string; name: string }[];
  /** The designer picks the app asked for, oldest first. */
  picks: DesignerPickRequest[];
  /** Redis, where the resume-link e-mails are queued (the notifications queue). */
  redisUrl: string;
  /** The app's clock: `clock.offsetMs` moves it (resume links' expiry). */
  clock: { offsetMs: number };
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /**
   * RATE_LIMIT_MULTIPLIER (default 100): the tests' in-process requests all count as one client,
   * so only the budget tests run with the real budgets (1).
   */
  rateLimitMultiplier?: number;
  /** Bytes stored a day per customer and per client (default 100 MB and 500 MB). */
  uploadQuotas?: { customerBytesPerDay: number; clientBytesPerDay: number };
  /** Wraps the object storage the app uses (to watch or slow its calls). */
  wrapStorage?: (storage: ObjectStorage) => ObjectStorage;
}

/** Scheduling's internal active-appointment, records, designers and designer-customers routes, answered from `active`, `records`, `designers` and `designerAccounts`. */
function fakeScheduling(
  active: Map<string, BookedAppointment>,
  records: Map<string, CustomerRecords>,
  recordQueries: Harness['recordQueries'],
  designers: Map<string, string>,
  designerAccounts: Map<string, DesignerCustomersAnswer>,
  activeDesigners: DesignerPickAnswer['designer'][],
  picks: DesignerPickRequest[],
): Promise<{ server: ServerType; url: string }> {
  const app = new Hono();
  app.use('*', requireInternal(TEST_SECRETS.internalToken));
  // the first active designer (or the one named, when active); the requests are kept for the tests
  app.post('/internal/designers/pick', async (c) => {
    const request = (await c.req.json()) as DesignerPickRequest;
    picks.push(request);
    const designer = activeDesigners.find((d) => d && (!request.designerId || d.id === request.designerId)) ?? null;
    return c.json({ designer } satisfies DesignerPickAnswer);
  });
  app.get('/internal/customers/:id/active-appointment', (c) => {
    const appointment = active.get(c.req.param('id')) ?? null;
    return c.json({ active: appointment !== null, appointment } satisfies ActiveAppointmentAnswer);
  });
  app.get('/internal/customers/:id/records', (c) => {
    recordQueries.push({ customerId: c.req.param('id'), waIds: c.req.query('waIds') ?? null });
    return c.json(records.get(c.req.param('id')) ?? ({ appointments: [], emails: [], whatsApp: { messages: [], statuses: [], answers: [] } } satisfies CustomerRecords));
  });
  app.get('/internal/staff/:id/designer-customers', (c) => c.json(designerAccounts.get(c.req.param('id')) ?? ({ designerId: null, customerIds: [] } satisfies DesignerCustomersAnswer)));
  app.post('/internal/appointments/designers', async (c) => {
    const { customerIds } = (await c.req.json()) as { customerIds: string[] };
    return c.json({ designers: customerIds.filter((id) => designers.has(id)).map((id) => ({ customerId: id, designerName: designers.get(id)! })) } satisfies CustomerDesignersAnswer);
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
}

/** Starts MongoDB, Redis and S3, connects a fresh database and builds the app. */
export async function startHarness({ rateLimitMultiplier = 100, uploadQuotas, wrapStorage = (s) => s }: HarnessOptions = {}): Promise<Harness> {
  let mongo: MongoHandle | undefined;
  let s3: S3Handle | undefined;
  let redis: RedisHandle | undefined;
  let conn: Connection | undefined;
  let limits: RateLimits | undefined;
  let scheduling: { server: ServerType; url: string } | undefined;
  let resumeMail: ResumeMail | undefined;
  let erasures: ErasureQueue | undefined;
  const activeAppointments = new Map<string, BookedAppointment>();
  const records = new Map<string, CustomerRecords>();
  const recordQueries: Harness['recordQueries'] = [];
  const audited: AuditRecord[] = [];
  const designers = new Map<string, string>();
  const designerAccounts = new Map<string, DesignerCustomersAnswer>();
  const activeDesigners: { id: string; name: string }[] = [];
  const picks: DesignerPickRequest[] = [];
  const clock = { offsetMs: 0 };
  const stop = async () => {
    scheduling?.server.close();
    await limits?.close();
    await resumeMail?.close();
    await erasures?.close();
    await conn?.dropDatabase();
    await conn?.close();
    await Promise.all([mongo?.stop(), s3?.stop(), redis?.stop()]);
  };
  try {
    [mongo, s3, redis, scheduling] = await Promise.all([startMongo(), startS3(), startRedis(), fakeScheduling(activeAppointments, records, recordQueries, designers, designerAccounts, activeDesigners, picks)]);
    const rateLimits = { redisUrl: redis.url, trustedProxies: '', multiplier: rateLimitMultiplier };
    limits = createRateLimits(rateLimits);
    conn = await connectMongo(`${mongo.url}/${testDbName('onboarding')}`);
    const storageConfig = { endpoint: s3.url, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: 'customer-documents', region: 'us-east-1' };
    const storage = createStorage(storageConfig);
    await storage.ensureBucket();
    const config = {
      port: 0,
      process: TEST_PROCESS,
      mongoUrl: '',
      ...TEST_SECRETS,
      identityUrl: '',
      adminSessionCacheMs: 1_000,
      cookieSecure: false,
      whatsappNumber: 'whatsapp:+9611234567',
      storage: storageConfig,
      schedulingUrl: scheduling.url,
      rateLimits,
      budgets: { customersPerHour: 10, uploadsPerHour: 60, resumeLinksPerHour: 20, resumeRedeemsPerHour: 30, staffLeadsPerHour: 120 },
      validateResponses: true,
      uploadQuotas: uploadQuotas ?? { customerBytesPerDay: 100 * 1024 * 1024, clientBytesPerDay: 500 * 1024 * 1024 },
      pipeline: { openingHours: parseOpeningHours('1-5 09:00-17:00') as WeeklyHours, staleDays: 7 },
    };
    resumeMail = createResumeMail(redis.url);
    erasures = createErasureQueue(redis.url);
    const deps = {
      ...onboardingDeps(config, conn, wrapStorage(storage), limits, (record) => audited.push(record), resumeMail, erasures),
      adminAuth: tokenTrustingAdminAuth(TEST_SECRETS.jwtSecret),
      now: () => new Date(Date.now() + clock.offsetMs),
    };
    await Promise.all([deps.customers.init(), deps.resumeLinks.init(), deps.activities.init()]);
    return { app: createApp(deps), deps, conn, activeAppointments, records, recordQueries, audited, designers, designerAccounts, activeDesigners, picks, redisUrl: redis.url, clock, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface TestCustomer {
  id: string;
  cookie: string;
}

/** Posts step 1 with `body` and returns the new customer's id and session cookie. */
export async function startCustomer(app: Harness['app'], body: unknown): Promise<TestCustomer> {
  const res = await app.request(urlOf('saveStep1'), jsonInit('POST', body));
  if (res.status !== 201) throw new Error(`step 1 answered ${res.status}: ${await res.text()}`);
  return { id: (await json(res)).customerId, cookie: cookieFrom(res) };
}

/** Uploads files to step 4 with the customer's session. */
export function upload(app: Harness['app'], customer: TestCustomer, category: string, files: { name: string; data: Buffer; type: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new File([new Uint8Array(f.data)], f.name, { type: f.type }));
  form.append('fileCategory', category);
  return app.request(urlOf('saveStep4', { params: { customerId: customer.id } }), { method: 'POST', body: form, headers: { cookie: customer.cookie } });
}
