/** MongoDB connection for a service: one mongoose Connection on MONGO_URL (database in the URL). */
import mongoose from 'mongoose';
import { traceMongoCommands } from './mongo-tracing';
import { tracingOn } from './tracing';

/**
 * Opens a connection and waits until it is usable; throws when the server does not answer. With
 * tracing on (startTracing first), each command is a span (mongo-tracing.ts).
 */
export async function connectMongo(url: string): Promise<mongoose.Connection> {
  const traced = tracingOn();
  const conn = mongoose.createConnection(url, { serverSelectionTimeoutMS: 10_000, autoIndex: true, monitorCommands: traced });
  if (traced) traceMongoCommands(conn.getClient());
  await conn.asPromise();
  return conn;
}

/** True when the connection answers a ping. */
export async function mongoHealthy(conn: mongoose.Connection): Promise<boolean> {
  try {
    await conn.db?.admin().ping();
    return true;
  } catch {
    return false;
  }
}
