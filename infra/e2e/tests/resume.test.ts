/**
 * Continue on another device (issue 24 item 1) in Chromium: a project started in one browser (the
 * "phone": step 1, step 2's choices, a floor plan) is asked for by e-mail; a second browser context
 * (the "laptop", no cookie, empty storage) opens the e-mailed link, presses 'Continue your project'
 * and is in the wizard at the step reached, with step 1's answers and step 4's file; the same link
 * pressed again shows that it can no longer be used and offers a new one.
 */
import { expect, it } from 'vitest';
import { createCustomer, system, browser, useSystem, WIZARD_STORAGE_KEY } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('resume');

it('restores the project, with its files, in a second browser context once', async () => {
  const email = 'rana.resume@example.com';
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  const customerId = await createCustomer(phonePage, { firstName: 'Rana', lastName: 'Haddad', email });
  expect((await phonePage.request.post(`${system.url}${urlOf('saveStep2', { params: { customerId } })}`, { data: { designPreferences: { styles: ['1'], colorPalettes: ['1'] } } })).status()).toBe(200);
  const plan = await phonePage.request.post(`${system.url}${urlOf('saveStep4', { params: { customerId } })}`, {
    multipart: { files: { name: 'kitchen-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }, fileCategory: 'floor-plans' },
  });
  expect(plan.status()).toBe(201);
  expect((await phonePage.request.post(`${system.url}${urlOf('requestResumeLink')}`, { data: { email } })).status()).toBe(202);
  const mail = await system.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Continue your project', 30_000);
  const link = /(http\S+\/resume#[A-Za-z0-9_-]{43})/.exec(mail.text)![1];
  await phone.close();

  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  await page.goto(link);
  await page.getByRole('heading', { name: 'Continue your project' }).waitFor();
  await page.getByRole('button', { name: 'Continue your project' }).click();
  await page.waitForURL(/\/onboarding\/step3$/);
  const stored = JSON.parse((await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(WIZARD_STORAGE_KEY)})`))!);
  expect(stored).toMatchObject({ customerId, currentStep: 3, customerInfo: { firstName: 'Rana', email }, designPreferences: { styles: ['1'], colorPalettes: ['1'] } });

  await page.goto(`${system.url}/onboarding/step1`);
  await page.mouse.move(4, 4);
  await expect.poll(() => page.getByLabel('First Name').inputValue(), { timeout: 15_000 }).toBe('Rana');
  await page.goto(`${system.url}/onboarding/step4`);
  await page.mouse.move(4, 4);
  await page.locator('.file-list__item', { hasText: 'kitchen-plan.pdf' }).waitFor({ timeout: 15_000 });

  // the link works once: pressed again (another device), it offers a new one
  const other = await (await browser.newContext()).newPage();
  await other.goto(link);
  await other.getByRole('button', { name: 'Continue your project' }).click();
  await other.getByRole('heading', { name: 'This link can no longer be used' }).waitFor();
  await other.getByRole('button', { name: 'Send me a new link' }).waitFor();
  await laptop.close();
}, 120_000);
