/** MongoDB connection for a service: one mongoose Connection on MONGO_URL (database in the URL). */
import mongoose from 'mongoose';

/** Opens a connection and waits until it is usable; throws when the server does not answer. */
export async function connectMongo(url: string): Promise<mongoose.Connection> {
  const conn = mongoose.createConnection(url, { serverSelectionTimeoutMS: 10_000, autoIndex: true });
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
