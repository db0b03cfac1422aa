/**
 * Command dispatch: finds the handler for a command, refuses transactions and
 * unknown commands the way a standalone mongod does, checks the connection's
 * users may run it (when authorization is on: auth.ts), turns failures into error
 * replies, and holds each reply until every write made so far is fsync'd (so no
 * reply, not even a read, reflects data a crash could lose).
 */
import type { Document } from 'bson';
import type { Catalog } from './catalog';
import { adminCommands } from './commands/admin';
import type { CommandHandler } from './commands/common';
import { ddlCommands } from './commands/ddl';
import { readCommands } from './commands/read';
import { writeCommands } from './commands/write';
import type { CursorRegistry } from './cursors';
import { CommandError, toCommandError } from './errors';
import type { Journal } from './journal';
import type { Auth } from './auth';

/** What a standalone mongod answers to anything transactional. */
function transactionRefused(): CommandError {
  return new CommandError('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
}

const refuseTransaction: CommandHandler = () => {
  throw transactionRefused();
};

const COMMANDS = new Map<string, CommandHandler>(
  Object.entries({
    ...adminCommands,
    ...ddlCommands,
    ...readCommands,
    ...writeCommands,
    commitTransaction: refuseTransaction,
    abortTransaction: refuseTransaction,
  }),
);

/** Runs commands against one server state. */
export class Dispatcher {
  private readonly authCommands: ReturnType<Auth['commands']>;

  /** `enforce`: every command needs a signed-in user whose roles allow it (mongod --auth). */
  constructor(
    private readonly catalog: Catalog,
    private readonly cursors: CursorRegistry,
    private readonly journal: Journal | null,
    private readonly auth: Auth,
    private readonly enforce: boolean,
  ) {
    this.authCommands = auth.commands();
  }

  /** Forgets a closed connection's signed-in users. */
  closeConnection(connectionId: number): void {
    this.auth.closeConnection(connectionId);
  }

  /** Runs a command body (its first field names the command) and returns the reply body. */
  async run(body: Document, connectionId: number): Promise<Document> {
    let reply: Document;
    try {
      reply = this.execute(body, connectionId);
    } catch (err) {
      reply = toCommandError(err).toReply();
    }
    if (this.journal) {
      try {
        await this.journal.durable(this.journal.sequence);
      } catch (err) {
        reply = new CommandError('InternalError', `journal write failed: ${(err as Error).message}`).toReply();
      }
    }
    return reply;
  }

  private execute(body: Document, connectionId: number): Document {
    const name = Object.keys(body)[0] ?? '';
    const authHandler = this.authCommands[name];
    const handler = COMMANDS.get(name);
    if (!handler && !authHandler) throw new CommandError('CommandNotFound', `no such command: '${name}'`);
    if (body.txnNumber !== undefined || body.startTransaction !== undefined || body.autocommit !== undefined) {
      throw transactionRefused();
    }
    const db = body.$db;
    if (typeof db !== 'string' || db === '') throw new CommandError('InvalidNamespace', 'Invalid database name: missing $db');
    if (this.enforce) this.auth.authorize(name, db, connectionId);
    if (authHandler) return authHandler(body, db, connectionId);
    const reply = handler!(body, { db, catalog: this.catalog, cursors: this.cursors, connectionId });
    const mechanisms = body.saslSupportedMechs === undefined ? undefined : this.auth.mechanismsFor(body.saslSupportedMechs);
    if (mechanisms && ['hello', 'isMaster', 'ismaster'].includes(name)) reply.saslSupportedMechs = mechanisms;
    if (this.enforce && name === 'listDatabases' && Array.isArray(reply.databases)) {
      const readable = new Set(this.auth.readable(reply.databases.map((d: Document) => d.name), connectionId));
      reply.databases = reply.databases.filter((d: Document) => readable.has(d.name));
    }
    return reply;
  }
}
