/**
 * Bounded concurrency with a bounded queue (p-limit), for CPU-heavy work a request triggers (image
 * encodes, bcrypt checks): at most `slots` tasks run at once, at most `maxWaiting` more wait for a
 * slot, and a task beyond that is refused at once with HttpError 503 and a Retry-After, so a flood
 * of requests queues neither unbounded memory nor unbounded latency.
 */
import pLimit from 'p-limit';
import { HttpError } from './errors';

export interface BoundedQueueOptions {
  /** Tasks running at once. */
  slots: number;
  /** Tasks allowed to wait for a slot; beyond that, 503. */
  maxWaiting: number;
  /** The 503's Retry-After (s): about the time the slots take to work through a full queue. */
  retryAfterSeconds: number;
  /** The 503's `{ error }`. */
  busyMessage: string;
}

export interface BoundedQueue {
  /**
   * Runs `task` when a slot is free (the task should load its own input, so waiting tasks hold no
   * data); throws HttpError 503 with Retry-After, synchronously, when the queue is full.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running or waiting now. */
  readonly admitted: number;
}

export function boundedQueue({ slots, maxWaiting, retryAfterSeconds, busyMessage }: BoundedQueueOptions): BoundedQueue {
  const limit = pLimit(slots);
  // counted here, synchronously: p-limit updates its own counts a microtask later
  let admitted = 0;
  return {
    run(task) {
      if (admitted >= slots + maxWaiting) throw new HttpError(503, busyMessage, { code: 'unavailable', headers: { 'Retry-After': String(retryAfterSeconds) } });
      admitted++;
      return limit(task).finally(() => admitted--);
    },
    get admitted() {
      return admitted;
    },
  };
}
