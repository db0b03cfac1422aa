/**
 * The walking skeleton's end-to-end journey: a fresh browser completes steps 1-5 against
 * the whole system started as `npm start` does, books a slot, and the test then finds the
 * appointment through the API and the confirmation e-mail in the SMTP sink.
 */
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, system, useSystem, CONTINUE } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';


useSystem('journey');

const continueButton = (page: Page) => page.getByRole('button', { name: CONTINUE });

describe('customer journey', () => {
  it('walks steps 1 to 5, books a consultation and receives the confirmation e-mail', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(system.url);
    await page.waitForURL('**/onboarding/step1');
    await page.getByRole('heading', { name: 'Design Your Perfect Space' }).waitFor();

    // Step 1: project and contact details
    await page.getByRole('checkbox', { name: 'Kitchen' }).click();
    await page.getByLabel('First Name').fill('Rania');
    await page.getByLabel('Last Name').fill('Saab');
    await page.getByLabel('Email').fill('rania.saab@example.com');
    await page.getByLabel('Phone Number').fill('71 123 456');
    await continueButton(page).click();
    await page.waitForURL('**/onboarding/step2');

    // Step 2: one style and one palette
    const styles = (await (await page.request.get(`${system.url}${urlOf('listPublicStyles')}`)).json()) as { name: string; description: string }[];
    const kitchenStyle = styles.find((s) => /kitchen/i.test(s.description))!;
    await page.getByRole('button', { name: kitchenStyle.name, exact: true }).click();
    const palettes = (await (await page.request.get(`${system.url}${urlOf('listPublicPalettes')}`)).json()) as { name: string }[];
    await page.getByRole('button', { name: palettes[0].name, exact: true }).click();
    await continueButton(page).click();
    await page.waitForURL('**/onboarding/step3');

    // Step 3: a lower cabinet and a countertop
    for (const section of ['Lower Cabinet Materials', 'Countertop Materials']) {
      const region = page.getByRole('region', { name: section });
      await region.locator('[role="button"][aria-pressed]').first().click();
    }
    await continueButton(page).click();
    await page.waitForURL('**/onboarding/step4');

    // Step 4: one inspiration image
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } }).png().toBuffer();
    await page.getByLabel('Inspiration Images', { exact: true }).setInputFiles({ name: 'dream-kitchen.png', mimeType: 'image/png', buffer: png });
    await page.getByText('dream-kitchen.png').waitFor();
    await continueButton(page).click();
    await page.waitForURL('**/onboarding/step5');

    // Step 5: first free day and time, in person
    await page.locator('button.calendar__day.has-slots:not([disabled])').first().click();
    await page.getByRole('group', { name: 'Available times' }).getByRole('button').first().click();
    await page.getByRole('radio', { name: 'In-Person' }).click();
    await page.getByLabel('Special Requests').fill('Please bring oak and walnut samples');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByText('Appointment Successfully Booked!').waitFor();

    const raw = (await page.evaluate("Object.values(localStorage).find((v) => v.includes('customerId'))")) as string | undefined;
    const saved = JSON.parse(raw ?? '{}');
    const customerId: string = saved.customerId;
    expect(customerId).toMatch(/^[0-9a-f]{24}$/);

    await page.getByRole('button', { name: /^Confirm & Submit/ }).click();
    await page.waitForURL('**/onboarding/step1', { timeout: 10_000 });

    // The appointment, through the API with the customer's session cookie
    const res = await page.request.get(`${system.url}${urlOf('listCustomerAppointments', { params: { customerId } })}`);
    expect(res.status()).toBe(200);
    const { appointments } = await res.json();
    expect(appointments).toHaveLength(1);
    expect(appointments[0]).toMatchObject({ customerId, appointmentType: 'in-person', status: 'confirmed' });

    // Without that cookie the same call is refused
    const stranger = await browser.newContext();
    expect((await stranger.request.get(`${system.url}${urlOf('listCustomerAppointments', { params: { customerId } })}`)).status()).toBe(401);
    await stranger.close();

    // The confirmation e-mail with its calendar file
    const mail = await system.mail.waitFor((m) => m.to.includes('rania.saab@example.com'), 30_000);
    expect(mail.subject).toContain('Your design consultation is booked');
    expect(mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true);
    await context.close();
  }, 120_000);
});
