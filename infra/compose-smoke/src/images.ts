/**
 * Local images of the compose smoke run, cached in podman's store under content-hash tags: the base
 * image (base-image.sh: Debian + Node, nginx, redis) and the stand-ins image (stand-ins.Containerfile
 * on that base: the bundles of src/stand-ins, the MongoDB one with infra/embedded-mongo); and the
 * product's images, built from docker-compose.yml on them (buildProductImages: the one recipe the
 * compose smoke and `npm run k8s:play` share, tagged `localhost/cabinetry-smoke_<service>:latest`).
 */
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { podman, type Stack, streamed } from './engine';

const run = promisify(execFile);

/** The programs of src/stand-ins bundled into the image (stand-ins.Containerfile puts the commands on PATH). */
const STAND_INS = ['mongo', 'mongosh', 'mongodump', 'mongorestore', 's3', 'weed', 'mail'];

/** Builds (or reuses) the base image, or takes SMOKE_BASE_IMAGE when set; resolves its name. */
export async function baseImage(smokeDir: string): Promise<string> {
  if (process.env.SMOKE_BASE_IMAGE) return process.env.SMOKE_BASE_IMAGE;
  const { stdout } = await run('bash', [join(smokeDir, 'base-image.sh')], { maxBuffer: 64 * 1024 * 1024, timeout: 1_200_000 });
  return stdout.trim().split('\n').at(-1)!;
}

/** Builds (or reuses) the stand-ins image on `base`; resolves its name. */
export async function standInsImage(repoRoot: string, smokeDir: string, base: string, log: (line: string) => void): Promise<string> {
  const context = mkdtempSync(join(tmpdir(), 'compose-smoke-stand-ins-'));
  try {
    const standIns = join(smokeDir, 'src/stand-ins');
    await build({
      entryPoints: Object.fromEntries(STAND_INS.map((name) => [name, join(standIns, `${name}.ts`)])),
      outdir: context,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
      // bundled CommonJS packages require() Node's built-in modules
      banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
    });
    const containerfile = join(smokeDir, 'stand-ins.Containerfile');
    const hash = createHash('sha256').update(base).update(readFileSync(containerfile));
    for (const file of readdirSync(context).sort()) hash.update(file).update(readFileSync(join(context, file)));
    const image = `localhost/cabinetry-smoke/stand-ins:${hash.digest('hex').slice(0, 12)}`;
    const exists = await podman(['image', 'exists', image]).then(() => true, () => false);
    if (!exists) await streamed('podman', ['build', '-f', containerfile, '--build-arg', `NODE_IMAGE=${base}`, '-t', image, context], log);
    return image;
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** The compose project of the smoke run; podman-compose names the images it builds `<project>_<service>`. */
export const PROJECT = 'cabinetry-smoke';

/** The local image podman-compose builds for `service` of docker-compose.yml (e.g. `identity`). */
export const productImage = (service: string): string => `localhost/${PROJECT}_${service}:latest`;

/** The local base and stand-ins images of a run. */
export interface LocalImages {
  base: string;
  standIns: string;
}

/**
 * Builds every image of the stack's compose files from infra/docker/Dockerfile on the local images
 * (`podman-compose build`, podman's layer cache reused), bundled without the type check: CI has
 * type-checked the repository before (npm run typecheck). Rejects when a build fails.
 */
export function buildProductImages(stack: Stack, images: LocalImages): Promise<void> {
  const args = ['SKIP_TYPECHECK=1', `NODE_IMAGE=${images.base}`, `NGINX_IMAGE=${images.base}`, `MONGO_IMAGE=${images.standIns}`, `DEBIAN_IMAGE=${images.base}`];
  return stack.compose(['build', ...args.flatMap((arg) => ['--build-arg', arg])]);
}

/**
 * The working tree as git sees it (tracked and new files, ignored ones left out) copied to a
 * temporary folder: the compose project and build context. Sending the repository itself would
 * make podman walk node_modules for every image (half a minute each). The caller removes it.
 */
export function exportTree(repoRoot: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'compose-smoke-context-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    if (!existsSync(join(repoRoot, file))) continue; // deleted, not yet committed
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(repoRoot, file), join(dir, file));
  }
  return dir;
}
