/**
 * The system the fault tests break: the whole system as child processes (startSystem) with Google
 * configured against the scheduling tests' fake Google (its Gmail relays to a separate SMTP sink),
 * a signed-in admin and the free booking slots; plus the polling and quiescence helpers those tests share.
 * FAULTS_LOG=1 prints the services' output.
 */
import { Queue } from 'bullmq';
import { vi } from 'vitest';
import { MongoClient } from 'mongodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CapturedMail, type SmtpSink, startSmtpSink } from '@cabinetry/local/providers';
import { LOAD_TEST_ENV, type RunningSystem, type ServiceExit, startSystem } from '@cabinetry/local/system';
import { NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { type FakeGoogle, startFakeGoogle } from '@cabinetry/local/providers';
import { freeSlots, type SlotQueue } from './customers';
import { openSessions } from './routes';

export interface FaultSystem {
  system: RunningSystem;
  /** Where the system keeps its state (secrets.json, mongo/, redis/, s3/). */
  dataDir: string;
  google: FakeGoogle;
  /** Where the fake Gmail delivers (e-mail sent while a Google account is linked). */
  gmailRelay: SmtpSink;
  /** Bearer token of the admin openSessions set up. */
  adminToken: string;
  slots: SlotQueue;
  /** The first service crash (an exit nobody asked for), if any so far. */
  crash(): ServiceExit | undefined;
  stop(): Promise<void>;
}

/** Starts it all in a fresh data directory; stop() removes everything again. */
export async function startFaultSystem(): Promise<FaultSystem> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cabinetry-faults-'));
  const gmailRelay = await startSmtpSink();
  const client = { id: 'faults-client', secret: 'faults-secret' };
  const google = await startFakeGoogle({ clientId: client.id, clientSecret: client.secret, relaySmtpUrl: gmailRelay.url });
  const cleanUp = async (system?: RunningSystem) => {
    await system?.stop();
    await google.stop();
    await gmailRelay.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let system: RunningSystem | undefined;
  try {
    system = await startSystem({
      dataDir,
      build: false,
      log: process.env.FAULTS_LOG ? undefined : () => {},
      env: {
        ...LOAD_TEST_ENV,
        GOOGLE_CLIENT_ID: client.id,
        GOOGLE_CLIENT_SECRET: client.secret,
        GOOGLE_REDIRECT_URI: 'http://localhost/admin/oauth/callback',
        GOOGLE_API_BASE_URL: google.url,
        GOOGLE_OAUTH_BASE_URL: google.url,
      },
    });
    let crash: ServiceExit | undefined;
    void system.exited.then((exit) => (crash = exit));
    const adminToken = (await openSessions(system.url)).token;
    const slots = await freeSlots(system.url);
    const running = system;
    return { system, dataDir, google, gmailRelay, adminToken, slots, crash: () => crash, stop: () => cleanUp(running) };
  } catch (error) {
    await cleanUp(system);
    throw error;
  }
}

/** Waits (vi.waitFor, every 250 ms) until `check` gives something other than undefined/false, and returns it; fails after timeoutMs naming `what`. */
export const eventually = <T>(what: string, check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs: number): Promise<T> =>
  vi.waitFor(
    async () => {
      const value = await check();
      if (value === undefined || value === false) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
      return value;
    },
    { timeout: timeoutMs, interval: 250 },
  );

/** The booking confirmations (they carry the .ics invitation) addressed to `email`. */
export function confirmationsTo(mails: CapturedMail[], email: string): CapturedMail[] {
  return mails.filter((m) => m.to.includes(email) && m.attachments.some((a) => a.filename === 'showroom-design-consultation.ics'));
}

/**
 * True once no notification can still be sent: no appointment has an outbox entry waiting for
 * Redis and the notification queue has no waiting or running job (delayed reminders aside). After
 * that, a duplicate e-mail cannot appear any more, so counting now is final.
 */
export async function notificationsSettled(system: RunningSystem): Promise<boolean> {
  const mongo = new MongoClient(system.mongoUrl);
  const queue = new Queue(NOTIFICATIONS_QUEUE, { connection: redisConnection(system.redisUrl) });
  try {
    const pending = await mongo.db('scheduling').collection('appointments').countDocuments({ outbox: { $elemMatch: { enqueuedAt: null } } });
    const jobs = await queue.getJobCounts('waiting', 'active', 'prioritized');
    return pending === 0 && Object.values(jobs).every((n) => n === 0);
  } finally {
    await queue.close();
    await mongo.close();
  }
}
