/**
 * BullMQ needs Redis to keep every key: with an eviction policy other than `noeviction`, a full
 * Redis silently drops queued jobs. The worker checks the server's `maxmemory-policy` at start
 * (CONFIG GET; managed services that refuse CONFIG are reported as unknown) and logs a warning
 * when it is not noeviction. deploy/data-stores/redis.conf sets it for compose and Kubernetes.
 */
import type { Redis } from 'ioredis';
import { logger } from '@cabinetry/shared/server/logger';

/** The server's maxmemory-policy, or undefined when it cannot be read (CONFIG refused, Redis down). */
export async function maxmemoryPolicy(redis: Redis): Promise<string | undefined> {
  try {
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as string[];
    return policy;
  } catch {
    return undefined;
  }
}

/** Logs a warning unless the policy is noeviction; resolves the policy read (undefined when unknown). */
export async function warnUnlessNoEviction(redis: Redis): Promise<string | undefined> {
  const policy = await maxmemoryPolicy(redis);
  if (policy === undefined) logger.warn('could not read Redis maxmemory-policy: make sure it is noeviction, or queued jobs can be evicted');
  else if (policy !== 'noeviction') logger.warn({ policy }, `Redis maxmemory-policy is ${policy}: set it to noeviction, or queued jobs are evicted when memory is full`);
  return policy;
}
