// @vitest-environment jsdom
/**
 * Step 5 in React Testing Library under fake timers, against a fake appointments API: the meeting
 * link's outcomes (error, e-mailed), a slot taken meanwhile, the 1-minute freshness of the customer's
 * appointments, Save & Exit versus Confirm & Submit, and moving a booked appointment (Reschedule on
 * the customer's session route; inside the notice, the showroom's phone and WhatsApp instead).
 */
import { type AppointmentView, type AvailableDay, DEFAULT_AVAILABILITY_RULES } from '@cabinetry/shared/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatAppointmentDate, formatDay, isoWeekday, SHOWROOM_TIME_ZONE, slotAppointmentDate } from '@cabinetry/shared/time';
import { advance, fakeApi, type FakeApi, installBrowserShims, Providers, type Route, toastText } from '../../../testing/fakeApi';
import { OnboardingProvider } from '../../OnboardingContext';
import { STORAGE_KEY } from '../../state';
import { moveAppointmentTo } from '../../../testing/moveAppointment';
import Step5 from './Step5';

/** Scheduling's refusal of a slot booked meanwhile. */
const SLOT_TAKEN_ANSWER = { error: 'This time slot has just been booked. Please choose another time.', code: 'slot_taken' };

/** Saturday or Sunday (the fake availability's closed days). */
const isWeekend = (date: string): boolean => isoWeekday(date) >= 6;

const CUSTOMER = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const DAY = '2026-11-25';
const ERROR_TEXT = 'Could not create Google Meet link. Try an in-person appointment instead, or contact support.';
const BY_EMAIL = 'We will e-mail you the video call link before your appointment.';

let api: FakeApi;
/** slot times already booked */
let taken: Set<string>;

const windowFrom = (start: string): AvailableDay[] =>
  Array.from({ length: 14 }, (_, i) => addDays(start, i)).map((date) => ({
    date,
    slots: isWeekend(date) ? [] : ['10:00', '11:00'].map((time) => ({ time, start: slotAppointmentDate(date, time), available: !taken.has(`${date} ${time}`) })),
  }));

const appointment = (over: Partial<AppointmentView>): AppointmentView => ({
  id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
  customerId: CUSTOMER,
  appointmentType: 'virtual',
  appointmentDate: slotAppointmentDate(DAY, '10:00'),
  status: 'confirmed',
  calendarEventId: null,
  calendarEvent: null,
  ...over,
});

/** The fake API: availability, the customer's appointments (`listed`), booking (`onBook`) and `more` routes. */
function serve(onBook: Route, listed: () => AppointmentView[] = () => [], slotMinutes = 60, more: Record<string, Route> = {}) {
  api = fakeApi({
    ...more,
    'GET /api/appointments/booking-window': () => ({
      timeZone: SHOWROOM_TIME_ZONE,
      earliestDate: '2026-11-24',
      latestDate: '2027-02-22',
      closedWeekdays: [6, 7],
      daysOff: [],
      slotMinutes,
      weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
    }),
    'GET /api/appointments/available': (url) => windowFrom(url.searchParams.get('startDate') ?? '2026-11-24'),
    [`GET /api/appointments/${CUSTOMER}`]: () => ({ appointments: listed() }),
    'POST /api/appointments': onBook,
    'POST /api/onboarding/step5/': () => ({ customerId: CUSTOMER, isCompleted: true }),
  });
}

beforeAll(installBrowserShims);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  taken = new Set();
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ currentStep: 5, customerId: CUSTOMER, projectTypes: { kitchen: true, wardrobe: false } }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const wizard = (shown = true) => (
  <Providers path="/onboarding/step5">
    <OnboardingProvider>{shown && <Step5 />}</OnboardingProvider>
  </Providers>
);

/** Picks the day, the 10:00 slot, the type and special requests, and books. */
async function book(type: 'Virtual' | 'In-Person', requests = '') {
  fireEvent.click(screen.getByRole('button', { name: formatDay(DAY) }));
  await advance(20);
  fireEvent.click(within(screen.getByRole('group', { name: 'Available times' })).getByRole('button', { name: '10:00' }));
  fireEvent.click(screen.getByRole('radio', { name: type }));
  if (requests) fireEvent.change(screen.getByLabelText('Special Requests'), { target: { value: requests } });
  fireEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
  await advance(20);
}

const appointmentReads = () => api.callsTo(`/api/appointments/${CUSTOMER}`).length;
const availabilityReads = () => api.callsTo('/api/appointments/available').length;

