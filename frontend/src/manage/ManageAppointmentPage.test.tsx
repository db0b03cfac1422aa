// @vitest-environment jsdom
/**
 * The manage page's Reschedule (issue 23) in React Testing Library under fake timers, against a fake
 * API: the slot picker loads on demand, 'Move Appointment' posts the chosen slot and shows the moved
 * appointment with its designer; a slot taken meanwhile keeps the appointment, says so and reloads
 * the free times; inside the notice before a change the page offers the showroom's phone and
 * WhatsApp instead of Reschedule and Cancel, and a move refused as too late re-reads the appointment.
 */
import { type AppointmentView, type AvailableDay, DEFAULT_AVAILABILITY_RULES } from '@cabinetry/shared/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { Route as RouterRoute, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatAppointmentDate, SHOWROOM_TIME_ZONE, slotAppointmentDate } from '@cabinetry/shared/time';
import { advance, fakeApi, type FakeApi, installBrowserShims, Providers, type Route, toastText } from '../testing/fakeApi';
import { moveAppointmentTo } from '../testing/moveAppointment';
import ManageAppointmentPage from './ManageAppointmentPage';

const TOKEN = 'a'.repeat(64);
const NEW_DAY = '2026-11-26';

let api: FakeApi;
let stored: AppointmentView;

function serve(onMove: Route) {
  api = fakeApi({
    'GET /api/appointments/booking-window': () => ({
      timeZone: SHOWROOM_TIME_ZONE,
      earliestDate: '2026-11-24',
      latestDate: '2027-02-22',
      closedWeekdays: [6, 7],
      daysOff: [],
      slotMinutes: 60,
      weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
    }),
    'GET /api/appointments/available': (url): AvailableDay[] =>
      Array.from({ length: 14 }, (_, i) => addDays(url.searchParams.get('startDate') ?? '2026-11-24', i)).map((date) => ({
        date,
        slots: ['10:00', '11:00'].map((time) => ({ time, start: slotAppointmentDate(date, time), available: true })),
      })),
    [`POST /api/appointments/manage/${TOKEN}/reschedule`]: onMove,
    [`GET /api/appointments/manage/${TOKEN}`]: () => stored,
    'GET /api/config/whatsapp': () => ({ whatsappNumber: 'whatsapp:+9613123456' }),
  });
}

beforeAll(async () => {
  installBrowserShims();
  await import('../components/ShowroomContact'); // as the panel below: loaded on demand by the page
  await import('../booking/ReschedulePanel'); // transformed once here, not inside a test's time (the page loads it on demand)
}, 120_000);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  stored = {
    id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
    customerId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    appointmentType: 'in-person',
    appointmentDate: '2026-11-25T10:00:00+03:00',
    status: 'confirmed',
    calendarEventId: null,
    calendarEvent: null,
    designerName: 'Yara',
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const page = () => (
  <Providers path={`/appointment/${TOKEN}`}>
    <Routes>
      <RouterRoute path="/appointment/:token" element={<ManageAppointmentPage />} />
    </Routes>
  </Providers>
);

/** Opens Reschedule, picks NEW_DAY at 11:00 and moves. */
const moveTo11 = () => moveAppointmentTo(NEW_DAY, '11:00');

describe('moving an appointment from the manage link', () => {
  it('posts the chosen slot and shows the moved appointment with its designer', async () => {
    let body: unknown;
    serve((_, init) => {
      body = JSON.parse(String(init?.body));
      stored = { ...stored, appointmentDate: slotAppointmentDate(NEW_DAY, '11:00'), designerName: 'Ziad' };
      return stored;
    });
    render(page());
    await advance(20);
    expect(screen.getByText('Yara')).toBeTruthy();
    // the link downloads nothing: the button unfolds the resume-link form
    expect(screen.queryByRole('link', { name: /Download my data/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Download my data/ })).toBeTruthy();
    await moveTo11();
    expect(body).toEqual({ appointmentDate: slotAppointmentDate(NEW_DAY, '11:00') });
    expect(toastText()).toContain('Appointment Moved');
    expect(screen.getByText(formatAppointmentDate(slotAppointmentDate(NEW_DAY, '11:00')))).toBeTruthy();
    expect(screen.getByText('Ziad')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Appointment' })).toBeNull();
  });

  it('keeps the appointment when the slot was just taken, says so and reloads the free times', async () => {
    const taken = 'This time slot has just been booked. Please choose another time.';
    serve(() => [409, { error: taken, code: 'slot_taken' }]);
    render(page());
    await advance(20);
    await moveTo11();
    const reads = api.callsTo('/api/appointments/available').length;
    expect(toastText()).toContain(taken);
    expect(screen.getByText(formatAppointmentDate(stored.appointmentDate))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Appointment' })).toBeTruthy();
    expect(reads).toBeGreaterThan(1);
  });

  it("inside the notice shows the showroom's phone and WhatsApp instead of Reschedule and Cancel", async () => {
    serve(() => [500, {}]);
    // now is 2026-11-23 12:00 Beirut: changes ended at 10:00 on the 24th for the 25th, at 09:00 today for one tomorrow at 09:00
    stored = { ...stored, appointmentDate: '2026-11-24T09:00:00+03:00', changeableUntil: '2026-11-23T09:00:00+03:00' };
    render(page());
    await advance(20);
    await vi.waitFor(() => screen.getByText('Changes can be made up to 24 hours before your appointment; please call or WhatsApp the showroom.'), { timeout: 15_000, interval: 50 });
    await advance(20); // the WhatsApp number's answer
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+9611555010');
    expect(screen.getByRole('link', { name: /Call/ }).textContent).toContain('+961 1 555 010');
    expect(screen.getByRole('link', { name: 'WhatsApp the Showroom' }).getAttribute('href')).toBe('https://wa.me/9613123456');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).toBeNull();
  });

  it('before the notice offers Reschedule and Cancel, and a move refused as too late re-reads the appointment and shows the phone', async () => {
    stored = { ...stored, changeableUntil: '2026-11-24T10:00:00+03:00' };
    serve(() => {
      // the rules changed meanwhile: the server now answers the appointment inside the notice
      stored = { ...stored, changeableUntil: '2026-11-22T10:00:00+03:00' };
      return [409, { error: 'Appointments can be changed or cancelled up to 72 hours before they start. Please contact the showroom.', code: 'change_too_late', details: { changeNoticeHours: 72 } }];
    });
    render(page());
    await advance(20);
    expect(screen.queryByRole('link', { name: 'WhatsApp the Showroom' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Appointment' })).toBeTruthy();
    await moveTo11();
    await advance(20);
    expect(screen.getByText(formatAppointmentDate(stored.appointmentDate))).toBeTruthy();
    await vi.waitFor(() => screen.getByText('Changes can be made up to 72 hours before your appointment; please call or WhatsApp the showroom.'), { timeout: 15_000, interval: 50 });
    await advance(20); // the WhatsApp number's answer
    expect(screen.queryByRole('button', { name: 'Move Appointment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).toBeNull();
  });
});
