/**
 * Spans of MongoDB commands (issue 40 item 4), from the driver's command monitoring: one CLIENT span
 * per command, `mongodb <command> <collection>`, child of the span active when the command was sent
 * (the request's or the job's), ended when the server answers. Only the command's name, collection
 * and database go into it, never the query, the documents or a server error's message (a duplicate
 * key error quotes the key's value): a failed command records its error code only. Authentication
 * and handshake commands get no span.
 */
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { CommandFailedEvent, CommandStartedEvent, CommandSucceededEvent, MongoClient } from 'mongodb';

const tracer = trace.getTracer('@cabinetry/shared/mongodb');

/** Commands whose first field names the collection (any other's value is not read: it may be data). */
const ON_COLLECTION = new Set(['find', 'insert', 'update', 'delete', 'aggregate', 'count', 'distinct', 'findAndModify', 'createIndexes', 'listIndexes', 'dropIndexes', 'create', 'drop', 'collMod']);

/** Commands that are plumbing, not the service's work. */
const UNTRACED = new Set(['hello', 'ismaster', 'isMaster', 'saslStart', 'saslContinue', 'authenticate', 'ping', 'endSessions', 'buildInfo']);

/**
 * Adds a span for each command `client` sends. The client must have been made with
 * `monitorCommands: true` (else no event is emitted).
 */
export function traceMongoCommands(client: MongoClient): void {
  /** spans of commands sent and not yet answered, by the driver's request id */
  const open = new Map<number, Span>();
  client.on('commandStarted', (event: CommandStartedEvent) => {
    if (UNTRACED.has(event.commandName)) return;
    const collection: unknown = ON_COLLECTION.has(event.commandName) ? event.command[event.commandName] : undefined;
    const attributes: Record<string, string> = { 'db.system.name': 'mongodb', 'db.operation.name': event.commandName, 'db.namespace': event.databaseName };
    if (typeof collection === 'string') attributes['db.collection.name'] = collection;
    const name = typeof collection === 'string' ? `mongodb ${event.commandName} ${collection}` : `mongodb ${event.commandName}`;
    open.set(event.requestId, tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, context.active()));
  });
  client.on('commandSucceeded', (event: CommandSucceededEvent) => {
    open.get(event.requestId)?.end();
    open.delete(event.requestId);
  });
  client.on('commandFailed', (event: CommandFailedEvent) => {
    const span = open.get(event.requestId);
    if (!span) return;
    const code = (event.failure as { code?: unknown }).code;
    if (typeof code === 'number') span.setAttribute('db.response.status_code', String(code));
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
    open.delete(event.requestId);
  });
}
