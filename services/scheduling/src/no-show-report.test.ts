/**
 * The no-show rate (issue 38 item 7) on the real scheduling service: per Beirut week, per designer
 * and per reminder channel, from appointments whose outcome and channel are known, worked out by
 * hand; a booking keeps whether its customer held WhatsApp consent (onboarding's answer); admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '@cabinetry/shared/testing';
import type { NoShowWeek } from '@cabinetry/shared/contracts';
import { type Harness, startHarness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness(); // now: Sunday 22 November 2026, 12:00 in Beirut
});
afterAll(async () => {
  await h?.stop();
});

const get = (path: string, role: 'admin' | 'designer' | 'editor' = 'admin') => h.app.request(path, { headers: h.bearer(role) });

/** A past appointment (no longer active) of a new customer from `start`, booked with `designerName`, its `status`, reminded on WhatsApp or not. */
async function past(start: string, designerName: string | null, status: string, remindedOnWhatsApp: boolean) {
  const customer = await h.newCustomer();
  return h.storeAppointment(customer, start, { active: false, designerId: designerName ? `designer-${designerName}` : null, designerName, status, remindedOnWhatsApp });
}

describe('GET /api/admin/appointments/no-shows', () => {
  it('counts the appointments held and the no-shows per week, designer and channel', async () => {
    // the week of 9 November
    await past('2026-11-09T10:00:00+02:00', 'Nour', 'no-show', true);
    await past('2026-11-10T10:00:00+02:00', 'Nour', 'completed', false);
    await past('2026-11-11T10:00:00+02:00', 'Karim', 'no-show', false); // no WhatsApp reminder: e-mail only
    await past('2026-11-12T10:00:00+02:00', 'Karim', 'cancelled', true); // cancelled: not held
    // the week of 16 November: Monday 00:30 in Beirut is still Sunday in UTC
    await past('2026-11-16T00:30:00+02:00', 'Nour', 'completed', true);
    await past('2026-11-21T10:00:00+02:00', null, 'confirmed', false); // not marked: held, not a no-show
    await past('2026-11-22T14:00:00+02:00', 'Karim', 'confirmed', true); // later today: not yet held

    const res = await get(`${urlOf('getNoShowStats')}?weeks=3`);
    expect(res.status).toBe(200);
    expect((await json(res)) as NoShowWeek[]).toEqual([
      { weekStart: '2026-11-02', held: 0, noShows: 0, byDesigner: [], byChannel: [] },
      {
        weekStart: '2026-11-09',
        held: 3,
        noShows: 2,
        byDesigner: [
          { designerName: 'Karim', held: 1, noShows: 1 },
          { designerName: 'Nour', held: 2, noShows: 1 },
        ],
        byChannel: [
          { channel: 'whatsapp', held: 1, noShows: 1 },
          { channel: 'email', held: 2, noShows: 1 },
        ],
      },
      {
        weekStart: '2026-11-16',
        held: 2,
        noShows: 0,
        byDesigner: [
          { designerName: 'Nour', held: 1, noShows: 0 },
          { designerName: 'Showroom', held: 1, noShows: 0 },
        ],
        byChannel: [
          { channel: 'whatsapp', held: 1, noShows: 0 },
          { channel: 'email', held: 1, noShows: 0 },
        ],
      },
    ]);
    const twelve = (await json(await get(urlOf('getNoShowStats')))) as NoShowWeek[];
    expect(twelve).toHaveLength(12);
    expect(twelve.at(-1)?.weekStart).toBe('2026-11-16');
  });

  it('answers admins only, and refuses weeks outside 1 to 52', async () => {
    expect((await h.app.request(urlOf('getNoShowStats'))).status).toBe(401);
    expect((await get(urlOf('getNoShowStats'), 'designer')).status).toBe(403);
    expect((await get(urlOf('getNoShowStats'), 'editor')).status).toBe(403);
    for (const weeks of ['0', '53', 'x']) expect((await get(`${urlOf('getNoShowStats')}?weeks=${weeks}`)).status, weeks).toBe(400);
  });
});