describe('step 5', () => {
  it('shows the Virtual Meeting Error (10 s) when the worker cannot create the Meet link', async () => {
    let stored = appointment({ meetingLinkStatus: 'pending', notificationNote: 'Your video call link will be in the calendar invitation we e-mail you.' });
    serve(() => [201, stored], () => (appointmentReads() > 1 ? [stored] : []));
    render(wizard());
    await advance(20);
    await book('Virtual');
    expect(screen.getByText('Appointment Successfully Booked!')).toBeTruthy();
    expect(document.querySelector('.confirmation .notice')?.textContent).toContain('Preparing your meeting link...');
    stored = { ...stored, meetingLinkStatus: 'failed', isVirtualMeetingError: true, notificationNote: ERROR_TEXT };
    await advance(2000);
    expect(toastText()).toBe(`Virtual Meeting Error – ${ERROR_TEXT}`);
    const notice = document.querySelector('.confirmation .notice');
    expect(notice?.textContent).toBe(ERROR_TEXT);
    expect(notice?.getAttribute('role')).toBe('alert');
    const reads = appointmentReads();
    await advance(9900);
    expect(toastText()).toBe(`Virtual Meeting Error – ${ERROR_TEXT}`);
    await advance(200);
    expect(toastText()).toBeNull();
    expect(appointmentReads()).toBe(reads); // the poll stopped
  });

  it('without a Google account says, in the toast and the view, that the link will be e-mailed, and does not poll', async () => {
    serve(() => [201, appointment({ meetingLinkStatus: 'by-email', notificationNote: BY_EMAIL })]);
    render(wizard());
    await advance(20);
    await book('Virtual');
    expect(toastText()).toBe(`Appointment booked successfully! ${BY_EMAIL}`);
    expect(document.querySelector('.toast')?.getAttribute('data-duration')).toBe('8');
    expect(document.querySelector('.confirmation .notice')?.textContent).toBe(BY_EMAIL);
    expect(document.body.textContent).not.toContain('calendar invitation');
    const reads = appointmentReads();
    await advance(30_000);
    expect(appointmentReads()).toBe(reads);
  });

  it('reloads the slots at once when the slot was just taken, keeping type, date and special requests', async () => {
    serve(() => {
      taken.add(`${DAY} 10:00`);
      return [409, SLOT_TAKEN_ANSWER];
    });
    render(wizard());
    await advance(20);
    const before = availabilityReads();
    await book('Virtual', 'Walnut fronts');
    expect(toastText()).toBe('Error: This time slot has just been booked. Please choose another time.');
    expect(availabilityReads()).toBeGreaterThan(before);
    const slots = within(screen.getByRole('group', { name: 'Available times' }));
    expect((slots.getByRole('button', { name: '10:00' }) as HTMLButtonElement).disabled).toBe(true);
    expect(slots.getByRole('button', { name: '10:00' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: formatDay(DAY) }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Virtual' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText('Special Requests') as HTMLTextAreaElement).value).toBe('Walnut fronts');
  });

  it('re-reads the customer appointments on return only when they are older than 1 minute', async () => {
    serve(() => [500, {}]);
    const { rerender } = render(wizard());
    await advance(20);
    expect(appointmentReads()).toBe(1);
    rerender(wizard(false));
    await advance(50_000);
    rerender(wizard());
    await advance(20);
    expect(appointmentReads()).toBe(1);
    rerender(wizard(false));
    await advance(15_000);
    rerender(wizard());
    await advance(20);
    expect(appointmentReads()).toBe(2);
  });

  it('Save & Exit keeps the onboarding open; Confirm & Submit sends the appointment payload itself', async () => {
    const booked = appointment({ appointmentType: 'in-person', specialRequests: 'Walnut fronts' });
    serve(() => [201, booked]);
    render(wizard());
    await advance(20);
    await book('In-Person', 'Walnut fronts');
    fireEvent.click(screen.getByRole('button', { name: 'Save & Exit' }));
    await advance(20);
    expect(toastText()).toBe('Progress Saved: Your progress has been saved. You can continue later.');
    expect(api.callsTo('/api/onboarding/step5')).toEqual([]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).isCompleted).toBe(false);

    let body: unknown;
    api = fakeApi({
      'GET /api/appointments/': () => ({ appointments: [booked] }),
      'POST /api/onboarding/step5/': (_url, init) => {
        body = JSON.parse(String(init?.body));
        return { customerId: CUSTOMER, isCompleted: true };
      },
    });
    cleanup();
    render(wizard());
    await advance(20);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await advance(20);
    expect(body).toEqual({ appointmentType: 'in-person', appointmentDate: slotAppointmentDate(DAY, '10:00'), specialRequests: 'Walnut fronts', customerId: CUSTOMER });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).isCompleted).toBe(true);
  });

  it("words the consultation's length from the availability rules: one hour by default, 90 minutes when admins set it", async () => {
    const subtitle = () => document.querySelector('.step-header__subtitle')?.textContent;
    serve(() => [201, appointment({})]);
    render(wizard());
    expect(subtitle()).toBe('Reserve a one-on-one, one-hour session with one of our designers — at our showroom or by video call — to bring your project to life.');
    await advance(20);
    expect(screen.getByText('Select a date to see available times. Consultations last one hour.')).toBeTruthy();
    cleanup();
    serve(() => [201, appointment({})], () => [], 90);
    render(wizard());
    await advance(20);
    expect(subtitle()).toContain('Reserve a one-on-one, 90-minute session with one of our designers');
    expect(screen.getByText('Select a date to see available times. Consultations last 90 minutes.')).toBeTruthy();
  });
});

