/**
 * `npm run compose:smoke`: the production compose file, built and run for real with podman.
 * Builds the local base and stand-in images (cached), builds every image of docker-compose.yml from
 * infra/docker/Dockerfile on that base, brings the stack up with compose.smoke.yml, then, through the
 * frontend container only: health, a customer's steps 1-5 with an upload and a booking, the mail,
 * staff setup and a new style the wizard lists, least privilege (the catalogue's credentials against
 * onboarding's database and the documents bucket; no port of SeaweedFS' reachable from it), the
 * queue-age alert (worker stopped, a booking: pending, firing, Alertmanager's mail, cleared after the
 * worker's restart; see monitoring.ts), large bodies refused with every container still up; again after restarting every service; a backup, the data volumes wiped, the restore; then
 * with two replicas of catalogue, onboarding, scheduling and the worker. Tears everything down and ends with
 * `compose smoke: N passed, N failed, N skipped`. Exit code 1 when a check failed.
 * Needs root, podman (runc), podman-compose and debootstrap. KEEP=1 leaves the stack up.
 * SMOKE_BUILD_ONLY=1 stops after the images are built; SMOKE_PREBUILT=1 says such a run of this same
 * tree has just built them, and reports its success instead of building again (.ci/run builds the
 * images while the tests run, then runs the rest after them).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Checks, freePort } from './checks';
import { podman, Stack } from './engine';
import { baseImage, buildProductImages, exportTree, type LocalImages, PROJECT, standInsImage } from './images';
import { Journey } from './journey';
import { everyProcessScraped, queueAlertCycle, writeSmokeMonitoring } from './monitoring';

const repoRoot = resolve(import.meta.dirname, '../../..');
const smokeDir = join(repoRoot, 'infra/compose-smoke');
const buildOnly = process.env.SMOKE_BUILD_ONLY === '1';
const prebuilt = process.env.SMOKE_PREBUILT === '1';
const run = new Checks();
const { log } = run;
const check = run.check.bind(run);

/** Every secret made for this run: the stack's log (podman-compose prints its merged config and each `podman run`) shows them masked. */
const secrets: string[] = [];
const secret = () => {
  const value = randomBytes(36).toString('base64url');
  secrets.push(value);
  return value;
};
/** Logs a line of the stack's output with every secret of this run masked. */
const stackLog = (line: string) => log(`  ${secrets.reduce((masked, value) => masked.replaceAll(value, '<secret>'), line)}`);

process.env.CONTAINERS_CONF ??= join(smokeDir, 'containers.conf');
const httpPort = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  JWT_SECRET: secret(),
  INTERNAL_TOKEN: secret(),
  CUSTOMER_SESSION_SECRET: secret(),
  SETUP_TOKEN: secret(),
  MONGO_USER: 'cabinetry',
  ...Object.fromEntries(['', '_IDENTITY', '_CATALOGUE', '_ONBOARDING', '_SCHEDULING', '_BACKUP'].map((who) => [`MONGO${who}_PASSWORD`, secret()])),
  ...Object.fromEntries(['', '_IDENTITY', '_CATALOGUE', '_ONBOARDING', '_SCHEDULING', '_WORKER'].map((who) => [`REDIS${who}_PASSWORD`, secret()])),
  S3_ACCESS_KEY: 'cabinetry',
  ...Object.fromEntries(['', '_CATALOGUE', '_ONBOARDING', '_BACKUP'].map((who) => [`S3${who}_SECRET_KEY`, secret()])),
  GOOGLE_TOKEN_KEY: secret(),
  PRIVACY_HASH_SECRET: secret(),
  SMTP_URL: 'smtp://mail:1025',
  PUBLIC_URL: `http://localhost:${httpPort}`,
  HTTP_PORT: String(httpPort),
  HTTPS_PORT: String(await freePort()),
  HTTPS: 'false',
  SEED_DEMO: 'true',
  ...Object.fromEntries(['ADMIN_EMAIL', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_REDIRECT_URI', 'WHATSAPP_NUMBER', 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'].map((name) => [name, ''])),
};

