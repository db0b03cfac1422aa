/**
 * Issue 6 'Appointments', end to end: a customer books through the API (the browser's request
 * context, so the session cookie is real); the confirmation e-mail carries the manage link, which
 * opens the appointment in the browser (Beirut and local time, special requests, Add to Calendar,
 * a confirmation dialog before cancelling, even when tapped before the page's app has run); a
 * forged link gets a clear message. Staff then see the
 * dashboard charts, find the booking in /admin/appointments (list and week calendar) and cancel it;
 * the customer receives the cancellation e-mail and the manage page shows it cancelled.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDay as longDay, mondayOf, SHOWROOM_TIME_ZONE, slotAppointmentDate } from '@cabinetry/shared/time';
import { browser, createCustomer, system, useSystem } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';


useSystem('appointments');

const EMAIL = 'karim.saad@example.com';
const LINK_RE = /\/appointment\/([A-Za-z0-9_-]{64})/;

/** The toast's text once it contains `text`. */
async function toastWith(page: Page, text: string): Promise<string> {
  const toast = page.locator('.toast', { hasText: text });
  await toast.waitFor({ timeout: 10_000 });
  return (await toast.innerText()).replace(/\s+/g, ' ');
}

describe('staff appointments and the customer manage link', () => {
  it('books, opens the e-mailed link, then staff find the booking and cancel it, and the customer is told', async () => {
    // The customer: step 1 and a booking with the browser's own cookies.
    const customer = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Paris' });
    const page = await customer.newPage();
    const customerId = await createCustomer(
      page,
      { firstName: 'Karim', lastName: 'Saad', email: EMAIL, phone: '+96170111222', projectTimeline: '3-6months' },
      { kitchen: false, wardrobe: true },
    );
    const days = (await (await page.request.get(`${system.url}${urlOf('getAvailability')}`)).json()) as { date: string; slots: { time: string; available: boolean }[] }[];
    // beyond the notice before a change (24 h), so the manage page offers Cancel
    const later = (d: (typeof days)[number], s: (typeof days)[number]['slots'][number]) => s.available && Date.parse(slotAppointmentDate(d.date, s.time)) > Date.now() + 26 * 3_600_000;
    const day = days.find((d) => d.slots.some((s) => later(d, s)))!;
    const time = day.slots.find((s) => later(day, s))!.time;
    const booked = await page.request.post(`${system.url}${urlOf('bookAppointment')}`, {
      data: { appointmentType: 'in-person', appointmentDate: slotAppointmentDate(day.date, time), specialRequests: 'Please bring oak samples', customerId },
    });
    expect(booked.status()).toBe(201);

    // The confirmation e-mail carries the manage link.
    const confirmation = await system.mail.waitFor((m) => m.to.includes(EMAIL) && /booked/.test(m.subject), 30_000);
    const token = LINK_RE.exec(confirmation.text)?.[1];
    expect(token, 'the confirmation e-mail has the manage link').toBeTruthy();
    expect(confirmation.text).toContain(`${system.url}/appointment/${token}`);

    // On the showroom's clock the page is whole in its HTML and its app waits for the first
    // interaction (src/boot.ts): a tap on Cancel before the app has run still opens the dialog.
    const onShowroomClock = await browser.newContext({ viewport: { width: 360, height: 800 }, timezoneId: SHOWROOM_TIME_ZONE });
    const early = await onShowroomClock.newPage();
    await early.goto(`${system.url}/appointment/${token}`);
    expect((await early.locator('.confirmation__details').innerText()).replace(/\s+/g, ' ')).toMatch(/Your local time .* at \d\d:00 \(GMT\+[23]\)/); // Beirut: +2 in winter, +3 in summer
    // React marks the element it renders into (__reactContainer$…); a function, not a string: the page's CSP refuses a string evaluated in it
    const appRan = () => early.evaluate(() => Object.keys((globalThis as unknown as { document: { getElementById(id: string): object } }).document.getElementById('root')).some((key) => key.startsWith('__reactContainer')));
    expect(await appRan(), 'the app has not run').toBe(false);
    await early.getByRole('button', { name: /Cancel Appointment/ }).click();
    await early.getByRole('dialog', { name: 'Cancel this appointment?' }).waitFor();
    expect(await appRan()).toBe(true);
    await onShowroomClock.close();

    // The link opens the appointment: Beirut and local time, type, status, requests, actions.
    await page.goto(`${system.url}/appointment/${token}`);
    await page.getByRole('heading', { name: 'Your Design Consultation' }).waitFor();
    const detailsText = async () => (await page.locator('.confirmation__details').innerText()).replace(/\s+/g, ' ');
    // the page comes rendered on the showroom's clock; on another clock its app starts at once and shows the visitor's
    await expect.poll(detailsText, { timeout: 30_000 }).toMatch(/Your local time .* \(GMT\+1\)/); // Paris in winter
    const details = await detailsText();
    expect(details).toContain(`${longDay(day.date)} at ${time} (Beirut time)`);
    expect(details).toContain('In-Person at Atelier Cedar Showroom');
    expect(details).toContain('Please bring oak samples');
    expect(details).toContain('Confirmed');
    await page.getByRole('button', { name: /Add to Calendar/ }).waitFor();
    await page.locator('.public-footer').waitFor();
    // Cancelling asks first; keeping the appointment changes nothing.
    await page.getByRole('button', { name: /Cancel Appointment/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Keep Appointment/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('.confirmation__details').innerText()).toContain('Confirmed');

    // A forged link gets a clear message.
    await page.goto(`${system.url}/appointment/${token!.slice(0, -4)}AAAA`);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();

    // Staff sign in and see the dashboard's charts.
    const staffContext = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const staff = await staffContext.newPage();
    const admin = { username: 'maya', email: 'maya@ateliercedar.local', firstName: 'Maya', lastName: 'Aoun', password: 'cedar-2026!', confirmPassword: 'cedar-2026!' };
    expect((await staff.request.post(`${system.url}${urlOf('setup')}`, { data: admin })).status()).toBeLessThan(300);
    const login = await (await staff.request.post(`${system.url}${urlOf('login')}`, { data: { username: admin.username, password: admin.password } })).json();
    await staff.goto(`${system.url}/admin/login`);
    await staff.evaluate(`localStorage.setItem('adminToken', ${JSON.stringify(login.token)}); localStorage.setItem('adminUser', ${JSON.stringify(JSON.stringify(login))})`);
    await staff.goto(`${system.url}/admin/dashboard`);
    await staff.getByRole('heading', { name: 'Welcome back, Maya' }).waitFor();
    const funnel = staff.getByRole('list', { name: /^Customer funnel/ });
    await funnel.waitFor({ timeout: 15_000 });
    expect((await funnel.innerText()).replace(/\s+/g, ' ')).toContain('1. Project Info: 1 (100%)');
    await staff.getByRole('figure', { name: /Bookings per week: .*: 1/ }).waitFor();
    expect(await staff.locator('.dash-chart svg.recharts-surface').count()).toBeGreaterThanOrEqual(2);

    // The Appointments page lists the upcoming booking...
    await staff.getByRole('menuitem', { name: 'Appointments' }).click();
    await staff.waitForURL('**/admin/appointments');
    const row = staff.getByRole('table', { name: 'Appointments' }).getByRole('row', { name: /Karim Saad/ });
    await row.waitFor();
    const rowText = (await row.innerText()).replace(/\s+/g, ' ');
    expect(rowText).toContain(longDay(day.date));
    expect(rowText).toContain(EMAIL);
    expect(rowText).toContain('Confirmed');
    expect(rowText).toContain('Please bring oak samples');

    // ...and the week calendar shows it as a block with its details.
    await staff.goto(`${system.url}/admin/appointments?view=week&week=${mondayOf(day.date)}`);
    const block = staff.getByRole('button', { name: new RegExp(`^Karim Saad, ${longDay(day.date)} at ${time}`) });
    await block.click();
    await staff.locator('.ant-popover').getByText('Please bring oak samples').waitFor();
    await staff.getByRole('button', { name: /Next week/ }).click();
    await staff.getByText('No appointments this week.').waitFor();

    // Staff cancel from the list, after confirming.
    await staff.goto(`${system.url}/admin/appointments`);
    await row.getByRole('button', { name: /Cancel$/ }).click();
    const confirm = staff.getByRole('dialog');
    await confirm.getByText('the customer is e-mailed and the calendar event removed', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: /Cancel Appointment/ }).click();
    expect(await toastWith(staff, 'Appointment cancelled')).toContain('The customer has been notified by e-mail.');
    await row.getByText('Cancelled').waitFor();
    expect(await row.innerText()).toContain('by staff');

    // The customer is told, and the link now shows the cancellation.
    const cancelled = await system.mail.waitFor((m) => m.to.includes(EMAIL) && /cancelled/.test(m.subject), 30_000);
    expect(cancelled.text).toContain('we have had to cancel your design consultation');
    // its link (signed when sent, so another token) and the first one both show the cancellation
    for (const link of [LINK_RE.exec(cancelled.text)![1], token]) {
      await page.goto(`${system.url}/appointment/${link}`);
      await page.getByText('This appointment has been cancelled.', { exact: false }).waitFor();
    }
    expect(await page.getByRole('button', { name: /Cancel Appointment/ }).count()).toBe(0);
    // the link works for nothing more: it offers a new booking instead
    expect(await page.getByRole('link', { name: 'Book a New Consultation' }).getAttribute('href')).toBe('/onboarding/step5');

    await staffContext.close();
    await customer.close();
  }, 180_000);
});
