/**
 * Local images of the compose smoke run, cached in podman's store under content-hash tags: the base
 * image (base-image.sh: Debian + Node, nginx, redis) and the stand-ins image (stand-ins.Containerfile
 * on that base: the bundles of src/stand-ins, the MongoDB one with infra/embedded-mongo).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { podman, streamed } from './engine';

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
