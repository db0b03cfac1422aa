/**
 * Test harness of the scheduling service: real MongoDB, Redis and SMTP sink from
 * @cabinetry/local/providers, onboarding's internal customer routes (and a stand-in data export) served over HTTP, the API
 * (createApp) with a pinned clock, the BullMQ worker with the real processor, and optionally the
 * fake Google (configured through GoogleConfig exactly as GOOGLE_* variables would) and the fake
 * WhatsApp (through WhatsAppConfig, as WHATSAPP_* variables would).
 */
import { Queue, Worker } from 'bullmq';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { DateTime } from 'luxon';
import { showroomWallTime } from '@cabinetry/shared/time';
import type { Connection } from 'mongoose';
import nodemailer from 'nodemailer';
import { type FakeSms, type FakeWhatsApp, type MongoHandle, type RedisHandle, type SmtpSink, startFakeSms, startFakeWhatsApp, startMongo, startRedis, startSmtpSink } from '@cabinetry/local/providers';
import type { AppointmentEventRequest, StaffRole, AuditRecord, CustomerProfile } from '@cabinetry/shared/contracts';
import { signAdminToken, startCustomerSession } from '@cabinetry/shared/server/auth';
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { type NotificationJob, NOTIFICATIONS_QUEUE, redisConnection, WHATSAPP_QUEUE } from '@cabinetry/shared/server/queues';
import { createRateLimits } from '@cabinetry/shared/server/rate-limit';
import { cookieFrom, jsonInit, TEST_PROCESS, testDbName, tokenTrustingAdminAuth } from '@cabinetry/shared/testing';
import { createApp } from '../app';
import { type SchedulingConfig, WHATSAPP_TEMPLATE_DEFAULTS } from '../config';
import { closeSchedulingDeps, createSchedulingIndexes, schedulingDeps, type SchedulingDeps } from '../deps';
import { createEmailQuota, type EmailQuota } from '../jobs/email-quota';
import { createMailer } from '../jobs/mailer';
import { notificationProcessor } from '../jobs/notifications';
import { WHATSAPP_SEND_LIMIT } from '../jobs/whatsapp-send';
import { slotKey } from '../domain/slot-rules';
import { type FakeGoogle, startFakeGoogle } from '@cabinetry/local/providers';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const SESSION_SECRET = 'session-secret';
const INTERNAL = 'internal-token';
const JWT_SECRET = 'jwt-secret';
/** The WhatsApp credentials the harness gives the service and its fake (option `whatsapp`). */
export const WHATSAPP = {
  token: 'EAAtest-whatsapp-access-token',
  phoneNumberId: '106540352242922',
  appSecret: 'whatsapp-app-secret-of-32-bytes-long!',
  verifyToken: 'whatsapp-verify-token-of-32-bytes-long',
} as const;
/** The Twilio credentials the harness gives the service and its fake SMS provider (option `sms`). */
export const SMS = { accountSid: `AC${'5'.repeat(32)}`, authToken: 'twilio-auth-token', from: 'AtelierCdr' } as const;
export const ADMIN_EMAIL = 'bookings@ateliercedar.example';
/** A fixed "now": Sunday 22 Nov 2026 noon in Beirut, so Monday 23 Nov is the first bookable day. */
/** The tests' pinned now: Sunday 22 November 2026, 12:00 in Beirut (10:00 UTC). */
export const NOW = showroomWallTime('2026-11-22', '12:00')!;

export interface TestCustomer {
  id: string;
  cookie: string;
  email: string;
  /** first and last name */
  name: string;
}

