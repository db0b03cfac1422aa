/**
 * A producer's report of the BullMQ queues it feeds: their depth and oldest due job on this
 * process's /metrics (`watchQueues` in metrics.ts), read through queues of its own. The worker
 * reports them too, but an operator needs the figures (and QueueJobsWaiting) most when every worker
 * is down; the rules and the dashboard take the max per queue, so the copies change no figure.
 */
import { Queue } from 'bullmq';
import { logger } from './logger';
import { watchQueues } from './metrics';
import { redisConnection } from './queues';

/**
 * Starts reporting the queues named `names` (e.g. NOTIFICATIONS_QUEUE) on the Redis at `redisUrl`
 * (the process's own ACL user must be allowed their `bull:<name>:*` keys). A failed read leaves the
 * queue out of that scrape. Returns the function that closes the queues' connections.
 */
export function reportQueues(redisUrl: string, names: string[]): () => Promise<void> {
  const queues = names.map((name) => new Queue(name, { connection: redisConnection(redisUrl) }));
  for (const queue of queues) queue.on('error', (err) => logger.warn({ err: err.message, queue: queue.name }, 'queue unavailable for its metrics'));
  watchQueues(queues);
  return async () => {
    await Promise.all(queues.map((queue) => queue.close()));
  };
}
