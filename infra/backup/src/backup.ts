/**
 * The `backup` service (docker-compose.yml, profile `backup`): copies of MongoDB and of both buckets
 * in the backup volume (BACKUP_DIR, default /backups; layout in copies.ts), and their restore.
 *   backup schedule      one copy a day at BACKUP_TIME (HH:MM UTC, default 02:30), forever
 *   backup run           one copy now
 *   backup restore NAME  the copy NAME (or `latest`) back into MongoDB (mongorestore --drop) and the
 *                        buckets (every object put back); stop the application services first.
 *                        Staff deletions, deactivations, role and password changes made since the
 *                        copy are re-applied, staff signed out, e-mailed links voided (reapply.ts)
 * A copy: mongodump of every database the backup user reads (MONGO_URL, handed to the tools in a
 * config file, never on their command line), then each bucket of
 * BUCKETS (S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY) mirrored object by object (an object whose
 * ETag and size are those of the previous copy is hard-linked from it, not downloaded again), then
 * the manifest, then pruning to the newest BACKUP_KEEP copies (default 14).
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'minio';
import { MongoClient } from 'mongodb';
import { reapplyAfterRestore, staffBeforeRestore } from './reapply';
import { ARCHIVE, copyName, finishedCopies, MANIFEST, type Manifest, nextRun, readManifest, toPrune } from './copies';

export interface BackupConfig {
  dir: string;
  keep: number;
  time: string;
  mongoUrl: string;
  buckets: string[];
  s3: { endpoint: string; accessKey: string; secretKey: string; region: string };
}

/** The configuration from the environment; throws naming what is missing or wrong. */
export function backupConfig(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  const missing = ['MONGO_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`backup: set ${missing.join(', ')}`);
  const keep = Number(env.BACKUP_KEEP ?? 14);
  const time = env.BACKUP_TIME ?? '02:30';
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`backup: BACKUP_KEEP must be a whole number of copies, got '${env.BACKUP_KEEP}'`);
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`backup: BACKUP_TIME must be HH:MM (UTC), got '${time}'`);
  return {
    dir: env.BACKUP_DIR ?? '/backups',
    keep,
    time,
    mongoUrl: env.MONGO_URL!,
    buckets: (env.BUCKETS ?? 'catalogue-images,customer-documents').split(',').filter(Boolean),
    s3: { endpoint: env.S3_ENDPOINT!, accessKey: env.S3_ACCESS_KEY!, secretKey: env.S3_SECRET_KEY!, region: env.S3_REGION ?? 'us-east-1' },
  };
}

const log = (message: string) => console.log(`${new Date().toISOString()} backup: ${message}`);

function s3Client({ endpoint, accessKey, secretKey, region }: BackupConfig['s3']): Client {
  const url = new URL(endpoint);
  return new Client({ endPoint: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), useSSL: url.protocol === 'https:', accessKey, secretKey, region, pathStyle: true });
}

/**
 * Runs mongodump or mongorestore on `mongoUrl` with `args`. The URL (with the password) is never in
 * the command line, which any process of the host can read (ps, /proc/<pid>/cmdline): it goes in a
 * YAML config file (`--config`, read by the MongoDB Database Tools), mode 0600 in a private
 * temporary folder, removed once the tool exits.
 */