export interface Harness {
  app: ReturnType<typeof createApp>;
  deps: SchedulingDeps;
  config: SchedulingConfig;
  conn: Connection;
  smtp: SmtpSink;
  google: FakeGoogle | null;
  /** The fake WhatsApp Cloud API the service is configured with (option `whatsapp`), else null (the channel is off). */
  whatsapp: FakeWhatsApp | null;
  /** The fake SMS provider the service is configured with (option `sms`), else null (no SMS). */
  sms: FakeSms | null;
  /** The workers' daily cap on customer e-mails (3 per address). */
  emailQuota: EmailQuota;
  /** What the app recorded in the audit log, oldest first. */
  audited: AuditRecord[];
  /** A customer known to the stand-in onboarding, with a session cookie (e-mail `client<n>@example.com` unless given; the language `locale` when given). */
  newCustomer(email?: string, locale?: string): Promise<TestCustomer>;
  book(customer: TestCustomer, appointmentDate: string, appointmentType?: 'in-person' | 'virtual'): Promise<Response>;
  /**
   * What redeeming a link e-mailed to `customer` does in onboarding: bumps the customer's session
   * generation (every session so far has ended) and answers the redeemer's new session cookie.
   */
  proveMailbox(customer: TestCustomer): Promise<string>;
  /** How many calls the stand-in onboarding has had for session generations, and the ids they asked about. */
  sessionLookups: { calls: number; ids: number };
  /** The appointment events told to the fake onboarding (the lead pipeline), oldest first. */
  leadEvents: ({ customerId: string } & AppointmentEventRequest)[];
  /** How many of the next appointment events the fake onboarding refuses (503, as while it is down); each refusal counts it down. */
  leadEventRefusals: { left: number; refused: number };
  /** The WhatsApp ids whose consent the worker asked the stand-in onboarding to withdraw (STOP), oldest first. */
  whatsAppOptOuts: string[];
  /**
   * An active, confirmed, in-person one-hour appointment of `customer` from `start` (ISO with an offset)
   * written straight to the database (the booking API refuses the past), with `fields` on top; answers its id.
   */
  storeAppointment(customer: TestCustomer, start: string, fields?: Record<string, unknown>): Promise<string>;
  /** Authorization header of an admin token with `role`. */
  /** A bearer header for account `sub` (default `<role>-1`) with `role`. */
  bearer(role: StaffRole, sub?: string): { authorization: string };
  /** Starts the worker's notifications and WhatsApp queues' workers (as the worker process does); answers the notifications one. */
  startWorker(): Worker<NotificationJob>;
  /** What the stand-in onboarding answers as `customer`'s consented WhatsApp number (E.164 digits; null: no consent, as after a withdrawal). */
  setWhatsAppNumber(customer: TestCustomer, number: string | null): void;
  /** The Redis the service and its worker use. */
  redisUrl: string;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  /** Redis to use (a test that stops it brings its own); without it the harness starts its own Redis and stops it with the rest. */
  redisUrl?: string;
  /** Start the fake Google and configure the service with it. */
  google?: boolean;
  /** Start the fake WhatsApp and configure the service with it (the channel on). */
  whatsapp?: boolean;
  /** Start the fake SMS provider and configure the service with it (SMS twins of undelivered WhatsApp messages). */
  sms?: boolean;
  /**
   * RATE_LIMIT_MULTIPLIER (default 100): the tests' in-process requests all count as one client,
   * so only the budget tests run with the real budgets (1).
   */
  rateLimitMultiplier?: number;
  /** The service's and worker's clock (default: always NOW); a test that moves it passes a function over its own variable. */
  now?: () => DateTime;
}

/** A session cookie owning `customerId` at session generation `generation`, minted the way onboarding's step 1 does. */
async function sessionFor(customerId: string, generation = 0): Promise<string> {
  const c = new Hono();
  c.get('/', (ctx) => {
    startCustomerSession(ctx, customerId, generation, SESSION_SECRET, false);
    return ctx.text('ok');
  });
  return cookieFrom(await c.request('/'));
}

function listen(app: Hono): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
}

