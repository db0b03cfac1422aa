/**
 * Fault test (issue 38 item 9): WHATSAPP_BOOKINGS bookings through the gateway (`npm run
 * test:robustness`: 1,000; otherwise, as in `npm test`, 200 by default, to keep CI's time small), by
 * customers of three kinds in turn: three in five ticked the WhatsApp box, one in five ticked it and
 * answers STOP (or ARRÊT, or إلغاء) to the confirmation, one in five never did (box unticked, or not
 * answered). The scheduling worker is killed with -9 twice and restarted: while the confirmations go
 * out (bookings still arriving) and while the reminders do. Reminders are BullMQ delayed jobs: the
 * test promotes them (as their time coming would, like whatsapp-send.test.ts), after the opt-outs
 * have reached onboarding. Then, from the fake Cloud API's record:
 * - none lost: every consenting customer got their confirmation, and both reminders unless they
 *   opted out; a send the kill cut short (Meta may or may not have it: never sent twice) counts when
 *   its e-mail twin went instead (`whatsapp_sent`: fallbackReason 'interrupted', fallbackAt set);
 * - none twice per appointment, message kind and version (every version is 0: nobody moves);
 * - nothing to a number that opted out (after its STOP) or never consented.
 * Prints a `faults: ...` line with the counts and how long each part took.
 *
 * As in faults-worker.test.ts, the stalled-check throttle keys the dead worker left are deleted so
 * the new worker's checks count; the dead worker's job locks expire on their own (30 s).
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WHATSAPP_CONSENT_VERSION } from '@cabinetry/shared/contracts';
import { NOTIFICATIONS_QUEUE, redisConnection, WHATSAPP_QUEUE } from '@cabinetry/shared/server/queues';
import { addDays, showroomDay, slotAppointmentDate } from '@cabinetry/shared/time';
import { book } from './customers';
import { eventually, notificationsSettled, startFaultSystem, type FaultSystem } from './fault-system';
import { call, validStep1 } from './routes';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const BOOKINGS = Number(process.env.WHATSAPP_BOOKINGS ?? 200);
/** Bookings (and step 1s) in flight at once. */
const CONCURRENCY = 8;
/** The templates of the messages counted here (scheduling's WHATSAPP_TEMPLATE_DEFAULTS: the system sets none). */
const TEMPLATES = { confirmation: 'appointment_confirmation', 'reminder-24h': 'appointment_reminder_24h', 'reminder-2h': 'appointment_reminder_2h' } as const;
type Kind = keyof typeof TEMPLATES;
const KIND_OF = new Map<string, Kind>(Object.entries(TEMPLATES).map(([kind, template]) => [template, kind as Kind]));
const STOP_WORDS = ['STOP', 'ARRÊT', 'إلغاء'];

type Group = 'consents' | 'opts-out' | 'never';
interface Booked {
  i: number;
  group: Group;
  /** the WhatsApp id (digits) of the customer's phone */
  waId: string;
  customerId: string;
  appointmentId: string;
}

const groupOf = (i: number): Group => (i % 5 < 3 ? 'consents' : i % 5 === 3 ? 'opts-out' : 'never');
/** What the customer must get on WhatsApp, in the end. */
const expectedKinds = (group: Group): Kind[] => (group === 'consents' ? ['confirmation', 'reminder-24h', 'reminder-2h'] : group === 'opts-out' ? ['confirmation'] : []);

let f: FaultSystem;
let mongo: MongoClient;
let whatsAppQueue: Queue;
/** ms since the epoch when each part started, for the summary line. */
const took: Record<string, number> = {};

beforeAll(async () => {
  f = await startFaultSystem();
  f.system.whatsapp.webhookUrl = `${f.system.url}${urlOf('receiveWhatsAppWebhook')}`;
  mongo = new MongoClient(f.system.mongoUrl);
  whatsAppQueue = new Queue(WHATSAPP_QUEUE, { connection: redisConnection(f.system.redisUrl) });
});

afterAll(async () => {
  await whatsAppQueue?.close();
  await mongo?.close();
  await f?.stop();
});

/** Slots a day under roomForEveryone's rules: every quarter hour from 00:00 to 23:15 (the last one ends before 23:59). */
const SLOTS_A_DAY = 94;

/**
 * Opening hours all week, 15-minute slots, two days' notice: enough slots, each more than 24 h ahead
 * (both reminders queued); answers the first `count` of them, two days from now on (as appointmentDate
 * strings; not read from GET /available, which would compute weeks of slots on a busy machine).
 */