async function runMongoTool(command: 'mongodump' | 'mongorestore', mongoUrl: string, args: string[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `${command}-`));
  try {
    const configFile = join(dir, 'config.yaml');
    writeFileSync(configFile, `uri: ${JSON.stringify(mongoUrl)}\n`, { mode: 0o600 });
    await new Promise<void>((resolve, reject) => {
      const child = spawn(command, [`--config=${configFile}`, ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function listObjects(client: Client, bucket: string): Promise<{ key: string; size: number; etag: string }[]> {
  const objects: { key: string; size: number; etag: string }[] = [];
  for await (const item of client.listObjectsV2(bucket, '', true)) {
    const { name, size, etag } = item as { name?: string; size: number; etag: string };
    if (name) objects.push({ key: name, size, etag });
  }
  return objects;
}

/** A path under `root` for an object key; keys that would leave it are refused. */
function objectPath(root: string, key: string): string {
  if (key.split('/').some((part) => part === '..' || part === '') || key.startsWith('/')) throw new Error(`refusing object key '${key}'`);
  return join(root, key);
}

/** Takes one copy into config.dir; resolves its folder name. */
export async function takeBackup(config: BackupConfig, now = new Date()): Promise<string> {
  const name = copyName(now);
  const copy = join(config.dir, name);
  mkdirSync(copy, { recursive: true });
  const previous = finishedCopies(config.dir).at(-1);
  const before = previous ? readManifest(config.dir, previous) : undefined;
  log(`copy ${name}: MongoDB`);
  await runMongoTool('mongodump', config.mongoUrl, [`--archive=${join(copy, ARCHIVE)}`, '--gzip']);
  const client = s3Client(config.s3);
  const manifest: Manifest = { takenAt: now.toISOString(), buckets: {} };
  for (const bucket of config.buckets) {
    const objects = await listObjects(client, bucket);
    let linked = 0;
    for (const object of objects) {
      const target = objectPath(join(copy, 'buckets', bucket), object.key);
      mkdirSync(dirname(target), { recursive: true });
      const same = before?.buckets[bucket]?.find((o) => o.key === object.key && o.etag === object.etag && o.size === object.size);
      const earlier = same && objectPath(join(config.dir, previous!, 'buckets', bucket), object.key);
      if (earlier && existsSync(earlier)) {
        linkSync(earlier, target);
        linked++;
      } else await client.fGetObject(bucket, object.key, target);
    }
    manifest.buckets[bucket] = objects;
    log(`copy ${name}: ${bucket}: ${objects.length} objects (${linked} unchanged since the previous copy)`);
  }
  writeFileSync(join(copy, MANIFEST), JSON.stringify(manifest, null, 2));
  for (const old of toPrune(readdirSync(config.dir), finishedCopies(config.dir), config.keep, name)) {
    rmSync(join(config.dir, old), { recursive: true, force: true });
    log(`removed ${old}`);
  }
  log(`copy ${name} done`);
  return name;
}

/** Restores the copy `name` ('latest' = the newest finished one); resolves its folder name. */
export async function restoreBackup(config: BackupConfig, name: string): Promise<string> {
  const finished = finishedCopies(config.dir);
  const chosen = name === 'latest' ? finished.at(-1) : finished.find((copy) => copy === name);
  if (!chosen) throw new Error(`no finished copy '${name}' in ${config.dir} (there are: ${finished.join(', ') || 'none'})`);
  const copy = join(config.dir, chosen);
  const mongo = await new MongoClient(config.mongoUrl, { serverSelectionTimeoutMS: 30_000 }).connect();
  try {
    // what changed after the backup, read before the restore overwrites it (reapply.ts)
    const staff = await staffBeforeRestore(mongo);
    log(`restoring ${chosen}: MongoDB (${staff.length} staff accounts in the database now)`);
    await runMongoTool('mongorestore', config.mongoUrl, [`--archive=${join(copy, ARCHIVE)}`, '--gzip', '--drop']);
    const done = await reapplyAfterRestore(mongo, staff);
    log(
      `restoring ${chosen}: staff accounts deleted again ${done.deleted}, set back to their state before the restore ${done.changed}, ` +
        `signed out ${done.signedOut}; e-mailed links voided ${done.linksVoided}` +
        (staff.length === 0 ? ' (no account before the restore: the accounts are as they were at the backup)' : ''),
    );
  } finally {
    await mongo.close();
  }
  const client = s3Client(config.s3);
  const { buckets } = readManifest(config.dir, chosen);
  for (const [bucket, objects] of Object.entries(buckets)) {
    for (const { key } of objects) {
      const file = objectPath(join(copy, 'buckets', bucket), key);
      await client.putObject(bucket, key, createReadStream(file), statSync(file).size);
    }
    log(`restoring ${chosen}: ${bucket}: ${objects.length} objects`);
  }
  log(`restored ${chosen}`);
  return chosen;
}

/** Takes a copy every day at config.time, forever (a failed copy is logged and tried again the next day). */
export async function schedule(config: BackupConfig): Promise<never> {
  for (;;) {
    const at = nextRun(config.time, new Date());
    log(`next copy at ${at.toISOString()}, keeping the newest ${config.keep}`);
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now()));
    await takeBackup(config).catch((error: Error) => log(`copy FAILED: ${error.message}`));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command = 'schedule', name = 'latest'] = process.argv.slice(2);
  const commands: Record<string, (config: BackupConfig) => Promise<unknown>> = {
    schedule,
    run: (config) => takeBackup(config),
    restore: (config) => restoreBackup(config, name),
  };
  if (!commands[command]) {
    console.error('usage: backup [schedule | run | restore <copy name | latest>]');
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
  commands[command](backupConfig()).then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`backup: ${error.message}`);
      process.exit(1);
    },
  );
}
