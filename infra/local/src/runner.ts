/**
 * `npm start`: runs the whole system on this machine, state in DATA_DIR (default <repo>/.data).
 * Builds the SPA and the services first, then runs the compiled services (dist/*.js) as the images do.
 * Environment: PORT (default 8080), DATA_DIR, SKIP_BUILD=1 (use the existing builds), and
 * MONGO_URL / REDIS_URL / S3_ENDPOINT to use infrastructure that already runs.
 * Ctrl-C stops everything; a crashing service stops everything with exit code 1.
 */
import { isAbsolute, join, relative, resolve } from 'node:path';
import { repoRoot } from './paths';
import { startSystem, type RunningSystem } from './system';

const dataDir = resolve(process.env.DATA_DIR ?? join(repoRoot, '.data'));
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a port number, got '${process.env.PORT}'`);
  process.exit(2);
}
let system: RunningSystem | undefined;
let exiting = false;

async function shutdown(code: number, reason: string): Promise<never> {
  if (exiting) {
    console.log('Stopping now.');
    process.exit(code || 130);
  }
  exiting = true;
  console.log(`${reason}: stopping everything...`);
  await system?.stop();
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(0, `Received ${signal}`));
}

try {
  system = await startSystem({ dataDir, port, build: process.env.SKIP_BUILD !== '1', compiled: true });
} catch (error) {
  console.error(`\nCabinetry did not start: ${(error as Error).message}`);
  process.exit(1);
}

/** A path relative to the current directory when it lies inside it, else absolute. */
function display(path: string): string {
  const relativePath = relative(process.cwd(), path);
  return relativePath.startsWith('..') || isAbsolute(relativePath) ? path : relativePath;
}

const mailDir = display(system.mail.mailDir ?? join(dataDir, 'mail'));
const whatsAppDir = display(system.whatsapp.messageDir ?? join(dataDir, 'whatsapp'));
console.log(
  `\nCabinetry is running: open ${system.url} (admin: ${system.url}/admin/setup) · captured mail in ${mailDir} · WhatsApp messages in ${whatsAppDir}\n`,
);
const crash = await system.exited;
await shutdown(1, `${crash.name} exited unexpectedly (code ${crash.code}, signal ${crash.signal})`);
