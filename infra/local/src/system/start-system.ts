/**
 * Starts the whole system on this machine: infrastructure from the providers (state under dataDir),
 * then every service as a child process, then waits for their /health. Used by the local runner
 * (`npm start`) and by tests that need the real system (browser end-to-end tests). WhatsApp goes to
 * the fake WhatsApp Cloud API (messages recorded under dataDir/whatsapp, credentials made per run). Fault tests can
 * restart (or kill and restart) a service, and halt and resume Redis and MongoDB when those run as
 * child processes here.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import { spawnManaged, type ChildExit, type ManagedChild } from '../process';
import { randomBytes } from 'node:crypto';
import { type FakeWhatsApp, freePort, startFakeWhatsApp, startMongo, startRedis, startS3, startSmtpSink, type RestartableProcess, type SmtpSink } from '../providers';
import { endChild } from '../providers/restartable';
import { waitForHealth } from './health';
import { loadOrCreateSecrets } from './secrets';
import { BUCKETS, compiledEntry, SERVICES, type ServiceSpec, type SystemContext } from './services';

export interface StartSystemOptions {
  /** Holds all state: secrets.json, mongo/, redis/, s3/, mail/, whatsapp/. */
  dataDir: string;
  /** The public (gateway) port; a free one when omitted. */
  port?: number;
  /**
   * Build first: the frontend (npm run build -w frontend) and, when `compiled`, the services
   * (npm run build:services); default false.
   */
  build?: boolean;
  /**
   * Run each service's compiled entry (dist/*.js, as the images do) instead of its TypeScript source
   * through tsx; default false (tests run the sources they just changed, with no build step).
   */
  compiled?: boolean;
  /** Extra environment for every service (wins over the computed one). */
  env?: Record<string, string>;
  /** The processes to run; default the whole system (SERVICES). */
  services?: ServiceSpec[];
  /** Receives every output line of the build and the services; default: printed with a name prefix. */
  log?: (source: string, line: string) => void;
  /** How long the services get to become healthy; default 90 s. */
  healthTimeoutMs?: number;
}

export interface ServiceExit extends ChildExit {
  name: string;
}

export interface RunningSystem {
  /** What a browser opens, e.g. http://localhost:8080 */
  url: string;
  port: number;
  /** The SMTP sink every e-mail goes to. */
  mail: SmtpSink;
  /** The fake WhatsApp Cloud API every WhatsApp message goes to. */
  whatsapp: FakeWhatsApp;
  /** MongoDB URL without a database name (each service uses its own database). */
  mongoUrl: string;
  redisUrl: string;
  /** The object storage every bucket is in (tests scan it). */
  s3: SystemContext['s3'];
  /** Base URL of one service process on this machine, e.g. serviceUrl('catalogue') (benchmarks). */
  serviceUrl(name: string): string;
  /** Process ids of the service processes (infrastructure children excluded). */
  pids(): number[];
  /** Settles when a service exits on its own (a crash); never settles for exits caused by stop(). */
  exited: Promise<ServiceExit>;
  /**
   * Stops one service process by name (outage tests): SIGTERM, or `signal` (e.g. SIGKILL, a crash
   * mid-job); that exit does not settle `exited`.
   */
  stopService(name: string, options?: { signal?: NodeJS.Signals }): Promise<void>;
  /**
   * Ends one service like stopService (a no-op when it is already stopped) and starts it again from
   * the same spec, port and environment; resolves once it answers /health (when it has one). A
   * purposeful restart does not settle `exited`; a later crash of the new process does.
   */
  restartService(name: string, options?: { signal?: NodeJS.Signals }): Promise<void>;
  /**
   * Redis and MongoDB when they run as child processes here (halt, then resume on the same port and
   * data directory); undefined when external (REDIS_URL, MONGO_URL), in a container or in-process.
   */
  infrastructure: { redis?: RestartableProcess; mongo?: RestartableProcess };
  /** Stops the services, then the infrastructure; safe to call more than once. */
  stop(): Promise<void>;
}

const defaultLog = (source: string, line: string) => process.stdout.write(`${source.padEnd(18)}| ${line}\n`);

