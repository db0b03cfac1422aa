/**
 * The onboarding database's one-off upgrade steps, run by every onboarding replica at start and
 * recorded done in its `upgrades` collection (@cabinetry/shared/server/upgrades), so that once a
 * database is upgraded a start reads one marker per step and scans no customer or activity:
 * - 'customer-mailboxes' (issue 34): `mailbox` on the customers saved before it existed (backfillMailboxes);
 * - 'lead-report-fields' (issue 39): `reachedStage` and `wonAt` on the leads stored before the
 *   reports (backfillReportFields);
 * - 'lead-owners' (issue 39): an owner for each lead from before owners (backfillOwners), in the
 *   background since scheduling may still be starting, tried again every OWNER_BACKFILL_RETRY_MS
 *   while scheduling does not answer (at most 10 tries). Recorded only when every such lead got one:
 *   a showroom with no active designer yet runs it again at its next start.
 * A lead left without an owner later (scheduling did not answer at its step 1) is not the upgrade's:
 * admins find it with the list's owner filter 'none' and assign it.
 */
import { logger } from '@cabinetry/shared/server/logger';
import { runUpgradeOnce } from '@cabinetry/shared/server/upgrades';
import { backfillOwners, backfillReportFields } from './actions/pipeline';
import type { OnboardingDeps } from './deps';
import { backfillMailboxes } from './models/customer';

/** The steps' ids, as recorded in `upgrades`. */
export const ONBOARDING_UPGRADES = { mailboxes: 'customer-mailboxes', reportFields: 'lead-report-fields', owners: 'lead-owners' } as const;

/** How long the owners' step waits before trying again when scheduling did not answer, in ms. */
const OWNER_BACKFILL_RETRY_MS = 60_000;

type UpgradeDeps = Pick<OnboardingDeps, 'conn' | 'customers' | 'activities' | 'audit' | 'now' | 'config'>;

/** Runs the mailbox and report-field steps not yet recorded in this database (awaited at start). Throws database errors. */
export async function upgradeCustomers(deps: UpgradeDeps): Promise<void> {
  await runUpgradeOnce(deps.conn, ONBOARDING_UPGRADES.mailboxes, async () => {
    const set = await backfillMailboxes(deps.customers);
    if (set) logger.info({ set }, 'upgrade: customers saved before mailboxes got theirs');
    return true;
  });
  await runUpgradeOnce(deps.conn, ONBOARDING_UPGRADES.reportFields, async () => {
    const set = await backfillReportFields(deps);
    if (set) logger.info({ set }, 'upgrade: leads stored before the reports got their report fields');
    return true;
  });
}

/**
 * Runs the owners' step unless recorded; answers whether it ran. Recorded only when every lead
 * without an owner got one. Throws when scheduling does not answer.
 */
export function upgradeOwners(deps: UpgradeDeps): Promise<boolean> {
  return runUpgradeOnce(deps.conn, ONBOARDING_UPGRADES.owners, async () => {
    const { given, complete } = await backfillOwners(deps);
    if (given) logger.info({ given }, 'upgrade: leads without an owner were given one');
    return complete;
  });
}

/**
 * Runs upgradeOwners in the background, again every OWNER_BACKFILL_RETRY_MS while scheduling does
 * not answer (at most 10 tries; the next start tries again). Answers a function that stops the retries.
 */
export function startOwnerUpgrade(deps: UpgradeDeps): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = (tries: number) => {
    upgradeOwners(deps).catch((err) => {
      logger.warn({ err: (err as Error).message, tries }, 'owners of older leads not chosen yet; trying again');
      if (!stopped && tries < 10) timer = setTimeout(() => attempt(tries + 1), OWNER_BACKFILL_RETRY_MS).unref();
    });
  };
  attempt(1);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
