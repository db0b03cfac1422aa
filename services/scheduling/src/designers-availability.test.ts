/**
 * Issue 23, availability across designers on the real service with the fake Google: a slot is
 * offered while at least one active designer works it and is free (no appointment of theirs, not
 * busy in their Google calendar, the showroom's calendar not busy), in one freebusy query per
 * window; a designer busy in Google is never assigned; the customer's view, confirmation e-mail and
 * the staff event name the designer, whose event leaves the showroom's calendar free.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppointmentView, DEFAULT_AVAILABILITY_RULES, type Designer } from '@cabinetry/shared/contracts';
import { json } from '@cabinetry/shared/testing';
import { addDesigner, startGoogleHarness } from './testing/designers';
import type { FakeGoogle } from '@cabinetry/local/providers';
import type { Harness } from './testing/harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;
let google: FakeGoogle;
let designers: Designer[];

const hours = DEFAULT_AVAILABILITY_RULES.weeklyHours;

beforeAll(async () => {
  h = await startGoogleHarness();
  google = h.google!;
  const base = { languages: ['en'] as ('en' | 'fr' | 'ar')[], daysOff: [], isActive: true };
  designers = [
    await addDesigner(h, { ...base, displayName: 'Amal', email: 'amal@ateliercedar.example', weeklyHours: hours }),
    await addDesigner(h, { ...base, displayName: 'Bilal', email: 'bilal@ateliercedar.example', weeklyHours: hours }),
    // Tuesdays from 13:00 only
    await addDesigner(h, { ...base, displayName: 'Carla', email: 'carla@ateliercedar.example', weeklyHours: { ...hours, '2': [{ start: '13:00', end: '17:00' }] } }),
    // inactive: never offered, never assigned
    await addDesigner(h, { ...base, displayName: 'Dina', email: 'dina@ateliercedar.example', weeklyHours: hours, isActive: false }),
  ];
  // Bilal is busy in his own calendar on Tuesday 10:00–11:30; the showroom's calendar on Tuesday 15:00–16:00
  google.calendarBusy['bilal@ateliercedar.example'] = [{ start: '2026-11-24T10:00:00+02:00', end: '2026-11-24T11:30:00+02:00' }];
  google.calendarBusy['amal@ateliercedar.example'] = [];
  google.busy = [{ start: '2026-11-24T15:00:00+02:00', end: '2026-11-24T16:00:00+02:00' }];
  await h.deps.availability.changed();
});

afterAll(() => h?.stop());

type Day = { date: string; slots: { time: string; available: boolean }[] };
const tuesday = async () => (JSON.parse(await (await h.app.request(`${urlOf('getAvailability')}?startDate=2026-11-24`)).text()) as Day[])[0];
const offered = (day: Day, time: string) => day.slots.find((s) => s.time === time)?.available;

describe('availability across designers', () => {
  it('offers a slot while one active designer is free, asking Google once for all calendars', async () => {
    const calls = google.freeBusyCalls;
    const day = await tuesday();
    expect(google.freeBusyCalls).toBe(calls + 1);
    expect(offered(day, '10:00')).toBe(true); // Amal
    expect(offered(day, '15:00')).toBe(false); // the showroom's calendar is busy: nobody
    expect(offered(day, '16:00')).toBe(true);
  });

  it('never assigns a designer busy in Google, and stops offering a slot where every designer is busy', async () => {
    const first = await h.book(await h.newCustomer(), '2026-11-24T10:00:00+02:00');
    expect(first.status).toBe(201);
    expect((await json(first)) as AppointmentView).toMatchObject({ designerName: 'Amal' }); // Bilal busy in Google, Carla not working, Dina inactive
    expect(offered(await tuesday(), '10:00')).toBe(false);
    const second = await h.book(await h.newCustomer(), '2026-11-24T10:00:00+02:00');
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({ code: 'slot_taken' });
    expect(await h.deps.appointments.countDocuments({ designerId: designers[3].id })).toBe(0);
  });

  it('names the designer in the customer’s view, confirmation e-mail and the staff event, which leaves the showroom calendar free', async () => {
    const customer = await h.newCustomer();
    const booked = (await json(await h.book(customer, '2026-11-24T16:00:00+02:00'))) as AppointmentView;
    expect(booked.designerName).toBeTruthy();
    const listed = await json(await h.app.request(urlOf('listCustomerAppointments', { params: { customerId: customer.id } }), { headers: { cookie: customer.cookie } }));
    expect(listed.appointments[0].designerName).toBe(booked.designerName);
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    expect(mail.text).toContain(`You will meet ${booked.designerName}, one of our designers.`);
    const event = await vi.waitFor(() => {
      const found = [...google.events.values()].find((e) => e.summary.includes(customer.name));
      if (!found) throw new Error('no event yet');
      return found;
    }, { timeout: 15_000, interval: 100 });
    expect(event.summary).toContain(`(${booked.designerName})`);
    expect(event.transparency).toBe('transparent');
  });
});
