/**
 * Leads without an owner (created before owners existed) are given one by an upgrade step (issue 39 item 2),
 * oldest first, by the same rule as a new lead: scheduling's pick, in the lead's language, fed the
 * owners given so far this month. Idempotent, and nothing happens while the showroom has no designer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillOwners } from './actions/pipeline';
import { type Harness, startHarness } from './test-harness';

const NOUR = { id: 'dddddddddddddddddddddd21', name: 'Nour' };
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

/** Stores leads as the versions before owners did: no owner field at all. */
async function olderLeads(locales: string[]): Promise<string[]> {
  const base = Date.now() - 90 * 86_400_000;
  const { insertedIds } = await h.deps.customers.collection.insertMany(
    locales.map((locale, i) => ({ customerInfo: { firstName: `Old${i}`, lastName: 'Lead', email: `old${i}@example.com` }, locale, stage: 'new', createdAt: new Date(base + i * 60_000), updatedAt: new Date(base) })),
  );
  return Object.values(insertedIds).map((id) => id.toString());
}

describe('owners for leads from before owners existed', () => {
  it('waits for the showroom’s first designer, then gives each lead one, oldest first, by the rule a new lead follows; once', async () => {
    const ids = await olderLeads(['ar', 'fr', 'en']);
    expect(await backfillOwners(h.deps)).toEqual({ given: 0, complete: false }); // no active designer: nothing changes
    expect(await h.deps.customers.countDocuments({ 'owner.id': null })).toBe(3);

    h.activeDesigners.push(NOUR);
    h.picks.length = 0;
    expect(await backfillOwners(h.deps)).toEqual({ given: 3, complete: true });
    const owners = await h.deps.customers.find({ _id: { $in: ids } }, { owner: 1 }).lean();
    expect(owners.map((c) => c.owner?.id)).toEqual([NOUR.id, NOUR.id, NOUR.id]);
    // each pick in the lead's language, counting the owners given before it
    expect(h.picks.map((p) => [p.language, p.tallies.find((t) => t.designerId === NOUR.id)?.count ?? 0])).toEqual([
      ['ar', 0],
      ['fr', 1],
      ['en', 2],
    ]);
    expect(h.audited.filter((r) => r.action === 'lead.owner' && ids.some((id) => r.customerId === id))).toHaveLength(3);

    h.picks.length = 0;
    expect(await backfillOwners(h.deps)).toEqual({ given: 0, complete: true });
    expect(h.picks).toEqual([]);
  });
});
