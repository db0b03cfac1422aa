/**
 * Test support for identity tests (test code only): an identity app on a fresh database of a real
 * (embedded or external) MongoDB and a real Redis (login throttle), users inserted directly, and
 * tokens for them.
 */
import type { Connection } from 'mongoose';
import { type MongoHandle, type RedisHandle, startMongo, startRedis } from '@cabinetry/local/providers';
import type { StaffRole } from '@cabinetry/shared/contracts';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { TEST_PROCESS, testDbName } from '@cabinetry/shared/testing';
import { createApp } from './app';
import { identityDeps, type IdentityDeps, initIdentityDeps } from './deps';
import type { IdentityConfig } from './config';
import bcrypt from 'bcrypt';

export const TEST_SECRET = 'test-secret-identity';
export const TEST_INTERNAL_TOKEN = 'test-internal-identity';

export interface IdentityHarness {
  app: ReturnType<typeof createApp>;
  conn: Connection;
  deps: IdentityDeps;
  /** Inserts an account (password hashed with 4 rounds) and returns its id and a bearer header. */
  addUser(username: string, role: StaffRole, password?: string, isActive?: boolean): Promise<{ id: string; auth: { authorization: string } }>;
  /** A bearer header for an account id (valid for one hour). */
  authFor(id: string, username: string, role: StaffRole): { authorization: string };
  stop(): Promise<void>;
}

export interface IdentityOptions {
  mongo?: MongoHandle;
  redis?: RedisHandle;
  config?: Partial<IdentityConfig>;
}

/** Starts MongoDB and Redis (or uses the given ones), opens a fresh database and builds the app. */
export async function startIdentity(options: IdentityOptions = {}): Promise<IdentityHarness> {
  const [mongo, redis] = await Promise.all([options.mongo ?? startMongo(), options.redis ?? startRedis()]);
  const conn = await connectMongo(`${mongo.url}/${testDbName('identity')}`);
  const config: IdentityConfig = {
    port: 0,
    process: TEST_PROCESS,
    mongoUrl: '',
    internalToken: TEST_INTERNAL_TOKEN,
    jwtSecret: TEST_SECRET,
    jwtExpiresIn: '1h',
    rateLimits: { redisUrl: redis.url, trustedProxies: '', multiplier: 1 },
    setupToken: '',
    validateResponses: true,
    ...options.config,
  };
  const deps = identityDeps(config, conn);
  await initIdentityDeps(deps);
  const authFor = (id: string, username: string, role: StaffRole) => ({
    authorization: `Bearer ${signAdminToken({ sub: id, username, role }, TEST_SECRET, '1h')}`,
  });
  return {
    authFor,
    app: createApp(deps),
    conn,
    deps,
    async addUser(username, role, password = 'correct horse', isActive = true) {
      const user = await deps.users.create({
        username,
        email: `${username}@example.com`,
        role,
        isActive,
        passwordHash: await bcrypt.hash(password, 4),
      });
      const id = user._id.toString();
      return { id, auth: authFor(id, username, role) };
    },
    async stop() {
      await deps.loginThrottle.close();
      await conn.dropDatabase();
      await conn.close();
      if (!options.mongo) await mongo.stop();
      if (!options.redis) await redis.stop();
    },
  };
}
