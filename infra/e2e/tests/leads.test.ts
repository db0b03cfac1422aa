/**
 * Issue 6 'Leads', end to end: a customer completes steps 1-4 (through the browser context's
 * request API, so the session cookie is real), uploads a document, books a consultation and submits
 * step 5; staff then set up an account, sign in through the UI, find the lead by searching the
 * e-mail, open it, see the answers, the document and the appointment, download the file through its
 * signed link, and a tampered copy of that link is refused.
 */
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, system, useSystem } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';


useSystem('leads');

const EMAIL = 'nadine.frem@example.com';

interface Named {
  id: number;
  name: string;
  description?: string;
}

/** GET a JSON resource, failing the test on a non-2xx answer. */
async function getJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(`${system.url}${path}`);
  expect(res.ok(), `${path} → ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

/** POST JSON, failing the test on a non-2xx answer; returns the body. */
async function postJson(api: APIRequestContext, path: string, data: unknown) {
  const res = await api.post(`${system.url}${path}`, { data });
  expect(res.ok(), `${path} → ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A customer who goes through the wizard with real catalogue choices; returns what staff should see. */
async function customerCompletesWizard(api: APIRequestContext, png: Buffer) {
  const { customerId } = await postJson(api, urlOf('saveStep1'), {
    customerInfo: {
      firstName: 'Nadine',
      lastName: 'Frem',
      email: EMAIL,
      phone: '+96176543210',
      projectAddress: 'Mar Mikhael 8, Beirut, Lebanon',
      projectDetails: 'residential',
      projectTimeline: '6-12months',
      budget: '50k-100k',
    },
    projectTypes: { kitchen: true, wardrobe: false },
  });

  const styles = await getJson<Named[]>(api, `${urlOf('listPublicStyles')}?activeOnly=true`);
  const style = styles.find((s) => /kitchen/i.test(s.description ?? '')) ?? styles[0];
  const [palette] = await getJson<Named[]>(api, `${urlOf('listPublicPalettes')}?activeOnly=true`);
  await postJson(api, urlOf('saveStep2', { params: { customerId } }), { designPreferences: { styles: [String(style.id)], colorPalettes: [String(palette.id)] } });

  const materials = await getJson<(Named & { categoryId: number | null })[]>(api, `${urlOf('listPublicMaterials')}?styleIds=${style.id}&activeOnly=true`);
  const countertopIds = new Set((await getJson<Named[]>(api, `${urlOf('listPublicCategories')}?type=countertop&activeOnly=true`)).map((c) => c.id));
  const countertop = materials.find((m) => m.categoryId !== null && countertopIds.has(m.categoryId))!;
  const cabinet = materials.find((m) => m !== countertop)!;
  await postJson(api, urlOf('saveStep3', { params: { customerId } }), {
    materialSelections: { kitchen: { lowerCabinets: [String(cabinet.id)], upperCabinets: [], tallCabinets: [], countertops: [String(countertop.id)] } },
  });

  const uploaded = await api.post(`${system.url}${urlOf('saveStep4', { params: { customerId } })}`, {
    multipart: { files: { name: 'nadine-kitchen.png', mimeType: 'image/png', buffer: png }, fileCategory: 'inspiration' },
  });
  expect(uploaded.status()).toBe(201);
  await postJson(api, urlOf('saveStep4', { params: { customerId } }), { notes: 'Open shelving next to the window, please.', files: [] });

  const days = await getJson<{ date: string; slots: { time: string; available: boolean }[] }[]>(api, urlOf('getAvailability'));
  const day = days.find((d) => d.slots.some((s) => s.available))!;
  const time = day.slots.find((s) => s.available)!.time;
  const appointment = { appointmentType: 'in-person', appointmentDate: slotAppointmentDate(day.date, time), customerId };
  await postJson(api, urlOf('bookAppointment'), appointment);
  await postJson(api, urlOf('saveStep5', { params: { customerId } }), appointment);
  return { customerId, style: style.name, palette: palette.name, cabinet: cabinet.name, countertop: countertop.name };
}

describe('leads', () => {
  it('staff find a completed lead with its answers, files and appointment', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6b4423' } }).png().toBuffer();
    const customer = await browser.newContext();
    const expected = await customerCompletesWizard(customer.request, png);
    await customer.close();

    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await staff.newPage();
    await page.goto(`${system.url}/admin/setup`);
    await page.getByLabel('First Name').fill('Hala');
    await page.getByLabel('Last Name').fill('Nassar');
    await page.getByLabel('Email').fill('hala@ateliercedar.local');
    await page.getByLabel('Username').fill('hala');
    await page.locator('#password').fill('cedar-wood-2026');
    await page.locator('#confirmPassword').fill('cedar-wood-2026');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await page.waitForURL('**/admin/login', { timeout: 10_000 });
    await page.getByLabel('Username').fill('hala');
    await page.locator('#password').fill('cedar-wood-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');

    // the Leads menu entry, then a search by e-mail
    await page.getByRole('menuitem', { name: 'Leads' }).click();
    await page.waitForURL('**/admin/leads');
    await page.getByLabel('Search leads').fill(EMAIL);
    await page.getByLabel('Search leads').press('Enter');
    await page.waitForURL(/q=nadine/);
    const row = page.getByRole('row', { name: /Nadine Frem/ });
    await row.waitFor();
    expect(await page.getByRole('table', { name: 'Leads' }).getByRole('row').count()).toBe(2);
    expect(await row.textContent()).toContain('Completed');

    // the lead's page: every answer, with labels and catalogue names
    await row.getByRole('link', { name: 'Nadine Frem' }).click();
    await page.waitForURL(`**/admin/leads/${expected.customerId}`);
    await page.getByRole('heading', { name: 'Nadine Frem' }).waitFor();
    for (const text of [
      EMAIL,
      '+96176543210',
      'Mar Mikhael 8, Beirut, Lebanon',
      'Kitchen',
      'Residential',
      '6-12 months',
      '$50,000 - $100,000',
      expected.style,
      expected.palette,
      expected.cabinet,
      expected.countertop,
      'Lower Cabinet Materials',
      'Countertop Materials',
      'Open shelving next to the window, please.',
      'nadine-kitchen.png',
      'In-Person (showroom)',
    ]) {
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
    }

    // the document downloads through its signed link...
    const link = page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: /Download/ });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/api/admin/leads/${expected.customerId}/documents/[0-9a-f]{24}/download\\?exp=\\d+&sig=[\\w-]+$`));
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('nadine-kitchen.png');
    expect(readFileSync((await download.path())!).equals(png)).toBe(true);

    // ...and the same link with a tampered signature is refused
    const sig = new URL(href, system.url).searchParams.get('sig')!;
    const tampered = href.replace(sig, `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await page.request.get(`${system.url}${tampered}`)).status()).toBe(403);
    expect((await page.request.get(`${system.url}${href}`)).status()).toBe(200);
    await staff.close();
  }, 120_000);
});
