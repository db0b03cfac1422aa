/**
 * Issue 23, the upgrade to designers on the real service (MongoDB, Redis, the fake Google): a
 * showroom with a linked Google account and no designer gets one "Showroom" designer, once, however
 * many replicas start at once; it then takes the bookings. No link: nothing is created and booking
 * works as before. Deleting every designer later does not bring "Showroom" back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { addDesigner, linkGoogle } from './testing/designers';
import { type Harness, startHarness } from './testing/harness';
import { SHOWROOM_DESIGNER_NAME, upgradeToDesigners } from './upgrade';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ google: true });
});

afterAll(async () => {
  await h?.stop();
});

beforeEach(async () => {
  await Promise.all([h.deps.appointments.deleteMany({}), h.deps.designers.deleteMany({}), h.conn.collection('upgrades').deleteMany({})]);
  await h.app.request(urlOf('revokeGoogle'), jsonInit('POST', {}, h.bearer('admin')));
  await h.deps.availability.changed();
});

/** `n` replicas starting at once: their upgrade calls race on one database. */
const startReplicas = (n: number) => Promise.all(Array.from({ length: n }, () => upgradeToDesigners(h.deps)));

describe('upgrade to designers', () => {
  it('turns the linked Google account into one "Showroom" designer under concurrent starts, who then takes the bookings', async () => {
    await linkGoogle(h);
    const created = await startReplicas(6);
    expect(created.filter(Boolean)).toHaveLength(1);
    const all = await h.deps.designers.find().lean();
    expect(all).toHaveLength(1);
    const rules = await h.deps.availability.rules();
    expect(all[0]).toMatchObject({ displayName: SHOWROOM_DESIGNER_NAME, email: 'owner@ateliercedar.example', isActive: true, weight: 1, languages: ['en', 'fr', 'ar'] });
    expect(all[0].weeklyHours).toEqual(rules.weeklyHours);

    const booked = await h.book(await h.newCustomer(), '2026-11-24T10:00:00+02:00');
    expect(booked.status).toBe(201);
    expect((await json(booked)) as AppointmentView).toMatchObject({ designerName: SHOWROOM_DESIGNER_NAME });

    expect(await startReplicas(2)).toEqual([false, false]); // a restart changes nothing
    await h.deps.appointments.deleteMany({});
    await h.deps.designers.deleteMany({});
    expect(await startReplicas(2)).toEqual([false, false]); // nor does one after admins removed every designer
    expect(await h.deps.designers.countDocuments()).toBe(0);
  });

  it('creates nothing without a linked account, nor when designers exist, and booking works as before', async () => {
    expect(await startReplicas(3)).toEqual([false, false, false]);
    expect(await h.deps.designers.countDocuments()).toBe(0);
    const booked = await h.book(await h.newCustomer(), '2026-11-24T11:00:00+02:00');
    expect(booked.status).toBe(201);
    expect((await json(booked)) as AppointmentView).not.toHaveProperty('designerName');

    await h.conn.collection('upgrades').deleteMany({});
    await linkGoogle(h);
    const rima = await addDesigner(h, { displayName: 'Rima' });
    expect(await startReplicas(3)).toEqual([false, false, false]);
    expect((await h.deps.designers.find().lean()).map((d) => d._id.toString())).toEqual([rima.id]);
  });
});
