/**
 * The start's backfills are one-off upgrade steps (upgrade.ts): the first start of a database
 * fixes the records of older versions and records each step in `upgrades`; a later start reads the
 * markers and sends no command to the customers or the activity log. The owners' step waits for the
 * showroom's first designer: it is recorded only once every older lead has an owner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './test-harness';
import { ONBOARDING_UPGRADES, upgradeCustomers, upgradeOwners } from './upgrade';

const NOUR = { id: 'dddddddddddddddddddddd31', name: 'Nour' };
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  h?.conn.set('debug', false);
  await h?.stop();
});

/** Stores a lead as the versions before mailboxes, owners and the reports did. */
async function olderLead(email: string, stage: string): Promise<string> {
  const { insertedId } = await h.conn.collection('customers').insertOne({ customerInfo: { firstName: 'Old', lastName: 'Lead', email }, locale: 'en', stage, createdAt: new Date(), updatedAt: new Date() });
  return insertedId.toString();
}

const stored = (id: string) => h.deps.customers.findById(id, { mailbox: 1, reachedStage: 1, owner: 1 }).lean<{ mailbox?: string; reachedStage?: number; owner?: { id: string } }>();

/** The collections and methods the database was asked for while `run` ran (mongoose's debug hook). */
async function commandsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const calls: string[] = [];
  h.conn.set('debug', (collection: string, method: string) => calls.push(`${collection}.${method}`));
  try {
    await run();
  } finally {
    h.conn.set('debug', false);
  }
  return calls;
}

describe('the start’s upgrade steps', () => {
  it('fix the older records once, then later starts read their markers and scan nothing', async () => {
    const quoted = await olderLead('Quoted@Example.com', 'quoted');

    // first start: no designer yet, so the owners' step runs but is not recorded
    await upgradeCustomers(h.deps);
    expect(await upgradeOwners(h.deps)).toBe(true);
    expect(await stored(quoted)).toMatchObject({ mailbox: 'quoted@example.com', reachedStage: 4 });
    expect((await stored(quoted))?.owner?.id ?? null).toBeNull();
    const markers = await h.conn.collection('upgrades').find().toArray();
    expect(markers.map((m) => m._id).sort()).toEqual([ONBOARDING_UPGRADES.mailboxes, ONBOARDING_UPGRADES.reportFields].sort());

    // the next start, with a designer: the owners' step gives the lead one and is recorded
    h.activeDesigners.push(NOUR);
    expect(await upgradeOwners(h.deps)).toBe(true);
    expect((await stored(quoted))?.owner?.id).toBe(NOUR.id);
    expect(await h.conn.collection('upgrades').countDocuments({ _id: ONBOARDING_UPGRADES.owners as never })).toBe(1);

    // every later start: three marker reads, no scan, no pick; a record of the old shape stays as it is
    const late = await olderLead('late@example.com', 'won');
    h.picks.length = 0;
    let ran: boolean | undefined;
    const calls = await commandsDuring(async () => {
      await upgradeCustomers(h.deps);
      ran = await upgradeOwners(h.deps);
    });
    expect(ran).toBe(false);
    expect(calls).toEqual(['upgrades.findOne', 'upgrades.findOne', 'upgrades.findOne']);
    expect(h.picks).toEqual([]);
    const untouched = await stored(late);
    expect([untouched?.mailbox, untouched?.reachedStage, untouched?.owner]).toEqual([undefined, undefined, undefined]);
  });
});
