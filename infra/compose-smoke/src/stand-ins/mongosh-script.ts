/**
 * Runs a mongosh script (the mongo image's /docker-entrypoint-initdb.d/*.js) for the compose smoke
 * run's MongoDB stand-in, which has no mongosh: the script runs in a fresh V8 context with
 * `process.env`, `print` and a `db` whose calls are recorded, then the recorded commands go to the
 * server, in order, through the mongodb driver. Covers what deploy/data-stores/mongo-users.js uses:
 * db.getSiblingDB(name), db.createUser(spec), db.runCommand(cmd), db.adminCommand(cmd). Unlike
 * mongosh, calls return nothing, so a script cannot branch on their results.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { Document, MongoClient } from 'mongodb';

interface Recorded {
  db: string;
  command: Document;
}

function database(name: string, recorded: Recorded[]) {
  const run = (command: Document, db = name) => void recorded.push({ db, command });
  return {
    getName: () => name,
    getSiblingDB: (other: string) => database(other, recorded),
    createUser: ({ user, pwd, roles }: { user: string; pwd: string; roles: unknown[] }) => run({ createUser: user, pwd, roles }),
    runCommand: (command: Document) => run(command),
    adminCommand: (command: Document) => run(command, 'admin'),
  };
}

/** Runs the script in `file` against `client` (default database `test`, as mongosh's); resolves the commands run. */
export async function runMongoshScript(file: string, client: MongoClient, env: NodeJS.ProcessEnv = process.env): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  runInNewContext(readFileSync(file, 'utf8'), { db: database('test', recorded), process: { env: { ...env } }, print: console.log, console }, { filename: file });
  for (const { db, command } of recorded) await client.db(db).command(command);
  return recorded;
}
