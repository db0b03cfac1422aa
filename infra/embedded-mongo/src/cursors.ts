/**
 * Server-side cursors: results waiting to be fetched with getMore, handed out
 * in batches bounded by batchSize and by the 16 MiB reply limit.
 */
import { calculateObjectSize, Long, type Document } from 'bson';
import { CommandError } from './errors';

/** Documents in a first batch when the client does not say. */
const DEFAULT_FIRST_BATCH = 101;
/** Bytes of documents per batch, leaving room under the 16 MiB reply limit. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 64 * 1024;
/** Idle time after which a cursor is discarded, as mongod does. */
const CURSOR_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  docs: Document[];
  position: number;
  lastUsed: number;
}

/** The `cursor` field of a find/aggregate/getMore reply. */
export interface CursorReply extends Document {
  id: Long;
  ns: string;
}

/** The open cursors of a server. */
export class CursorRegistry {
  private readonly cursors = new Map<number, OpenCursor>();
  private nextId = 1 + Math.floor(Math.random() * 2 ** 40);
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Returns the first batch of `docs`, keeping the rest in a new cursor unless all fit (or singleBatch). */
  open(ns: string, docs: Document[], batchSize: number | undefined, singleBatch = false): CursorReply {
    const firstBatch = takeBatch(docs, 0, batchSize ?? DEFAULT_FIRST_BATCH);
    if (singleBatch || firstBatch.length === docs.length) return { id: Long.ZERO, ns, firstBatch };
    const id = this.nextId++;
    this.cursors.set(id, { ns, docs, position: firstBatch.length, lastUsed: Date.now() });
    return { id: Long.fromNumber(id), ns, firstBatch };
  }

  /** The next batch of cursor `id`, which must belong to `ns`. */
  more(id: number, ns: string, batchSize: number | undefined): CursorReply {
    const cursor = this.cursors.get(id);
    if (!cursor) throw new CommandError('CursorNotFound', `cursor id ${id} not found`);
    if (cursor.ns !== ns) {
      throw new CommandError('Unauthorized', `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`);
    }
    const nextBatch = takeBatch(cursor.docs, cursor.position, batchSize || Infinity);
    cursor.position += nextBatch.length;
    cursor.lastUsed = Date.now();
    const exhausted = cursor.position >= cursor.docs.length;
    if (exhausted) this.cursors.delete(id);
    return { id: exhausted ? Long.ZERO : Long.fromNumber(id), ns, nextBatch };
  }

  /** Closes cursors; returns which ids were killed and which were unknown. */
  kill(ids: number[]): { killed: number[]; notFound: number[] } {
    const killed = ids.filter((id) => this.cursors.delete(id));
    return { killed, notFound: ids.filter((id) => !killed.includes(id)) };
  }

  /** Stops the idle-cursor sweeper and forgets every cursor. */
  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }

  private sweep(): void {
    const cutoff = Date.now() - CURSOR_TIMEOUT_MS;
    for (const [id, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(id);
  }
}

function takeBatch(docs: Document[], from: number, limit: number): Document[] {
  const batch: Document[] = [];
  let bytes = 0;
  for (let i = from; i < docs.length && batch.length < limit; i++) {
    bytes += calculateObjectSize(docs[i]);
    if (batch.length > 0 && bytes > MAX_BATCH_BYTES) break;
    batch.push(docs[i]);
  }
  return batch;
}
