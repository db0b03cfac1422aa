/**
 * An in-process cache that every replica of a service empties together: a least-recently-used map
 * bounded in bytes (lru-cache), one load per key at a time (concurrent callers share it), and
 * invalidation over Redis pub/sub, so a write handled by one replica is seen by all of them within
 * the message's delivery time (milliseconds). The cache only stores while its subscription is live:
 * when the Redis connection drops it empties and serves every request from the loader until the
 * subscription is back (a message missed meanwhile cannot leave a stale entry behind). Entries also
 * expire after `ttlMs`, a bound should a publish fail while subscriptions stay up.
 */
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { logger } from './logger';
import { redisConnection } from './queues';

/** Longest wait (ms) for Redis to take an invalidation announcement. */
export const PUBLISH_TIMEOUT_MS = 1_000;

export interface ReplicatedCacheOptions<V extends object> {
  redisUrl: string;
  /** Pub/sub channel the replicas share, e.g. 'catalogue:public-lists'. */
  channel: string;
  /** Bound of the stored values in bytes, as measured by `sizeOf`. */
  maxBytes: number;
  /** Approximate size of one entry in bytes (at least 1). */
  sizeOf(value: V, key: string): number;
  /** Longest life of an entry in ms. */
  ttlMs: number;
  /** Called on every invalidation, local or announced by another replica (to drop dependent state). */
  onInvalidate?: () => void;
}

/** A value to store and, optionally, a shorter life for it than the cache's ttlMs. */
export interface Loaded<V> {
  value: V;
  ttlMs?: number;
}

export interface ReplicatedCache<V extends object> {
  /**
   * The value stored under `key`, else the one `load` gives (stored unless an invalidation happened
   * while it ran). Rejects when `load` does.
   */
  get(key: string, load: () => Promise<Loaded<V>>): Promise<V>;
  /** Empties this replica's cache at once and announces it to the others (a failure is logged, not thrown). */
  invalidate(): Promise<void>;
  /** Settles once the first subscription is in place (from then on, loaded values are stored). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createReplicatedCache<V extends object>(options: ReplicatedCacheOptions<V>): ReplicatedCache<V> {
  const { channel } = options;
  const entries = new LRUCache<string, V>({ maxSize: options.maxBytes, sizeCalculation: (v, k) => Math.max(1, options.sizeOf(v, k)), ttl: options.ttlMs });
  const loading = new Map<string, Promise<V>>();
  /** Bumped by every invalidation: a load that started under an older generation is not stored. */
  let generation = 0;
  let subscribed = false;
  let markReady: () => void = () => {};
  const firstSubscription = new Promise<void>((resolve) => (markReady = resolve));

  const dropAll = () => {
    generation++;
    entries.clear();
    loading.clear();
    options.onInvalidate?.();
  };

  const subscriber = new Redis({ ...redisConnection(options.redisUrl), autoResubscribe: false });
  subscriber.on('error', (err) => logger.warn({ err: err.message, channel }, 'cache invalidation channel unavailable'));
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        dropAll(); // messages sent while we were not listening are lost: start afresh
        markReady();
      },
      (err: Error) => logger.warn({ err: err.message, channel }, 'cache invalidation subscribe failed'),
    );
  });
  subscriber.on('close', () => {
    subscribed = false;
    dropAll();
  });
  subscriber.on('message', dropAll);
  // fail fast while Redis is down or hangs instead of holding up the write that announces
  const publisher = new Redis({ ...redisConnection(options.redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: PUBLISH_TIMEOUT_MS });
  publisher.on('error', () => {}); // reported by the subscriber's handler and by invalidate()

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit) return Promise.resolve(hit);
      let pending = loading.get(key);
      if (!pending) {
        const started = generation;
        pending = load().then(({ value, ttlMs }) => {
          if (started === generation && subscribed) entries.set(key, value, ttlMs === undefined ? {} : { ttl: Math.max(1, ttlMs) });
          return value;
        });
        const mine = pending;
        loading.set(key, mine);
        void mine.then(
          () => loading.get(key) === mine && loading.delete(key),
          () => loading.get(key) === mine && loading.delete(key),
        );
      }
      return pending;
    },
    async invalidate() {
      dropAll();
      try {
        await publisher.publish(channel, String(Date.now()));
      } catch (err) {
        logger.warn({ err: (err as Error).message, channel }, 'cache invalidation not announced to other replicas');
      }
    },
    ready: () => firstSubscription,
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