async function roomForEveryone(admin: Record<string, string>, count: number): Promise<string[]> {
  const current = (await (await call(`${f.system.url}${urlOf('getAvailabilityRules')}`, { headers: admin })).json()) as Record<string, unknown>;
  const day = [{ start: '00:00', end: '23:59' }];
  const { changeNoticeHours, maxReschedules } = current as { changeNoticeHours?: number; maxReschedules?: number };
  const rules = {
    weeklyHours: { '1': day, '2': day, '3': day, '4': day, '5': day, '6': day, '7': day },
    daysOff: [],
    slotMinutes: 15,
    minNoticeDays: 2,
    windowDays: 14,
    horizonDays: 60,
    ...(changeNoticeHours === undefined ? {} : { changeNoticeHours }),
    ...(maxReschedules === undefined ? {} : { maxReschedules }),
  };
  await call(`${f.system.url}${urlOf('putAvailabilityRules')}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...admin }, body: JSON.stringify(rules) });
  const today = showroomDay(Date.now());
  return Array.from({ length: count }, (_, n) => {
    const minutes = (n % SLOTS_A_DAY) * 15;
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    return slotAppointmentDate(addDays(today, 2 + Math.floor(n / SLOTS_A_DAY)), time);
  });
}

/** Step 1 (WhatsApp answered as `group` says, in en, fr or ar in turn) and a booking of `slot` for customer `i`. */
async function bookOne(i: number, slot: string): Promise<Booked> {
  const group = groupOf(i);
  const phone = `+96178${String(i).padStart(6, '0')}`;
  const body = validStep1();
  const whatsApp = group === 'never' ? (i % 2 ? { whatsApp: { optIn: false, wordingVersion: WHATSAPP_CONSENT_VERSION } } : {}) : { whatsApp: { optIn: true, wordingVersion: WHATSAPP_CONSENT_VERSION } };
  const res = await call(`${f.system.url}${urlOf('saveStep1')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, customerInfo: { ...body.customerInfo, email: `wa-${i}@example.com`, phone }, locale: ['en', 'fr', 'ar'][i % 3], ...whatsApp }),
  });
  const { customerId } = (await res.json()) as { customerId: string };
  const customer = { customerId, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], email: `wa-${i}@example.com` };
  const booked = await book(f.system.url, customer, slot);
  if (booked.status !== 201) throw new Error(`booking ${i} answered ${booked.status}: ${await booked.text()}`);
  const { id } = (await booked.json()) as { id: string };
  return { i, group, waId: phone.slice(1), customerId, appointmentId: id };
}

