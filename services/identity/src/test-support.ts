/**
 * Test support for identity tests (test code only): an identity app on a fresh database of a real
 * (embedded or external) MongoDB, users inserted directly, and tokens for them.
 */
import bcrypt from 'bcryptjs';
import type { Connection } from 'mongoose';
import { startMongo, type MongoHandle } from '@cabinetry/local/providers';
import type { AdminRole } from '@cabinetry/shared/contracts';
import { connectMongo, signAdminToken } from '@cabinetry/shared/server';
import { testDbName } from '@cabinetry/shared/testing';
import { createApp, identityDeps, initIdentityDeps } from './app';

export const TEST_SECRET = 'test-secret-identity';

export interface IdentityHarness {
  app: ReturnType<typeof createApp>;
  conn: Connection;
  /** Inserts an account (password hashed with 4 rounds) and returns its id and a bearer header. */
  addUser(username: string, role: AdminRole, password?: string, isActive?: boolean): Promise<{ id: string; auth: { authorization: string } }>;
  /** A bearer header for an account id (valid for one hour). */
  authFor(id: string, username: string, role: AdminRole): { authorization: string };
  stop(): Promise<void>;
}

/** Starts MongoDB (or uses `mongo`), opens a fresh database and builds the app. */
export async function startIdentity(mongo?: MongoHandle): Promise<IdentityHarness> {
  const own = mongo ? null : await startMongo();
  const conn = await connectMongo(`${(mongo ?? own)!.url}/${testDbName('identity')}`);
  const deps = identityDeps({ port: 0, mongoUrl: '', jwtSecret: TEST_SECRET, jwtExpiresIn: '1h' }, conn);
  await initIdentityDeps(deps);
  const authFor = (id: string, username: string, role: AdminRole) => ({
    authorization: `Bearer ${signAdminToken({ sub: id, username, role }, TEST_SECRET, '1h')}`,
  });
  return {
    authFor,
    app: createApp(deps),
    conn,
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
      await conn.dropDatabase();
      await conn.close();
      await own?.stop();
    },
  };
}
