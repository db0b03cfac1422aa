/**
 * Durable append-only log of data changes in `<dataDir>/journal.bson`.
 *
 * Each record is a BSON document followed by the CRC-32 of its bytes. On open,
 * the log is replayed (a torn or corrupt tail is ignored) and then compacted:
 * rewritten as a snapshot of the current state; `compact` does the same on a
 * running server (after an erasure: no deleted or overwritten value stays in
 * the file). Appends are batched into one write + fdatasync (group commit);
 * `durable(seq)` resolves once a record (or a compaction) is on disk.
 */
import { deserialize, serialize, type Document } from 'bson';
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

const JOURNAL_FILE = 'journal.bson';
const LOCK_FILE = 'embedded-mongo.lock';

/** Encodes one record: BSON bytes then their CRC-32 (little endian). */
export function encodeRecord(record: Document): Buffer {
  const bytes = serialize(record);
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32(bytes), 0);
  return Buffer.concat([bytes, crc]);
}

/** Decodes consecutive records, stopping at the first incomplete or corrupt one. */
export function decodeRecords(data: Buffer): Document[] {
  const records: Document[] = [];
  let offset = 0;
  while (offset + 4 <= data.length) {
    const size = data.readInt32LE(offset);
    if (size < 5 || offset + size + 4 > data.length) break;
    const bytes = data.subarray(offset, offset + size);
    if (crc32(bytes) !== data.readUInt32LE(offset + size)) break;
    records.push(deserialize(bytes));
    offset += size + 4;
  }
  return records;
}

function readIfExists(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
    throw err;
  }
}

/** Writes a whole file durably: temporary file, fsync, rename, fsync of the directory. */
async function writeFileDurably(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.tmp`;
  const handle = await fs.open(tmp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(tmp, file);
  const dir = await fs.open(path.dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** Lock files held by servers of this process. */
const heldLocks = new Set<string>();

/** Refuses a data directory another live server is using; returns the lock file path. */
async function acquireLock(dir: string): Promise<string> {
  const lock = path.resolve(dir, LOCK_FILE);
  const owner = Number(await fs.readFile(lock, 'utf8').catch(() => ''));
  if (heldLocks.has(lock) || (owner && owner !== process.pid && isAlive(owner))) {
    throw new Error(`data directory ${dir} is in use by process ${owner}`);
  }
  heldLocks.add(lock);
  await fs.writeFile(lock, String(process.pid));
  return lock;
}

async function releaseLock(lock: string): Promise<void> {
  await fs.rm(lock, { force: true });
  heldLocks.delete(lock);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

/** The open journal of a data directory. */
export class Journal {
  private pending: Buffer[] = [];
  private appended = 0;
  private synced = 0;
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private failure: Error | null = null;
  /** the snapshot of a compaction asked for and not started yet */
  private compaction: (() => Document[]) | null = null;

  private constructor(
    private handle: fs.FileHandle,
    private readonly file: string,
    private readonly lockFile: string,
  ) {}

  /**
   * Opens `dir` (created if needed): replays every intact record through `replay`,
   * compacts the log to the records `snapshot` returns, and opens it for appending.
   */
  static async open(dir: string, replay: (record: Document) => void, snapshot: () => Document[]): Promise<Journal> {
    await fs.mkdir(dir, { recursive: true });
    const lockFile = await acquireLock(dir);
    try {
      const file = path.join(dir, JOURNAL_FILE);
      for (const record of decodeRecords(readIfExists(file))) replay(record);
      await writeFileDurably(file, Buffer.concat(snapshot().map(encodeRecord)));
      return new Journal(await fs.open(file, 'a'), file, lockFile);
    } catch (err) {
      await releaseLock(lockFile);
      throw err;
    }
  }

  /** Number of records appended so far; pass it to `durable`. */
  get sequence(): number {
    return this.appended;
  }

  /** Queues a record; it is written and fsync'd together with others appended in the same turn. */
  append(record: Document): void {
    this.appended++;
    if (this.failure) return;
    this.pending.push(encodeRecord(record));
    this.flushing ??= Promise.resolve().then(() => this.flushLoop());
  }

  /**
   * Queues a compaction: the file is rewritten (durably, by rename) as the records `snapshot`
   * returns when it starts, which replace every record appended before; it counts as one record,
   * so `durable(sequence)` resolves once the rewritten file is on disk.
   */
  compact(snapshot: () => Document[]): void {
    this.appended++;
    if (this.failure) return;
    this.compaction = snapshot;
    this.flushing ??= Promise.resolve().then(() => this.flushLoop());
  }

  /** Resolves once record number `seq` (and all before it) is on disk. */
  durable(seq: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.synced >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ seq, resolve, reject }));
  }

  /** Flushes what is queued, closes the file and releases the lock. */
  async close(): Promise<void> {
    await this.flushing;
    await this.handle.close();
    await releaseLock(this.lockFile);
  }

  private async flushLoop(): Promise<void> {
    while ((this.pending.length || this.compaction) && !this.failure) {
      // taken together, in one turn: the snapshot holds every change the pending records hold
      const snapshot = this.compaction?.();
      const batch = Buffer.concat(this.pending);
      const upTo = this.appended;
      this.pending = [];
      this.compaction = null;
      try {
        if (snapshot) {
          await this.handle.close();
          await writeFileDurably(this.file, Buffer.concat(snapshot.map(encodeRecord)));
          this.handle = await fs.open(this.file, 'a');
        } else {
          await this.handle.writeFile(batch);
          await this.handle.datasync();
        }
        this.synced = upTo;
      } catch (err) {
        this.failure = err instanceof Error ? err : new Error(String(err));
      }
      this.settleWaiters();
    }
    this.flushing = null;
  }

  private settleWaiters(): void {
    const waiting: Waiter[] = [];
    for (const waiter of this.waiters) {
      if (this.failure) waiter.reject(this.failure);
      else if (waiter.seq <= this.synced) waiter.resolve();
      else waiting.push(waiter);
    }
    this.waiters = waiting;
  }
}
