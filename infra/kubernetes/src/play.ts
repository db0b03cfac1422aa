/**
 * `npm run k8s:play`: the trial overlay's workloads run for real with `podman kube play`. Builds (or
 * reuses, podman's layer cache) the compose smoke's local images with its own build function,
 * renders deploy/kubernetes/overlays/trial with `kubectl kustomize` over a temporary copy whose
 * Secrets come from their examples (secrets.ts; the mail relay pointed at a stand-in pod), turns it
 * into pods (play-transform.ts: what kube play cannot model is listed in docs/operations.md), plays
 * the data stores, the bucket Job and the workloads one layer at a time, each waited for by its
 * readiness probes (play-pods.ts), checks the containers' securityContext as running, then runs the
 * compose smoke's customer journey through the frontend pod's published port. Everything is removed
 * at the end, also after a failure or Ctrl-C. Prints each check with its time and a closing
 * `k8s play: N passed, N failed, N skipped`; exit code 1 when a check failed.
 * Needs root, podman (runc), podman-compose, debootstrap and kubectl; run it as
 * `flock /tmp/compose-smoke.lock npm run k8s:play` (one stack at a time on a machine). KEEP=1 leaves
 * the pods up. SMOKE_PREBUILT=1: the compose smoke has just built this tree's images; not again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Checks, freePort } from '../../compose-smoke/src/checks';
import { Stack } from '../../compose-smoke/src/engine';
import { baseImage, buildProductImages, exportTree, type LocalImages, PROJECT, productImage, standInsImage } from '../../compose-smoke/src/images';
import { Journey } from '../../compose-smoke/src/journey';
import { KubePlay } from './play-pods';
import { DROPPED, type PlayPlan, playPlan, relayPod } from './play-transform';
import { render, stagedDeploy } from './render';

const repoRoot = resolve(import.meta.dirname, '../../..');
const smokeDir = join(repoRoot, 'infra/compose-smoke');
const NETWORK = 'cabinetry-kube-play';
const RELAY = 'smtp://mail:1025';
const run = new Checks();
const { log } = run;
const check = run.check.bind(run);
const phases: string[] = [];
/** Runs `body` and records how long it took, for the closing line of timings. */
async function timed<T>(phase: string, body: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await body();
  } finally {
    phases.push(`${phase} ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

process.env.CONTAINERS_CONF ??= join(smokeDir, 'containers.conf');

/**
 * The compose smoke's images, built by its build function from this working tree. The build reads
 * no secret, but podman-compose refuses to read docker-compose.yml with its required variables unset:
 * they get a placeholder.
 */
async function images(): Promise<LocalImages> {
  const base = await baseImage(smokeDir);
  const local = { base, standIns: await standInsImage(repoRoot, smokeDir, base, log) };
  log(`base ${local.base}, stand-ins ${local.standIns}`);
  if (process.env.SMOKE_PREBUILT === '1') return local;
  const context = exportTree(repoRoot);
  try {
    const files = ['docker-compose.yml', 'compose.smoke.yml'];
    const required = files.flatMap((file) => [...readFileSync(join(context, file), 'utf8').matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]));
    const env = { ...process.env, ...Object.fromEntries(required.map((name) => [name, 'not-read-by-the-build'])), SMOKE_BASE_IMAGE: local.base, SMOKE_STAND_INS_IMAGE: local.standIns };
    await buildProductImages(new Stack(context, PROJECT, files, env, (line) => log(`  ${line}`)), local);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  return local;
}

/** The rendered trial overlay as a play plan; the generated secrets' files are removed right after rendering. */
async function plan(local: LocalImages, hostPort: number): Promise<PlayPlan> {
  const staged = stagedDeploy(join(repoRoot, 'deploy'), ['trial']);
  try {
    const overlay = join(staged.dir, 'kubernetes/overlays/trial');
    // the operator's step "edit secrets/smtp.env": the relay stand-in of the stores' layer
    writeFileSync(join(overlay, 'secrets/smtp.env'), `SMTP_URL=${RELAY}\n`, { mode: 0o600 });
    const objects = await render(overlay);
    const result = playPlan(objects, { images: { ...local, product: productImage }, relay: relayPod(local.standIns), hostPort });
    const count = (kind: string) => result.dropped.filter((d) => d.kind === kind).length;
    const pods = Object.entries(result.layers).map(([layer, list]) => `${layer}: ${list.filter((o) => o.kind === 'Pod').map((o) => o.metadata.name).join(', ')}`);
    log(`(${objects.length} objects rendered; pods ${pods.join('; ')}; ${result.secrets.length} secrets; dropped ${Object.keys(DROPPED).map((kind) => `${count(kind)} ${kind}`).join(', ')})`);
    return result;
  } finally {
    staged.cleanup();
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'k8s-play-'));
let play: KubePlay | undefined;
let tornDown: Promise<void> | undefined;
/** Removes the pods, volumes, secrets and network (once; a second call waits for the first), as a check of its own. */
function teardown(): Promise<void> {
  if (!play) return Promise.resolve();
  const current = play;
  tornDown ??= timed('teardown', () =>
    check('everything is torn down (pods, volumes, secrets, network)', async () => {
      const left = await current.teardown();
      if (left.length > 0) throw new Error(`left behind: ${left.join(', ')}`);
    }),
  ).then(() => undefined);
  return tornDown;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: tearing down`);
    void teardown().finally(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

try {
  let local: LocalImages | undefined;
  await check(`the compose smoke's images (base, stand-ins, the product's from infra/docker/Dockerfile)${process.env.SMOKE_PREBUILT === '1' ? ', built by the compose smoke' : ''}`, async () => {
    local = await timed('images', images);
  });
  if (!local) throw new Error('no images');
  const images_ = local;
  const hostPort = await freePort();
  let planned: PlayPlan | undefined;
  await check('the trial overlay renders and becomes pods; Ingress, NetworkPolicies, HPAs, PDBs and Services dropped', async () => {
    planned = await timed('render', () => plan(images_, hostPort));
  });
  if (!planned) throw new Error('no plan');
  const current = new KubePlay(planned, workDir, NETWORK, log);
  play = current;

  const up = await timed('play and readiness', async () => {
    if (!(await check('the Secrets become podman secrets; a podman network with DNS for the pods', () => current.prepare()))) return false;
    if (!(await check('the data stores (stand-ins) and the mail relay pass their readiness probes', () => current.play('stores', 180_000)))) return false;
    if (!(await check('the bucket Job (s3-init.sh) exits 0', () => current.play('jobs', 120_000)))) return false;
    return check('every workload passes its readiness probe (identity, catalogue, onboarding, scheduling, worker, gateway, frontend)', () => current.play('workloads', 600_000));
  });
  if (!up) throw new Error('the pods did not come up');

  await check('every container runs as its securityContext says: its non-root user, a read-only root file system, no capabilities', async () => {
    const problems: string[] = [];
    for (const { name, pod, container } of current.longRunning()) {
      // the main process's user and bounding set of capabilities, the root mount's options, from inside
      const status = await current.exec(name, ['cat', '/proc/1/status', '/proc/1/mounts']);
      const uid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
      const capabilities = /^CapBnd:\s+(\w+)/m.exec(status)?.[1];
      const rootOptions = /^\S+ \/ \S+ (\S+)/m.exec(status)?.[1] ?? '';
      const user = String(container.securityContext?.runAsUser ?? pod.spec.securityContext?.runAsUser);
      if (uid !== user || uid === '0') problems.push(`${name}: uid ${uid} (expected ${user})`);
      if (capabilities !== '0000000000000000') problems.push(`${name}: capability bounding set ${capabilities}`);
      if (!rootOptions.split(',').includes('ro')) problems.push(`${name}: root file system mounted ${rootOptions}`);
    }
    if (problems.length > 0) throw new Error(problems.join('; '));
    log(`(${current.longRunning().length} containers checked)`);
  });

  const setupToken = Buffer.from(planned.secrets.find((s) => s.name.startsWith('setup-token-'))!.data.SETUP_TOKEN, 'base64').toString();
  const journey = new Journey(`http://127.0.0.1:${hostPort}`, setupToken, current);
  await timed('journey', async () => {
    await check('GET /health through the frontend pod is 200 ok', () => journey.health());
    await check('the SPA is served with the security headers', () => journey.securityHeaders());
    await check('staff set up the first admin (SETUP_TOKEN from its Secret) and sign in', () => journey.staffSetup());
    await check('staff add a style with an image; the wizard lists it with its image', () => journey.addStyle());
    await check('a customer completes steps 1-5 with an upload and books', () => journey.customerBooks());
    await check('the booking confirmation reaches the mail relay (worker pod, SMTP Secret)', () => journey.confirmationMail());
    await check("a booked customer's erasure runs to the end (privacy queue, worker) under the Redis ACL users of the Secrets", () => journey.erasureRuns());
    await check("the catalogue pod's Secrets read its own database and bucket, neither onboarding's database nor the documents bucket", () => journey.leastPrivilege());
  });
} catch (error) {
  log(`stopped early: ${(error as Error).message}`);
} finally {
  if (process.env.KEEP === '1') log(`KEEP=1: the pods stay up (network ${NETWORK}); remove them with podman kube down ${workDir}/*.yaml`);
  else await teardown();
}
if (process.env.KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
log(`timings: ${phases.join(', ')}`);
process.exit(run.summary('k8s play'));
