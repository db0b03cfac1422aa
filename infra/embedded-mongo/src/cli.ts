#!/usr/bin/env -S npx tsx
/**
 * Command line: `tsx infra/embedded-mongo/src/cli.ts [--port 27017] [--host 127.0.0.1] [--dbpath DIR] [--auth]`
 * (--auth: users and roles enforced, as mongod --auth).
 * Prints `embedded-mongo listening on <uri>` once ready; stops cleanly on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './index';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    host: { type: 'string', default: '127.0.0.1' },
    dbpath: { type: 'string' },
    auth: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`embedded-mongo: invalid --port ${values.port}`);
  process.exit(2);
}

const server = await startEmbeddedMongo({ port, host: values.host, dataDir: values.dbpath, auth: values.auth });
console.log(`embedded-mongo listening on ${server.uri}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('embedded-mongo: error while stopping', err);
        process.exit(1);
      },
    );
  });
}
