/**
 * Spans of Redis commands (issue 40 item 4). ioredis emits no command events, so once tracing starts
 * (startTracing) its Redis.prototype.sendCommand is wrapped, once per process, which reaches every
 * client: the services' own, BullMQ's queues and workers, the rate limiters. Each command is one
 * CLIENT span, `redis <command>` (e.g. `redis evalsha`), child of the span active when it was sent
 * (the request's or the job's), ended when Redis answers. Only the command's name goes into it, never
 * its keys or arguments (keys hold e-mail addresses and ids, e.g. customer-emails:<address>); a
 * refused command records Redis' error code (the first word of its reply: NOPERM, WRONGTYPE, ...),
 * never the rest of the message. A connection's own handshake and health commands get no span, nor
 * does a command sent outside any span (BullMQ's polling would otherwise start a trace per poll), nor
 * anything while tracing is off.
 */
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Redis } from 'ioredis';

const tracer = trace.getTracer('@cabinetry/shared/redis');

/** Commands that are plumbing, not the service's work. */
const UNTRACED = new Set(['auth', 'hello', 'client', 'info', 'select', 'ping', 'quit']);

/** Redis' error code: the reply's first word when it is one (ERR, NOPERM, WRONGTYPE, ...); else none. */
const errorCodeOf = (error: unknown): string | undefined => /^[A-Z]+(?= |$)/.exec(error instanceof Error ? error.message : '')?.[0];

let wrapped = false;

/**
 * Wraps ioredis' sendCommand so each command sent while `isOn()` answers true is a span; later calls
 * do nothing (the prototype is wrapped once).
 */
export function traceRedisCommands(isOn: () => boolean): void {
  if (wrapped) return;
  wrapped = true;
  const send = Redis.prototype.sendCommand;
  Redis.prototype.sendCommand = function sendTraced(this: Redis, ...args: Parameters<Redis['sendCommand']>) {
    const [command] = args;
    // outside a request or a job (BullMQ's polling, a cache's subscriber) a command would start a trace of its own
    if (!isOn() || UNTRACED.has(command.name) || !trace.getSpan(context.active())) return send.apply(this, args);
    const attributes = { 'db.system.name': 'redis', 'db.operation.name': command.name };
    const span = tracer.startSpan(`redis ${command.name}`, { kind: SpanKind.CLIENT, attributes }, context.active());
    command.promise.then(
      () => span.end(),
      (error: unknown) => {
        const code = errorCodeOf(error);
        if (code) span.setAttribute('db.response.status_code', code);
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      },
    );
    return send.apply(this, args);
  };
}
