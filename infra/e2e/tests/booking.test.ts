/**
 * Step 5 in a real browser against the whole system: a customer (created through the API
 * with the browser's own request context, so the session cookie is the browser's) books a virtual
 * consultation, sees every field of the confirmation view, downloads Add to Calendar's file, reloads
 * and finds the existing appointment with its toast, cancels, gets the booking form back, and the
 * cancellation e-mail arrives. Then an admin closes a weekday on the Availability page and the
 * booking calendar offers nothing that day; the Google Integration page explains the missing setup.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ISO_WEEKDAY_NAMES, type IsoWeekdayKey } from '@cabinetry/shared/contracts';
import { isoWeekday, formatDay as longDay, slotAppointmentDate } from '@cabinetry/shared/time';
import { browser, createCustomer, WIZARD_STORAGE_KEY as STORAGE_KEY, system, useSystem } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';


useSystem('booking');

const EMAIL = 'nadim.haddad@example.com';

interface Day {
  date: string;
  slots: { time: string; available: boolean }[];
}

/** iCalendar UTC stamp of an instant, e.g. '20261124T070000Z'. */
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * Clicks `date`'s day in step 5's calendar, once the calendar has rendered (the Book button can
 * be on the page before it), moving to the next month when the day is past the month shown (read
 * from the days' data-date, which the pre-rendered and the hydrated calendar share).
 */
async function pickDay(page: Page, date: string): Promise<void> {
  const firstDay = page.locator('.calendar__day[data-date]').first();
  await firstDay.waitFor();
  const shownMonth = (await firstDay.getAttribute('data-date'))!.slice(0, 7);
  if (date.slice(0, 7) > shownMonth) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: longDay(date), exact: true }).click();
}

/** The toast region's text once it contains `text`. */
async function toastWith(page: Page, text: string): Promise<string> {
  const toast = page.locator('.toast', { hasText: text });
  await toast.waitFor({ timeout: 10_000 });
  return (await toast.innerText()).replace(/\s+/g, ' ');
}