export async function startSystem(options: StartSystemOptions): Promise<RunningSystem> {
  const { dataDir, build = false, compiled = false, services = SERVICES, log = defaultLog, healthTimeoutMs = 90_000 } = options;
  mkdirSync(dataDir, { recursive: true });
  const secrets = loadOrCreateSecrets(dataDir);
  const publicPort = options.port ?? (await freePort());
  await assertPortFree(publicPort);
  if (build && compiled) await runBuild(['run', 'build:services'], 'the services build', log);
  if (build) await runBuild(['run', 'build', '-w', 'frontend'], 'the frontend build', log);
  if (compiled) assertBuilt(services);
  const staticDir = join(repoRoot, 'frontend/dist');
  const rendererDir = join(repoRoot, 'frontend/dist-server');

  const infrastructure = await startInfrastructure(dataDir);
  const { mongo, redis, s3, mail, whatsapp } = infrastructure;
  const ports: Record<string, number> = {};
  for (const spec of services) ports[spec.name] = spec.public ? publicPort : await freePort();
  const context: SystemContext = {
    ports,
    mongoUrl: mongo.url,
    redisUrl: redis.url,
    s3,
    smtpUrl: mail.url,
    whatsapp: { url: whatsapp.url, ...WHATSAPP_CREDENTIALS },
    secrets,
    publicUrl: `http://localhost:${publicPort}`,
    staticDir: existsSync(join(staticDir, 'index.html')) ? staticDir : undefined,
    rendererDir: existsSync(join(rendererDir, 'pages.json')) ? rendererDir : undefined,
  };

  let stopping = false;
  const stoppedOnPurpose = new Set<ManagedChild>();
  let reportCrash: (exit: ServiceExit) => void = () => {};
  const exited = new Promise<ServiceExit>((resolve) => (reportCrash = resolve));
  const spawnService = (spec: ServiceSpec) => {
    const child = spawnManaged({
      name: spec.name,
      command: process.execPath,
      args: compiled ? ['--enable-source-maps', compiledEntry(spec.entry)] : ['--import', 'tsx', spec.entry],
      cwd: repoRoot,
      env: { ...process.env, ...spec.env(context), ...options.env },
      onLine: (line) => log(spec.name, line),
    });
    void child.exited.then((exit) => {
      if (!stopping && !stoppedOnPurpose.has(child)) reportCrash({ name: child.name, ...exit });
    });
    return child;
  };
  const children = services.map(spawnService);
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      await Promise.all(children.map((child) => child.stop()));
      await infrastructure.stop();
    })();
    return stopped;
  };
  const healthTarget = (spec: ServiceSpec) => ({ name: spec.name, url: `http://127.0.0.1:${ports[spec.name]}/health` });
  /** Ends the named service on purpose; returns its index in `children`. */
  const endService = async (name: string, signal?: NodeJS.Signals) => {
    const index = children.findIndex((c) => c.name === name);
    if (index < 0) throw new Error(`no service named ${name}`);
    stoppedOnPurpose.add(children[index]);
    await endChild(children[index], signal);
    return index;
  };

  const targets = services.filter((spec) => spec.health).map(healthTarget);
  try {
    await waitForHealth(targets, children, healthTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: context.publicUrl,
    port: publicPort,
    mail,
    whatsapp,
    mongoUrl: mongo.url,
    redisUrl: redis.url,
    s3: context.s3,
    serviceUrl: (name) => `http://127.0.0.1:${ports[name]}`,
    pids: () => children.filter((child) => child.running()).map((child) => child.pid),
    exited,
    stopService: async (name, { signal } = {}) => {
      await endService(name, signal);
    },
    restartService: async (name, { signal } = {}) => {
      const index = await endService(name, signal);
      const spec = services[index];
      children[index] = spawnService(spec);
      await waitForHealth(spec.health ? [healthTarget(spec)] : [], [children[index]], healthTimeoutMs);
    },
    infrastructure: { redis: redis.process, mongo: mongo.process },
    stop,
  };
}

/** The fake WhatsApp's credentials, made once per run (nothing outside this machine takes them). */
const WHATSAPP_CREDENTIALS = {
  token: `EAA${randomBytes(24).toString('base64url')}`,
  phoneNumberId: String(100_000_000_000_000 + Math.floor(Math.random() * 899_999_999_999_999)),
  appSecret: randomBytes(32).toString('hex'),
  verifyToken: randomBytes(32).toString('base64url'),
};

/** Mongo, Redis, S3, the SMTP sink and the fake WhatsApp, all at once; stops what did start when one fails. */
async function startInfrastructure(dataDir: string) {
  const started = await Promise.allSettled([
    startMongo({ dataDir: join(dataDir, 'mongo') }),
    startRedis({ dataDir: join(dataDir, 'redis') }),
    startS3({ dataDir: join(dataDir, 's3'), buckets: Object.values(BUCKETS) }),
    startSmtpSink({ dataDir }),
    startFakeWhatsApp({ accessToken: WHATSAPP_CREDENTIALS.token, phoneNumberId: WHATSAPP_CREDENTIALS.phoneNumberId, appSecret: WHATSAPP_CREDENTIALS.appSecret, dataDir }),
  ] as const);
  const stopAll = () =>
    Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined))).then(() => {});
  const [mongo, redis, s3, mail, whatsapp] = started;
  if (mongo.status === 'rejected' || redis.status === 'rejected' || s3.status === 'rejected' || mail.status === 'rejected' || whatsapp.status === 'rejected') {
    await stopAll();
    const reasons = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    throw new Error(`infrastructure did not start:\n${reasons.join('\n')}`);
  }
  return { mongo: mongo.value, redis: redis.value, s3: s3.value, mail: mail.value, whatsapp: whatsapp.value, stop: stopAll };
}

/** Runs `npm <args>` in the repository; throws naming `what` when it fails. */
async function runBuild(args: string[], what: string, log: (source: string, line: string) => void): Promise<void> {
  const build = spawnManaged({ name: 'build', command: 'npm', args, cwd: repoRoot, onLine: (line) => log('build', line) });
  const { code } = await build.exited;
  if (code !== 0) throw new Error(`${what} failed (exit code ${code}); see the output above`);
}

function assertBuilt(services: ServiceSpec[]): void {
  const missing = services.map((spec) => compiledEntry(spec.entry)).filter((entry) => !existsSync(join(repoRoot, entry)));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}; run npm run build:services (or start without SKIP_BUILD=1)`);
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new Error(`port ${port} is already in use: stop what uses it or set PORT`)));
    server.listen(port, () => server.close(() => resolve()));
  });
}
