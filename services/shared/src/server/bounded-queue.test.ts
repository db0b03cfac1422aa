/** boundedQueue: at most `slots` tasks at once, `maxWaiting` more queued, then 503 with Retry-After at once. */
import { describe, expect, it } from 'vitest';
import { boundedQueue } from './bounded-queue';
import { HttpError } from './errors';

describe('boundedQueue', () => {
  it('runs at most `slots` tasks at once, queues `maxWaiting`, and refuses the next with 503 and Retry-After', async () => {
    const queue = boundedQueue({ slots: 2, maxWaiting: 3, retryAfterSeconds: 4, busyMessage: 'Busy.' });
    let running = 0;
    let most = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const task = async () => {
      running++;
      most = Math.max(most, running);
      await gate;
      running--;
      return 'done';
    };
    const admitted = Array.from({ length: 5 }, () => queue.run(task));
    expect(queue.admitted).toBe(5);
    let refused: unknown;
    try {
      void queue.run(task);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(HttpError);
    expect({ status: (refused as HttpError).status, message: (refused as HttpError).message, headers: (refused as HttpError).options.headers }).toEqual({
      status: 503,
      message: 'Busy.',
      headers: { 'Retry-After': '4' },
    });
    open();
    expect(await Promise.all(admitted)).toEqual(Array(5).fill('done'));
    expect(most).toBe(2);
    expect(queue.admitted).toBe(0);
  });
});