const context = exportTree(repoRoot);
writeSmokeMonitoring(context);
let stack: Stack | undefined;
const scaled = ['catalogue', 'onboarding', 'scheduling', 'scheduling-worker'];
try {
  let images: LocalImages | undefined;
  await check('local base and stand-in images (cached)', async () => {
    const base = await baseImage(smokeDir);
    images = { base, standIns: await standInsImage(repoRoot, smokeDir, base, log) };
    log(`base ${images.base}, stand-ins ${images.standIns}`);
  });
  if (!images) throw new Error('no base image');
  env.SMOKE_BASE_IMAGE = images.base;
  env.SMOKE_STAND_INS_IMAGE = images.standIns;
  stack = new Stack(context, PROJECT, ['docker-compose.yml', 'compose.smoke.yml'], env, stackLog);
  const current = stack;
  await current.compose(['down', '-v']).catch(() => undefined);

  const local = images;
  const built = await check(`every image of docker-compose.yml builds from infra/docker/Dockerfile${prebuilt ? ' (built by the SMOKE_BUILD_ONLY run)' : ''}`, async () => {
    if (!prebuilt) await buildProductImages(current, local);
  });
  if (!built) throw new Error('images did not build');
  if (buildOnly) log('SMOKE_BUILD_ONLY=1: the images are built, nothing is started');
  else {
    const up = await check('the stack comes up: every healthcheck passes, the bucket job exits 0', () => current.up());
    if (!up) throw new Error('the stack did not come up');

    const journey = new Journey(`http://127.0.0.1:${httpPort}`, env.SETUP_TOKEN!, current);
    await check('GET /health through the front is 200 ok', () => journey.health());
    await check('the SPA is served with the security headers', () => journey.securityHeaders());
    await check('Prometheus scrapes the gateway, every service and the worker, each target up', async () => {
      log(`  (targets: ${await everyProcessScraped(current, context)})`);
    });
    await check('staff set up the first admin and sign in', () => journey.staffSetup());
    await check('staff add a style with an image; the wizard lists it with its image', () => journey.addStyle());
    await check('a customer completes steps 1-5 with an upload and books', () => journey.customerBooks());
    await check('the booking confirmation reaches the mail relay', () => journey.confirmationMail());
    await check("a booked customer's erasure runs to the end (privacy queue, worker) under the services' Redis ACL users", () => journey.erasureRuns());
    await check("the catalogue's credentials read its own database and bucket, neither onboarding's database nor the documents bucket", () => journey.leastPrivilege());
    await check("the catalogue container cannot read a customer's document by any port (S3 with its own key, SeaweedFS' master, volume and filer ports)", async () => {
      log(`  (from the catalogue container: ${JSON.stringify(await journey.storeUnreachable())})`);
    });

    await check('with the worker stopped, a booking makes QueueJobsWaiting pend, fire and reach Alertmanager; it clears after the restart', async () => {
      const cycle = await queueAlertCycle(current, journey);
      log(`  (QueueJobsWaiting{queue="notifications"}, seconds after the booking: pending ${cycle.pending} (active since ${cycle.activeAt}; the age from ${cycle.reporters.join(', ')}), firing ${cycle.firing}, mailed by Alertmanager ${cycle.mailed}; worker restarted, cleared ${cycle.cleared}, resolved mail ${cycle.resolvedMailed}; the confirmation went out)`);
    });

    // one-shot jobs stay done: restarting the bucket job together with the S3 server would only race it
    const longRunning = Object.keys(current.services).filter((name) => current.services[name].restart !== 'no');
    await check('3 parallel 59 MB posts to a JSON route and 3 to step 4 are each refused with 413, every container still up', async () => {
      const containers = (await Promise.all(longRunning.map((name) => current.containers(name)))).flat();
      const restarts = (container: string) => podman(['inspect', container, '--format', '{{.State.Status}} {{.RestartCount}}']).then((out) => out.trim());
      const before = await Promise.all(containers.map(restarts));
      const statuses = await journey.largePosts();
      await current.ready(longRunning, 60_000);
      const after = await Promise.all(containers.map(restarts));
      // alive: still running, never restarted meanwhile
      const alive = containers.filter((_, i) => after[i].startsWith('running') && after[i] === before[i]);
      log(`  (large posts: ${statuses.join(', ')}; containers alive after them: ${alive.length} of ${containers.length})`);
      if (alive.length !== containers.length) throw new Error(`restarted or down: ${containers.filter((c) => !alive.includes(c)).join(', ')}`);
    });
    log('restarting every service...');
    await current.compose(['restart', ...longRunning]);
    await check('after a restart of every service: all healthy again', () => current.ready(longRunning));
    await check('after the restart: health, staff sign-in, the style, the customer\'s upload and booking are kept', () => journey.allKept());

    await check('a backup is taken, the data volumes are wiped, and the restore brings back the customer, their upload and their booking', async () => {
      const [backup] = await current.containers('backup');
      await current.exec(backup, ['node', '/opt/backup/backup.mjs', 'run']);
      log('wiping the data volumes (MongoDB, Redis, S3)...');
      await current.compose(['down']);
      const volumes = (await podman(['volume', 'ls', '--format', '{{.Name}}'])).split('\n');
      const wiped = volumes.filter((name) => name.startsWith(PROJECT) && /_(mongo-data|mongo-config|redis-data|s3-data)$/.test(name));
      if (wiped.length !== 4) throw new Error(`expected 4 data volumes, found ${wiped.join(', ')}`);
      await podman(['volume', 'rm', ...wiped]);
      const stores = ['mongo', 'redis', 'seaweedfs', 's3', 's3-init', 'mail', 'backup'];
      await current.up(stores);
      const [restorer] = await current.containers('backup');
      await current.exec(restorer, ['node', '/opt/backup/backup.mjs', 'restore', 'latest']);
      await current.up(Object.keys(current.services).filter((name) => !stores.includes(name)));
      await journey.allKept();
      await journey.uploadKept();
    });

    log('scaling to two replicas...');
    const scaledStack = new Stack(context, PROJECT, ['docker-compose.yml', 'compose.smoke.yml', 'infra/compose-smoke/compose.scale.yml'], env, stackLog);
    stack = scaledStack;
    const scaledUp = await check(`two replicas each of ${scaled.join(', ')} come up healthy`, async () => {
      await scaledStack.up(scaled);
      for (const service of scaled) {
        const replicas = await scaledStack.containers(service);
        if (replicas.length !== 2) throw new Error(`${service} has ${replicas.length} containers`);
      }
    });
    if (scaledUp) {
      await check('Prometheus scrapes both replicas of each scaled service and the one of every other process, each target up', async () => {
        log(`  (targets: ${await everyProcessScraped(scaledStack, context, (name) => (scaled.includes(name) ? 2 : 1))})`);
      });
      await check('a catalogue write is seen through every catalogue replica', () => journey.writeSeenByEveryReplica());
      await check('a booking sends exactly one e-mail with two workers', () => journey.bookingSendsOneMail());
      await check('per-IP budgets hold across replicas', () => journey.budgetsAcrossReplicas());
    }
  }
} catch (error) {
  log(`stopped early: ${(error as Error).message}`);
} finally {
  if (process.env.KEEP === '1') log(`KEEP=1: the stack stays up on http://127.0.0.1:${httpPort}`);
  else if (stack) {
    const current = stack;
    await check('everything is torn down (containers, volumes, network)', async () => {
      await current.compose(['down', '-v']);
      for (const service of Object.keys(current.services)) {
        const left = await current.containers(service);
        if (left.length > 0) throw new Error(`left behind: ${left.join(', ')}`);
      }
    });
  }
}

rmSync(context, { recursive: true, force: true });
process.exit(run.summary('compose smoke'));
