/**
 * Test harness of the onboarding service's tests (test code only): the app on real infrastructure
 * (embedded or real MongoDB and an S3 server from @cabinetry/local/providers), a unique database,
 * the test secrets, and helpers to start a customer and upload files with its session.
 */
import type { Connection } from 'mongoose';
import { startMongo, startS3, type MongoHandle, type S3Handle } from '@cabinetry/local/providers';
import { connectMongo, createStorage } from '@cabinetry/shared/server';
import { cookieFrom, json, jsonInit, testDbName, tokenTrustingAdminAuth } from '@cabinetry/shared/testing';
import { createApp, onboardingDeps } from './app';

export const TEST_SECRETS = { internalToken: 'internal-test-token', customerSessionSecret: 'session-secret', jwtSecret: 'jwt-test-secret' };

export interface Harness {
  app: ReturnType<typeof createApp>;
  conn: Connection;
  stop(): Promise<void>;
}

/** Starts MongoDB and S3, connects a fresh database and builds the app. */
export async function startHarness(): Promise<Harness> {
  let mongo: MongoHandle | undefined;
  let s3: S3Handle | undefined;
  let conn: Connection | undefined;
  const stop = async () => {
    await conn?.dropDatabase();
    await conn?.close();
    await Promise.all([mongo?.stop(), s3?.stop()]);
  };
  try {
    [mongo, s3] = await Promise.all([startMongo(), startS3()]);
    conn = await connectMongo(`${mongo.url}/${testDbName('onboarding')}`);
    const storageConfig = { endpoint: s3.url, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: 'customer-documents', region: 'us-east-1' };
    const storage = createStorage(storageConfig);
    await storage.ensureBucket();
    const config = { port: 0, mongoUrl: '', ...TEST_SECRETS, identityUrl: '', cookieSecure: false, whatsappNumber: 'whatsapp:+9611234567', storage: storageConfig };
    const deps = { ...onboardingDeps(config, conn, storage), adminAuth: tokenTrustingAdminAuth(TEST_SECRETS.jwtSecret), audit: () => undefined };
    await deps.customers.init();
    return { app: createApp(deps), conn, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export interface TestCustomer {
  id: string;
  cookie: string;
}

/** Posts step 1 with `body` and returns the new customer's id and session cookie. */
export async function startCustomer(app: Harness['app'], body: unknown): Promise<TestCustomer> {
  const res = await app.request('/api/onboarding/step1', jsonInit('POST', body));
  if (res.status !== 201) throw new Error(`step 1 answered ${res.status}: ${await res.text()}`);
  return { id: (await json(res)).customerId, cookie: cookieFrom(res) };
}

/** Uploads files to step 4 with the customer's session. */
export function upload(app: Harness['app'], customer: TestCustomer, category: string, files: { name: string; data: Buffer; type: string }[]) {
  const form = new FormData();
  for (const f of files) form.append('files', new File([new Uint8Array(f.data)], f.name, { type: f.type }));
  form.append('fileCategory', category);
  return app.request(`/api/onboarding/step4/${customer.id}`, { method: 'POST', body: form, headers: { cookie: customer.cookie } });
}