describe('booking a design consultation', () => {
  it('books, shows the confirmation, exports the calendar file, finds it again, cancels', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();

    // A customer through step 1's API call, made with the browser's cookies.
    const customerId = await createCustomer(page, { firstName: 'Nadim', lastName: 'Haddad', email: EMAIL, projectAddress: 'Gemmayzeh, Lebanon' });
    await page.goto(`${system.url}/onboarding/step1`);
    const saved = JSON.stringify({ currentStep: 5, customerId, projectTypes: { kitchen: true, wardrobe: false } });
    await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(saved)})`);

    // The first free slot the server offers beyond the notice before a change (24 h), so it can be cancelled here.
    const days = (await (await page.request.get(`${system.url}${urlOf('getAvailability')}`)).json()) as Day[];
    const cancellable = (d: Day, s: Day['slots'][number]) => s.available && Date.parse(slotAppointmentDate(d.date, s.time)) > Date.now() + 26 * 3_600_000;
    const day = days.find((d) => d.slots.some((s) => cancellable(d, s)));
    expect(day, 'the server offers a free slot').toBeTruthy();
    if (!day) return;
    const time = day.slots.find((s) => cancellable(day, s))!.time;

    await page.goto(`${system.url}/onboarding/step5`);
    await page.getByRole('heading', { name: 'Book Your Design Consultation' }).waitFor();
    const book = page.getByRole('button', { name: 'Book Appointment' });
    await book.waitFor();
    expect(await book.isDisabled()).toBe(true);

    await pickDay(page, day.date);
    const slots = page.getByRole('group', { name: 'Available times' });
    await slots.getByRole('button', { name: time, exact: true }).click();
    await page.getByRole('radio', { name: 'Virtual' }).click();
    await page.getByLabel('Special Requests').fill('Please show walnut fronts');
    expect(await book.isEnabled()).toBe(true);
    await book.click();

    // The confirmation view with every field.
    await page.getByRole('heading', { name: 'Appointment Successfully Booked!' }).waitFor();
    const details = page.locator('.confirmation__details');
    const text = (await details.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(`${longDay(day.date)} at ${time}`);
    expect(text).toContain('Virtual');
    expect(text).toContain('Please show walnut fronts');
    expect(text).toContain('Confirmed');
    // No Google account is linked here: the toast and the view both say the link will be e-mailed.
    expect(await toastWith(page, 'We will e-mail you the video call link')).toContain('Appointment booked successfully!');
    await page.locator('.confirmation .notice', { hasText: 'We will e-mail you the video call link before your appointment.' }).waitFor();
    expect(await page.getByText('calendar invitation').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'View in Calendar' }).isDisabled()).toBe(true);

    // Add to Calendar: a one-hour event at the chosen slot (Beirut's clock, written in UTC).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to Calendar' }).click()]);
    expect(download.suggestedFilename()).toBe('showroom-design-consultation.ics');
    const ics = readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    const start = new Date(slotAppointmentDate(day.date, time));
    expect(ics).toContain(`DTSTART:${utcStamp(start)}`);
    const oneHour = ics.includes('DURATION:PT1H') || ics.includes(`DTEND:${utcStamp(new Date(start.getTime() + 3_600_000))}`);
    expect(oneHour).toBe(true);
    // a video call is never titled "at the showroom"
    expect(ics).toMatch(/SUMMARY:.*Design Consultation by Video Call/);
    expect(ics).not.toMatch(/SUMMARY:.*Showroom/);

    // A reload finds the appointment again.
    await page.reload();
    expect(await toastWith(page, 'Existing Appointment')).toContain(
      'Existing Appointment: You already have an appointment scheduled. You can modify or cancel it below.',
    );
    await page.getByRole('heading', { name: 'Appointment Successfully Booked!' }).waitFor();
    expect((await details.innerText()).replace(/\s+/g, ' ')).toContain(`${longDay(day.date)} at ${time}`);

    // Cancel: the toast, the booking form again, and the e-mail.
    await page.getByRole('button', { name: 'Cancel Appointment' }).click();
    expect(await toastWith(page, 'Appointment Cancelled')).toContain('Appointment Cancelled – Your appointment has been cancelled successfully.');
    await page.getByRole('button', { name: 'Book Appointment' }).waitFor();
    const res = await page.request.get(`${system.url}${urlOf('listCustomerAppointments', { params: { customerId } })}`);
    const { appointments } = (await res.json()) as { appointments: { status: string }[] };
    expect(appointments.every((a) => a.status !== 'confirmed' && a.status !== 'pending')).toBe(true);
    const mail = await system.mail.waitFor((m) => m.to.includes(EMAIL) && /cancel/i.test(m.subject), 30_000);
    expect(mail.subject).toMatch(/cancelled/i);
    await context.close();
  }, 180_000);

  it('lets an admin close a weekday, which the booking calendar then shows without slots', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const admin = { username: 'owner', email: 'owner@example.com', firstName: 'Rima', lastName: 'Aoun', password: 'cedar-2026!', confirmPassword: 'cedar-2026!' };
    expect((await page.request.post(`${system.url}${urlOf('setup')}`, { data: admin })).status()).toBeLessThan(300);
    const login = await (await page.request.post(`${system.url}${urlOf('login')}`, { data: { username: admin.username, password: admin.password } })).json();
    await page.goto(`${system.url}/admin/login`);
    await page.evaluate(`localStorage.setItem('adminToken', ${JSON.stringify(login.token)}); localStorage.setItem('adminUser', ${JSON.stringify(JSON.stringify(login))})`);

    // Google Integration without Google credentials: says so in plain words, and offers no authorization.
    await page.goto(`${system.url}/admin/google-auth`);
    await page.getByText('Not Authorized').waitFor();
    await page.getByText('Google is not set up on this server, so no Google account can be connected yet.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Authorize with Google' }).count()).toBe(0);

    // Close the weekday of the first day that has free slots.
    const days = (await (await page.request.get(`${system.url}${urlOf('getAvailability')}`)).json()) as Day[];
    const day = days.find((d) => d.slots.some((s) => s.available))!;
    const weekday = ISO_WEEKDAY_NAMES[String(isoWeekday(day.date)) as IsoWeekdayKey];
    await page.getByRole('link', { name: 'Availability' }).or(page.getByRole('menuitem', { name: 'Availability' })).first().click();
    const row = page.getByRole('group', { name: weekday });
    await row.getByRole('button', { name: `Remove ${weekday} hours` }).first().click();
    await row.getByText('Closed').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await toastWith(page, 'Availability updated')).toContain('Availability updated');

    // The customer's calendar now has nothing on that day.
    const customer = await browser.newPage();
    await customer.goto(`${system.url}/onboarding/step5`);
    await pickDay(customer, day.date);
    await customer.getByText('No available time slots – Please select a different date or contact us directly for assistance.').waitFor();
    await customer.close();
    await context.close();
  }, 120_000);
});
