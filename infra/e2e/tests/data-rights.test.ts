/**
 * A customer's own data rights end to end in Chromium (issue 24 items 3 and 4), for a customer who
 * has not booked: the project (step 1, step 2's choices, a floor plan) is resumed in a second
 * browser context by its e-mailed link; on the step it opens, 'Download my data' gives a ZIP whose
 * data.json names the customer and holds the floor plan byte-identical; the customer then asks for
 * erasure on the resume page ('Delete my data'), opens the e-mailed confirmation link and confirms on
 * /erase; once the durable job has run, the session's export answers 404 and a resume link issued
 * before the erasure no longer opens the project.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { EXPORT_DATA_FILE } from '@cabinetry/shared/contracts';
import { zipEntries } from '@cabinetry/shared/testing/zip';
import { browser, createCustomer, system, useSystem, wizardHydrated } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('data-rights');

const EMAIL = 'samir.data@example.com';
const PLAN = Buffer.from('%PDF-1.4\n% Samir Khoury kitchen plan\n%%EOF\n');
const RESUME_LINK = /(http\S+\/resume#[A-Za-z0-9_-]{43})/;
const ERASURE_LINK = /(http\S+\/erase#[A-Za-z0-9_-]{43})/;

/** The resume links e-mailed to EMAIL so far, oldest first. */
const resumeLinks = async () => (await system.mail.messages()).filter((m) => m.to.includes(EMAIL)).flatMap((m) => RESUME_LINK.exec(m.text)?.[1] ?? []);

/** Asks for a resume link to EMAIL from `page` and resolves to it once e-mailed (the `seen`+1-th). */
async function resumeLink(page: Page, seen: number): Promise<string> {
  expect((await page.request.post(`${system.url}${urlOf('requestResumeLink')}`, { data: { email: EMAIL } })).status()).toBe(202);
  await expect.poll(async () => (await resumeLinks()).length, { timeout: 30_000 }).toBe(seen + 1);
  return (await resumeLinks())[seen];
}

it('downloads the data of a customer who has not booked, then erases it by the e-mailed confirmation', async () => {
  // the "phone": a project with a floor plan, never booked
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  const customerId = await createCustomer(phonePage, { firstName: 'Samir', lastName: 'Khoury', email: EMAIL });
  expect((await phonePage.request.post(`${system.url}${urlOf('saveStep2', { params: { customerId } })}`, { data: { designPreferences: { styles: ['1'], colorPalettes: ['1'] } } })).status()).toBe(200);
  const plan = await phonePage.request.post(`${system.url}${urlOf('saveStep4', { params: { customerId } })}`, {
    multipart: { files: { name: 'samir-plan.pdf', mimeType: 'application/pdf', buffer: PLAN }, fileCategory: 'floor-plans' },
  });
  expect(plan.status()).toBe(201);
  const link = await resumeLink(phonePage, 0);
  await phone.close();

  // the "laptop" resumes the project and downloads its data from the step the link opens
  const laptop = await browser.newContext({ viewport: { width: 360, height: 780 }, acceptDownloads: true });
  const page = await laptop.newPage();
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue your project' }).click();
  await page.waitForURL(/\/onboarding\/step3$/);
  await wizardHydrated(page);
  const download = page.getByRole('link', { name: 'Download my data' });
  expect(await download.getAttribute('href')).toBe(urlOf('exportCustomerData', { params: { customerId } }));
  const [zip] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(zip.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await zipEntries(readFileSync((await zip.path())!));
  const data = JSON.parse(entries.get(EXPORT_DATA_FILE)!.toString('utf8'));
  expect(data.customer).toMatchObject({ customerId, customerInfo: { firstName: 'Samir', lastName: 'Khoury', email: EMAIL } });
  expect(data.appointments).toEqual([]);
  const [document] = data.documents as { filename: string; path: string }[];
  expect(document.filename).toBe('samir-plan.pdf');
  expect(entries.get(document.path)!.equals(PLAN)).toBe(true);

  // a link asked before the erasure, to try once it is done
  const unusedLink = await resumeLink(page, 1);

  // 'Delete my data' on the resume page (the used link's page offers it), confirmed by the e-mailed link
  await page.goto(link);
  await page.getByRole('button', { name: 'Delete my data' }).click();
  await page.locator('#erasure-email').fill(EMAIL);
  await page.getByRole('button', { name: 'Send me a confirmation link' }).click();
  await page.getByText('we have sent it a link to confirm the deletion of your data', { exact: false }).waitFor();
  const confirmation = await system.mail.waitFor((m) => m.to.includes(EMAIL) && m.subject === 'Confirm the deletion of your data', 30_000);
  await page.goto(ERASURE_LINK.exec(confirmation.text)![1]);
  await page.getByRole('heading', { name: 'Confirm erasure' }).waitFor();
  await page.getByRole('button', { name: 'Confirm erasure' }).click();
  await page.getByRole('heading', { name: 'Your data is being deleted' }).waitFor();

  // confirming proved the mailbox, which ended this session ('session_ended'); once the job has run,
  // the session names nobody ('session_missing') and the earlier link opens nothing
  const exportAnswer = async () => {
    const answer = await page.request.get(`${system.url}${urlOf('exportCustomerData', { params: { customerId } })}`);
    return `${answer.status()} ${((await answer.json()) as { code?: string }).code}`;
  };
  await expect.poll(exportAnswer, { timeout: 60_000, interval: 500 }).toBe('401 session_missing');
  const other = await (await browser.newContext()).newPage();
  await other.goto(unusedLink);
  await other.getByRole('button', { name: 'Continue your project' }).click();
  await other.getByRole('heading', { name: 'This link can no longer be used' }).waitFor();
  await laptop.close();
}, 240_000);