/** The fake's record: how many of each kind went to each WhatsApp id. */
function sentCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of f.system.whatsapp.sent) {
    const key = `${m.waId}:${KIND_OF.get(m.template?.name ?? '') ?? m.template?.name ?? m.type}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Kills the worker with -9 once `ready()` holds, and starts it again; answers how many WhatsApp
 * jobs it was working on (they stall, and run again once their locks expire).
 */
async function killWorkerWhen(what: string, ready: () => boolean, timeoutMs: number): Promise<number> {
  await eventually(what, ready, timeoutMs);
  await f.system.stopService('scheduling-worker', { signal: 'SIGKILL' });
  const cut = (await whatsAppQueue.getJobCounts('active')).active;
  const redis = new Redis(f.system.redisUrl);
  try {
    await redis.del(`bull:${NOTIFICATIONS_QUEUE}:stalled-check`, `bull:${WHATSAPP_QUEUE}:stalled-check`);
  } finally {
    redis.disconnect();
  }
  await f.system.restartService('scheduling-worker');
  return cut;
}

/** True once no WhatsApp job waits, runs or waits for a retry (reminders promoted already), and notificationsSettled holds. */
async function allSettled(): Promise<boolean> {
  const counts = await whatsAppQueue.getJobCounts('waiting', 'active', 'prioritized', 'delayed');
  return Object.values(counts).every((n) => n === 0) && (await notificationsSettled(f.system));
}

it(`${BOOKINGS} bookings, reminders, opt-outs and a worker killed -9 twice: no WhatsApp message lost, none twice, none unwanted`, async () => {
  const { system } = f;
  const fake = system.whatsapp;
  const admin = { authorization: `Bearer ${f.adminToken}` };
  const slots = await roomForEveryone(admin, BOOKINGS);
  // how long each part may take: the machine is shared, and the worker works 20 WhatsApp jobs a second at most
  const partMs = 90_000 + BOOKINGS * 800;

  // 1. the bookings, the worker killed while their confirmations go out
  took.bookings = Date.now();
  const consenting = Array.from({ length: BOOKINGS }, (_, i) => i).filter((i) => groupOf(i) !== 'never').length;
  const booked: Booked[] = [];
  let next = 0;
  const booking = Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < BOOKINGS) {
        const i = next++;
        booked.push(await bookOne(i, slots[i]));
      }
    }),
  );
  const [, cutInConfirmations] = await Promise.all([
    booking,
    killWorkerWhen('a third of the confirmations sent', () => fake.sent.length >= consenting / 3, partMs),
  ]);
  await eventually('every confirmation handled (the stalled ones after their locks expired)', async () => {
    const counts = await whatsAppQueue.getJobCounts('waiting', 'active', 'prioritized');
    return Object.values(counts).every((n) => n === 0) && (await notificationsSettled(system));
  }, partMs);
  took.confirmed = Date.now();

  // 2. STOP to the confirmation from one in five, withdrawn in onboarding before any reminder
  const optingOut = booked.filter((b) => b.group === 'opts-out');
  for (const [n, b] of optingOut.entries()) {
    const { status } = await fake.deliverReply(b.waId, { text: STOP_WORDS[n % STOP_WORDS.length] });
    expect(status).toBe(200);
  }
  const customers = mongo.db('onboarding').collection('customers');
  await eventually(
    'every STOP withdrawing its consent in onboarding',
    async () => (await customers.countDocuments({ _id: { $in: optingOut.map((b) => new ObjectId(b.customerId)) }, 'whatsAppConsent.optedIn': false })) === optingOut.length,
    partMs,
  );
  took.optedOut = Date.now();

  // 3. the reminders' time comes (every delayed WhatsApp job is a reminder), the worker killed mid-way
  const reminders = await whatsAppQueue.getDelayed(0, -1);
  const bookedIds = new Set(booked.map((b) => b.appointmentId));
  expect(reminders.filter((job) => bookedIds.has((job.data as { appointmentId: string }).appointmentId))).toHaveLength(2 * BOOKINGS);
  const sentBefore = fake.sent.length;
  const expectedReminders = 2 * booked.filter((b) => b.group === 'consents').length;
  const promoting = (async () => {
    for (const job of reminders) await job.promote();
  })();
  const [, cutInReminders] = await Promise.all([
    promoting,
    killWorkerWhen('a third of the reminders sent', () => fake.sent.length - sentBefore >= expectedReminders / 3, partMs),
  ]);
  await eventually('no WhatsApp job or notification left to run (a duplicate would have gone by now)', allSettled, partMs);
  took.reminded = Date.now();

  // 4. what the fake received
  const sent = sentCounts();
  const records = mongo.db('scheduling').collection('whatsapp_sent');
  const interrupted = await records.find({ fallbackReason: 'interrupted' }, { projection: { appointmentId: 1, kind: 1, version: 1, fallbackAt: 1 } }).toArray();
  const emailedInstead = new Set(interrupted.filter((r) => r.fallbackAt).map((r) => `${String(r.appointmentId)}:${String(r.kind)}`));
  const lost: string[] = [];
  const twice: string[] = [];
  const unwanted: string[] = [];
  for (const b of booked) {
    const wanted = expectedKinds(b.group);
    for (const kind of Object.keys(TEMPLATES) as Kind[]) {
      const count = sent.get(`${b.waId}:${kind}`) ?? 0;
      if (count > 1) twice.push(`${b.i} ${kind} ×${count}`);
      if (!wanted.includes(kind) && count > 0) unwanted.push(`${b.i} (${b.group}) ${kind}`);
      if (wanted.includes(kind) && count === 0 && !emailedInstead.has(`${b.appointmentId}:${kind}`)) lost.push(`${b.i} ${kind}`);
    }
  }
  const known = new Set(booked.map((b) => b.waId));
  const strangers = fake.sent.filter((m) => !known.has(m.waId)).map((m) => `${m.template?.name ?? m.type} to ${m.waId}`);
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(0);
  console.log(
    `faults: ${BOOKINGS} bookings with WhatsApp, worker killed -9 twice (${cutInConfirmations} + ${cutInReminders} sends cut short): ` +
      `${fake.sent.length} messages sent, ${interrupted.length} e-mailed instead, ${lost.length} lost, ${twice.length} twice, ${unwanted.length + strangers.length} unwanted; ` +
      `bookings+confirmations ${seconds(took.bookings, took.confirmed)} s, opt-outs ${seconds(took.confirmed, took.optedOut)} s, reminders ${seconds(took.optedOut, took.reminded)} s`,
  );
  expect(lost).toEqual([]);
  expect(twice).toEqual([]);
  expect(unwanted).toEqual([]);
  expect(strangers).toEqual([]);
  expect(booked).toHaveLength(BOOKINGS);
  expect(f.crash()).toBeUndefined();
}, 1_800_000);