export async function startHarness({ redisUrl: givenRedisUrl, google: withGoogle = false, whatsapp: withWhatsApp = false, sms: withSms = false, rateLimitMultiplier = 100, now = () => NOW }: HarnessOptions = {}): Promise<Harness> {
  const [mongo, smtp, ownRedis]: [MongoHandle, SmtpSink, RedisHandle | undefined] = await Promise.all([startMongo(), startSmtpSink(), givenRedisUrl ? undefined : startRedis()]);
  const redisUrl = givenRedisUrl ?? ownRedis!.url;
  const customers = new Map<string, CustomerProfile>();
  /** customers' session generations (absent: 0) */
  const generations = new Map<string, number>();
  const sessionLookups = { calls: 0, ids: 0 };
  const leadEvents: Harness['leadEvents'] = [];
  const leadEventRefusals = { left: 0, refused: 0 };
  const whatsAppOptOuts: string[] = [];
  const onboarding = new Hono();
  onboarding.post('/internal/customers/sessions', async (c) => {
    if (c.req.header('x-internal-token') !== INTERNAL) return c.json({ error: 'no' }, 401);
    const { ids } = await c.req.json<{ ids: string[] }>();
    sessionLookups.calls++;
    sessionLookups.ids += ids.length;
    return c.json({ sessions: ids.filter((id) => customers.has(id)).map((id) => ({ id, generation: generations.get(id) ?? 0 })) });
  });
  onboarding.get('/internal/customers/:id', (c) => {
    if (c.req.header('x-internal-token') !== INTERNAL) return c.json({ error: 'no' }, 401);
    const found = customers.get(c.req.param('id'));
    return found ? c.json(found) : c.json({ error: 'Customer not found' }, 404);
  });
  onboarding.post('/internal/customers/batch', async (c) => {
    if (c.req.header('x-internal-token') !== INTERNAL) return c.json({ error: 'no' }, 401);
    const { ids } = await c.req.json<{ ids: string[] }>();
    const found = ids.flatMap((id) => customers.get(id) ?? []);
    return c.json({ customers: found.map(({ id, firstName, lastName, email, phone }) => ({ id, firstName, lastName, email, phone })) });
  });
  // the language of the customer's page, stored as onboarding does (PUT /internal/customers/:id/locale)
  onboarding.put('/internal/customers/:id/locale', async (c) => {
    if (c.req.header('x-internal-token') !== INTERNAL) return c.json({ error: 'no' }, 401);
    const found = customers.get(c.req.param('id'));
    if (!found) return c.json({ error: 'Customer not found' }, 404);
    const { locale } = await c.req.json<{ locale: string }>();
    customers.set(found.id, { ...found, locale });
    return c.json({ changed: found.locale !== locale });
  });
  onboarding.post('/internal/customers/:id/appointment-events', async (c) => {
    if (c.req.header('x-internal-token') !== INTERNAL) return c.json({ error: 'no' }, 401);
    if (leadEventRefusals.left > 0) {
      leadEventRefusals.left--;
      leadEventRefusals.refused++;
      return c.json({ error: 'Service unavailable' }, 503);
    }
    leadEvents.push({ customerId: c.req.param('id'), ...(await c.req.json<AppointmentEventRequest>()) });
    return c.json({ stage: 'new' });
  });
  onboarding.post('/internal/whatsapp-consent/withdrawals', async (c) => {
    if (c.req.header('x-internal-token') !== INTERNAL) return c.json({ error: 'no' }, 401);
    const { waId } = await c.req.json<{ waId: string }>();
    whatsAppOptOuts.push(waId);
    return c.json({ withdrawn: 1 });
  });
  const fakeOnboarding = await listen(onboarding);
  const google = withGoogle ? await startFakeGoogle({ clientId: 'client-id', clientSecret: 'client-secret', relaySmtpUrl: smtp.url }) : null;

  const whatsapp = withWhatsApp ? await startFakeWhatsApp({ accessToken: WHATSAPP.token, phoneNumberId: WHATSAPP.phoneNumberId, appSecret: WHATSAPP.appSecret }) : null;

  const sms = withSms ? await startFakeSms(SMS) : null;

  const config: SchedulingConfig = {
    port: 0,
    process: TEST_PROCESS,
    mongoUrl: '',
    redisUrl,
    jwtSecret: JWT_SECRET,
    internalToken: INTERNAL,
    customerSessionSecret: SESSION_SECRET,
    cookieSecure: false,
    privacyHashSecret: 'privacy-hash-secret',
    onboardingUrl: fakeOnboarding.url,
    identityUrl: '',
    adminSessionCacheMs: 1_000,
    customerSessionCacheMs: 200,
    smtpUrl: smtp.url,
    mailFrom: 'Atelier Cedar <studio@ateliercedar.local>',
    adminEmail: ADMIN_EMAIL,
    publicUrl: 'http://localhost:8080',
    google: {
      clientId: google ? 'client-id' : '',
      clientSecret: google ? 'client-secret' : '',
      redirectUri: google ? 'http://localhost:8080/admin/google-auth' : '',
      apiBaseUrl: google?.url ?? '',
      oauthBaseUrl: google?.url ?? '',
      tokenKeySecret: 'token-key-secret',
    },
    whatsapp: whatsapp ? { ...WHATSAPP, apiUrl: whatsapp.url, templates: WHATSAPP_TEMPLATE_DEFAULTS } : null,
    sms: sms ? { ...SMS, apiUrl: sms.url } : null,
    rateLimits: { redisUrl, trustedProxies: '', multiplier: rateLimitMultiplier },
    budgets: { bookingsPerHour: 5, cancelsPerHour: 10, availabilityDatesPerHour: 60 },
    validateResponses: true,
    customerEmailsPerDay: 3,
    draftRetentionDays: 180,
  };
  const conn = await connectMongo(`${mongo.url}/${testDbName('scheduling')}`);
  const limits = createRateLimits(config.rateLimits);
  const audited: AuditRecord[] = [];
  const deps = schedulingDeps(config, conn, limits, { now, adminAuth: tokenTrustingAdminAuth(JWT_SECRET), audit: (record) => void audited.push(record) });
  const { appointments, google: link, availability } = deps;
  await createSchedulingIndexes(deps);
  await availability.ready();
  const emailQuota = createEmailQuota(redisUrl, config.customerEmailsPerDay, config.privacyHashSecret);
  const app = createApp(deps);
  const workers: Worker<NotificationJob>[] = [];
  const queues: Queue<NotificationJob>[] = [];

  let seq = 0;
  return {
    app,
    deps,
    config,
    conn,
    smtp,
    google,
    whatsapp,
    sms,
    emailQuota,
    audited,
    async newCustomer(email = `client${seq + 1}@example.com`, locale?: string) {
      const n = ++seq;
      const id = (0x100000 + n).toString(16).padStart(24, 'a');
      customers.set(id, {
        id,
        firstName: `Client${n}`,
        lastName: 'Test',
        email,
        phone: '+961 3 123 456',
        projectAddress: 'Rue Gouraud, Lebanon',
        projectTypes: { kitchen: true, wardrobe: false },
        notes: 'Island with seating for four',
        projectDetails: 'residential',
        projectTimeline: '3-6months',
        budget: '25k-50k',
        heardFrom: 'instagram',
        counts: { styles: 2, colorPalettes: 1, materials: 4, documents: 1 },
        whatsAppIds: ['9613123456'],
        ...(locale ? { locale } : {}),
      });
      return { id, email, name: `Client${n} Test`, cookie: await sessionFor(id) };
    },
    sessionLookups,
    setWhatsAppNumber(customer, number) {
      const { whatsAppNumber: _old, ...profile } = customers.get(customer.id)!;
      customers.set(customer.id, number ? { ...profile, whatsAppNumber: number } : profile);
    },
    leadEvents,
    leadEventRefusals,
    whatsAppOptOuts,
    async proveMailbox(customer) {
      const generation = (generations.get(customer.id) ?? 0) + 1;
      generations.set(customer.id, generation);
      return sessionFor(customer.id, generation);
    },
    book: (customer, appointmentDate, appointmentType = 'in-person') =>
      Promise.resolve(app.request(urlOf('bookAppointment'), jsonInit('POST', { appointmentType, appointmentDate, customerId: customer.id }, { cookie: customer.cookie }))),
    async storeAppointment(customer, start, fields = {}) {
      const begin = new Date(start);
      const doc = await appointments.create({
        customerId: customer.id,
        appointmentType: 'in-person',
        appointmentDate: begin,
        endDate: new Date(begin.getTime() + 3_600_000),
        slotKey: slotKey(DateTime.fromISO(start)),
        status: 'confirmed',
        active: true,
        ...fields,
      });
      return doc._id.toString();
    },
    redisUrl,
    bearer: (role, sub = `${role}-1`) => ({ authorization: `Bearer ${signAdminToken({ sub, username: role, role }, JWT_SECRET, '1h')}` }),
    startWorker() {
      const mailer = createMailer(nodemailer.createTransport(smtp.url), link, config.mailFrom);
      const notifications = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(redisUrl) });
      notifications.on('error', () => {});
      queues.push(notifications);
      const process = notificationProcessor({ config, appointments, designers: deps.designers, google: link, mailer, emailQuota, now: () => now().toJSDate(), notifications });
      const worker = new Worker<NotificationJob>(NOTIFICATIONS_QUEUE, process, { connection: redisConnection(redisUrl) });
      // the WhatsApp sends' queue, worked as the worker process does (with its limiter)
      const whatsAppWorker = new Worker<NotificationJob>(WHATSAPP_QUEUE, process, { connection: redisConnection(redisUrl), limiter: WHATSAPP_SEND_LIMIT });
      for (const w of [worker, whatsAppWorker]) {
        w.on('error', () => {}); // Redis outages are part of some tests
        workers.push(w);
      }
      return worker;
    },
    async stop() {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all(queues.map((q) => q.close()));
      await closeSchedulingDeps(deps);
      await Promise.all([limits.close(), emailQuota.close()]);
      fakeOnboarding.server.close();
      await Promise.all([google?.stop(), whatsapp?.stop(), sms?.stop()]);
      await conn.dropDatabase();
      await conn.close();
      await Promise.all([mongo.stop(), smtp.stop(), ownRedis?.stop()]);
    },
  };
}

/**
 * Serves `h`'s app on a free port of 127.0.0.1 and points the fake Cloud API's webhooks (`h.whatsapp`,
 * from `startHarness({ whatsapp: true })`) at its callback, /api/webhooks/whatsapp; answers a
 * function that stops serving.
 */
export async function serveWhatsAppWebhooks(h: Harness): Promise<() => Promise<void>> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  h.whatsapp!.webhookUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}${urlOf('receiveWhatsAppWebhook')}`;
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

