/**
 * The morning digest's part in onboarding (issue 39 item 3): its job schedulers on the notifications
 * queue at the opening times on the showroom's clock, and each owner's leads (overdue first contacts,
 * follow-ups due today) by id and name only, on the service's injected clock.
 */
import { Queue } from 'bullmq';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDigestAnswer } from '@cabinetry/shared/contracts';
import { INTERNAL_TOKEN_HEADER, signAdminToken } from '@cabinetry/shared/server/auth';
import { LEAD_DIGEST_SCHEDULER_PREFIX, NOTIFICATIONS_QUEUE, redisConnection } from '@cabinetry/shared/server/queues';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { SHOWROOM_TIME_ZONE, showroomDay } from '@cabinetry/shared/time';
import { scheduleLeadDigest } from './clients/lead-digest-schedule';
import { parseOpeningHours } from './domain/pipeline';
import { type Harness, startCustomer, startHarness, TEST_SECRETS } from './test-harness';

const NOUR = { id: 'dddddddddddddddddddddd31', name: 'Nour' };
const OTHER = 'dddddddddddddddddddddd32';
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  h.activeDesigners.push(NOUR);
});
afterAll(async () => {
  await h?.stop();
});

const step1 = (email: string, firstName: string) => ({
  customerInfo: { firstName, lastName: 'Khoury', email, phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
  projectTypes: { kitchen: true, wardrobe: false },
  locale: 'en',
});
const admin = { authorization: `Bearer ${signAdminToken({ sub: 'staff-admin', username: 'admin-user', role: 'admin' }, TEST_SECRETS.jwtSecret, '1h')}` };

describe('the morning digest', () => {
  it('is scheduled at each opening time on the showroom’s clock; a time no longer configured is dropped', async () => {
    const queue = new Queue(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
    await scheduleLeadDigest(h.redisUrl, parseOpeningHours('1-5 09:00-17:00; 6 10:00-14:00') as Exclude<ReturnType<typeof parseOpeningHours>, string>);
    await scheduleLeadDigest(h.redisUrl, parseOpeningHours('1-6 09:00-17:00') as Exclude<ReturnType<typeof parseOpeningHours>, string>);
    const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key.startsWith(LEAD_DIGEST_SCHEDULER_PREFIX));
    expect(schedulers.map((s) => [s.key, s.pattern, s.tz])).toEqual([[`${LEAD_DIGEST_SCHEDULER_PREFIX}09:00`, '0 9 * * 1,2,3,4,5,6', SHOWROOM_TIME_ZONE]]);
    // BullMQ's next run: 09:00 in Beirut (whatever the season's offset), Monday to Saturday
    const next = DateTime.fromMillis(schedulers[0].next!, { zone: SHOWROOM_TIME_ZONE });
    expect([next.toFormat('HH:mm'), next.weekday <= 6]).toEqual(['09:00', true]);
    await queue.close();
  });

  it('lists each owner’s overdue first contacts, then the follow-ups due today, by id and name only', async () => {
    const waiting = await startCustomer(h.app, step1('waiting@example.com', 'Rana'));
    const later = await startCustomer(h.app, step1('later@example.com', 'Karim'));
    await expect.poll(async () => h.deps.customers.countDocuments({ _id: { $in: [waiting.id, later.id] }, 'owner.id': NOUR.id }), { timeout: 10_000 }).toBe(2);
    await h.app.request(`/api/admin/leads/${later.id}/activities`, jsonInit('POST', { channel: 'call', outcome: 'reached' }, admin));
    h.clock.offsetMs = 4 * 86_400_000; // past any one-business-hour deadline
    const today = showroomDay(new Date(Date.now() + h.clock.offsetMs));
    expect((await h.app.request(`/api/admin/leads/${later.id}/next-action`, jsonInit('PUT', { text: 'Send the quote', dueDay: today }, admin))).status).toBe(200);

    const res = await h.app.request('/internal/leads/digests', jsonInit('POST', { ownerIds: [NOUR.id, OTHER] }, { [INTERNAL_TOKEN_HEADER]: TEST_SECRETS.internalToken }));
    expect(res.status).toBe(200);
    const body = (await json(res)) as LeadDigestAnswer;
    expect(body).toEqual({
      today,
      owners: [
        { ownerId: NOUR.id, overdue: [{ id: waiting.id, name: 'Rana Khoury' }], due: [{ id: later.id, name: 'Karim Khoury', dueDay: today }] },
        { ownerId: OTHER, overdue: [], due: [] },
      ],
    });
    expect(JSON.stringify(body)).not.toMatch(/@|\+961/);
    expect((await h.app.request('/internal/leads/digests', jsonInit('POST', { ownerIds: [NOUR.id] }))).status).toBe(401);
  });
});