describe('step 5, moving the booked appointment', () => {
  const MOVED_DAY = '2026-11-26';
  /** the booked appointment: changes allowed until 24 h before it */
  let current: AppointmentView;

  /** The fake API with `current` booked and the session reschedule route answering `onMove`. */
  const serveBooked = (onMove: Route) =>
    serve(() => [500, {}], () => [current], 60, {
      [`POST /api/appointments/${current.id}/reschedule`]: onMove,
      'GET /api/config/whatsapp': () => ({ whatsappNumber: 'whatsapp:+9613123456' }),
    });

  beforeAll(async () => {
    await import('../../../components/ShowroomContact'); // as the panel below: loaded on demand by the page
    await import('../../../booking/ReschedulePanel'); // transformed once here, not inside a test's time (step 5 loads it on demand)
  }, 120_000);

  beforeEach(() => {
    current = appointment({ appointmentType: 'in-person', changeableUntil: '2026-11-24T10:00:00+03:00' });
  });

  /** Opens Reschedule, picks MOVED_DAY at 11:00 and moves. */
  const moveTo11 = () => moveAppointmentTo(MOVED_DAY, '11:00');

  it('Reschedule moves it on the session route in one step and shows the moved appointment', async () => {
    let body: unknown;
    serveBooked((_, init) => {
      body = JSON.parse(String(init?.body));
      current = { ...current, appointmentDate: slotAppointmentDate(MOVED_DAY, '11:00'), changeableUntil: '2026-11-25T11:00:00+03:00' };
      return current;
    });
    render(wizard());
    await advance(20);
    expect(screen.getByText('Appointment Successfully Booked!')).toBeTruthy();
    await moveTo11();
    expect(body).toEqual({ appointmentDate: slotAppointmentDate(MOVED_DAY, '11:00') });
    expect(toastText()).toContain('Appointment Moved');
    expect(screen.getByText(formatAppointmentDate(slotAppointmentDate(MOVED_DAY, '11:00')))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Appointment' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).appointment.appointmentDate).toBe(slotAppointmentDate(MOVED_DAY, '11:00'));
  });

  it('a slot taken meanwhile keeps the old appointment and reloads the free times', async () => {
    serveBooked(() => {
      taken.add(`${MOVED_DAY} 11:00`);
      return [409, SLOT_TAKEN_ANSWER];
    });
    render(wizard());
    await advance(20);
    await moveTo11();
    expect(toastText()).toContain('This time slot has just been booked. Please choose another time.');
    expect(screen.getByText(formatAppointmentDate(slotAppointmentDate(DAY, '10:00')))).toBeTruthy();
    const slots = within(screen.getByRole('group', { name: 'Available times' }));
    expect((slots.getByRole('button', { name: '11:00' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Appointment' })).toBeTruthy();
  });

  it("inside the notice shows the showroom's phone and WhatsApp instead of Reschedule and Cancel", async () => {
    current = { ...current, appointmentDate: '2026-11-24T09:00:00+03:00', changeableUntil: '2026-11-23T09:00:00+03:00' };
    serveBooked(() => [500, {}]);
    render(wizard());
    await advance(20);
    await vi.waitFor(() => screen.getByText('Changes can be made up to 24 hours before your appointment; please call or WhatsApp the showroom.'), { timeout: 15_000, interval: 50 });
    await advance(20); // the WhatsApp number's answer
    expect(screen.getByRole('link', { name: 'WhatsApp the Showroom' }).getAttribute('href')).toBe('https://wa.me/9613123456');
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+9611555010');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).toBeNull();
  });
});
