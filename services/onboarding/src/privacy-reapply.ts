/**
 * `npm run privacy:reapply` (docs/operations.md "Erasure and retention"): after a backup is restored,
 * queues again the erasure of every restored customer the erasure ledger names (reapplyErasures).
 * Environment: MONGO_URL (onboarding's database), REDIS_URL (the scheduling worker's), and
 * PRIVACY_HASH_SECRET (default INTERNAL_TOKEN) as the services have them. The worker does the
 * erasing; this prints how many were queued.
 */
import { connectMongo } from '@cabinetry/shared/server/mongo';
import { MONGO, readConfig, REDIS } from '@cabinetry/shared/server/config';
import { createErasureQueue } from '@cabinetry/shared/server/erasure';
import { reapplyErasures } from './actions/reapply-erasures';
import { customerModel } from './models/customer';
import { erasureLedgerModel } from './models/erasure-ledger';

const config = readConfig((read) => ({
  mongoUrl: read.url('MONGO_URL', MONGO),
  redisUrl: read.url('REDIS_URL', REDIS),
  secret: read.secret('PRIVACY_HASH_SECRET', process.env.INTERNAL_TOKEN),
}));
const conn = await connectMongo(config.mongoUrl);
const erasures = createErasureQueue(config.redisUrl);
try {
  const queued = await reapplyErasures({ customers: customerModel(conn), erasureLedger: erasureLedgerModel(conn), erasures, secret: config.secret });
  console.log(`privacy:reapply: queued the erasure of ${queued} customer${queued === 1 ? '' : 's'} found in the erasure ledger`);
} finally {
  await erasures.close();
  await conn.close();
}
