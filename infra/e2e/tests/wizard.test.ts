/**
 * Browser tests of the customer wizard, steps 1-4 and the pages around them: the common
 * layout, step 1 touched-only errors and error summary, step 2 filtering and preview dialog, step 3
 * tabs, sorting, lazy images and validation, step 4 uploads (progress bar, silent client drop,
 * server refusal by size and content, file list, delete, notes), persistence (reload, Save & Exit),
 * an axe-core scan of every page (no serious or critical violation), no horizontal scroll at 360 px,
 * and step 2's error panel with the catalogue service down. One system for the whole file; the
 * steps run in order on one page, as a customer would.
 *
 * WIZARD_SCREENSHOTS=<dir> also saves each step at 360 and 1280 px wide, for a human to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CategoryType, PublicCategory, PublicMaterial, PublicStyle, UploadedDocument } from '@cabinetry/shared/contracts';
import { CATEGORY_TYPES } from '@cabinetry/shared/contracts';
import { SECTIONS } from '../../../frontend/src/lib/materialSections';
import { seriousViolations } from './axe';
import { browser, system, useSystem, WIZARD_STORAGE_KEY as STORAGE_KEY, CONTINUE } from './harness';
import { urlOf } from '@cabinetry/shared/contracts/api/client';
import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';

// Browser globals used inside page.evaluate callbacks (this file compiles without the DOM lib).
interface BrowserElement {
  id: string;
  outerHTML: string;
  getAttribute(name: string): string | null;
  contains(other: BrowserElement | null): boolean;
  textContent: string | null;
}
declare const document: {
  activeElement: BrowserElement | null;
  body: BrowserElement;
  scrollingElement: { scrollWidth: number } | null;
  querySelector(selector: string): BrowserElement | null;
  addEventListener(type: string, listener: () => void, options?: object): void;
};
declare const window: { fetch: (input: unknown, init?: unknown) => Promise<unknown>; innerWidth: number };
declare const localStorage: { getItem(key: string): string | null };
declare const performance: { now(): number };
declare function getComputedStyle(el: unknown): { outlineStyle: string; maxHeight: string };
declare const MutationObserver: new (callback: () => void) => { observe(target: BrowserElement, options: object): void };

const MB = 1024 * 1024;

let context: BrowserContext;
let page: Page;

useSystem('wizard');

beforeAll(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
}, 300_000);

const button = (name: string) => page.getByRole('button', { name: name === 'Continue' ? CONTINUE : new RegExp(name.replace(/[&]/g, '\\$&')) });
const toast = () => page.locator('.toast');
const stored = async () => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? '{}');
const api = async <T>(path: string): Promise<T> => (await page.request.get(`${system.url}${path}`)).json() as Promise<T>;

/** Waits for the single toast to read `text` (and checks there is only one). */
async function expectToast(text: string) {
  await toast().filter({ hasText: text }).waitFor();
  expect(await toast().count()).toBe(1);
}


/** No horizontal scroll at 360 px; saves screenshots at 360 and 1280 px when WIZARD_SCREENSHOTS is set. */
async function checkNarrowAndSnap(name: string) {
  const dir = process.env.WIZARD_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}-1280.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 780 });
  await page.waitForFunction(() => window.innerWidth === 360);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (dir) await page.screenshot({ path: join(dir, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(width, `${name} scrolls sideways at 360 px`).toBeLessThanOrEqual(360);
}

describe('customer wizard, steps 1 to 4', () => {
  it('redirects / to step 1, shows the layout, the footer, the chat button and the 404 page', async () => {
    await page.goto(system.url);
    await page.waitForURL('**/onboarding/step1');
    await page.getByRole('heading', { name: 'Design Your Perfect Space' }).waitFor();
    await page.getByText('Step 1/5').waitFor();
    const markers = page.getByRole('navigation', { name: "Your project's progress" }).getByRole('button');
    expect(await markers.count()).toBe(5);
    expect(await markers.nth(0).getAttribute('aria-current')).toBe('step');
    for (let i = 1; i < 5; i++) expect(await markers.nth(i).isDisabled()).toBe(true);
    expect(await page.locator('.progress__fill').evaluate((el) => el.style.width)).toBe('0%');
    expect(await page.locator('footer.public-footer').count()).toBe(1);
    expect(await button('Back').count()).toBe(0);
    // chat button: after 1 s, the configured 'whatsapp:+9611234567' without its prefix
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp!' });
    await chat.waitFor();
    expect(await chat.getAttribute('href')).toBe('https://wa.me/9611234567');
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);
    await checkNarrowAndSnap('step1');

    // Continue straight away (nothing focused yet) touches the four required fields
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto(`${system.url}/onboarding/step1`);
    await other.getByRole('button', { name: CONTINUE }).click();
    await other.waitForFunction(() => document.activeElement?.id === 'firstName');
    await other.locator('.error-summary li').nth(3).waitFor();
    expect(await other.locator('.error-summary li').count()).toBe(4);
    expect(await other.locator('[aria-invalid="true"]').count()).toBe(4);
    await other.goto(`${system.url}/no/such/page`);
    await other.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await otherContext.close();
  }, 60_000);

  it('step 1: touched-only errors, the error summary and Continue focusing the first error', async () => {
    expect(await page.locator('.field__error').count()).toBe(0);
    await page.getByLabel('First Name').focus();
    await page.keyboard.press('Tab'); // leave first name empty
    await page.locator('.field__error', { hasText: 'First name is required' }).waitFor();
    const summary = page.locator('.error-summary');
    await summary.getByText('Please fix the following errors:').waitFor();
    expect(await summary.locator('li').allTextContents()).toEqual(['First name is required']);

    await page.getByLabel('Email').fill('rana@');
    await page.getByLabel('Email').blur();
    await summary.getByText('Please enter a valid email address').waitFor();
    // last name was left on the way (Tab), so it counts as touched too; the phone was never visited
    expect(await summary.locator('li').allTextContents()).toEqual(['First name is required', 'Last name is required', 'Please enter a valid email address']);

    // Continue touches all required fields and moves focus to the first invalid one
    await page.getByLabel('Email').focus();
    await button('Continue').click();
    await page.waitForFunction(() => document.activeElement?.id === 'firstName');
    expect(await summary.locator('li').allTextContents()).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Phone number is required',
    ]);
    expect(page.url()).toContain('/onboarding/step1');
    // a summary entry moves focus to its field
    await summary.getByRole('link', { name: 'Phone number is required' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'phoneNumber');

    // digits only, 7 to 15
    await page.getByLabel('Phone Number').pressSequentially('151-234 5');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('1512345');
    // a valid number shows the helper text
    await page.getByText('Enter your local number without the country code (7-15 digits)').waitFor();
    await page.getByLabel('Phone Number').fill('123456');
    await page.getByLabel('Phone Number').blur();
    await page.locator('.field__error', { hasText: 'Please enter a valid phone number (7-15 digits)' }).waitFor();
    // the error takes the helper text's place
    expect(await page.getByText('Enter your local number without the country code (7-15 digits)').count()).toBe(0);
  }, 60_000);

  it('step 1: the dial-code and address pickers, selects, toasts and the 50 ms submit delay', async () => {
    const dial = page.locator('#dialCode');
    expect(await dial.getAttribute('aria-label')).toBe('Country code: Lebanon +961');
    await dial.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Search country...' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('placeholder') === 'Search country...');
    const dialList = page.getByRole('listbox', { name: 'Country code' });
    const groups = dialList.getByRole('group');
    expect(await groups.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'MENA',
      'North America',
      'Europe',
      'Asia & Pacific',
      'Latin America',
    ]);
    expect(await dialList.getByRole('option').count()).toBe(43);
    expect(await dialList.getByRole('option').first().textContent()).toContain('Lebanon');
    await search.fill('zzz');
    await page.getByText('No country found.').waitFor();
    await search.fill('germ');
    await page.keyboard.press('Enter');
    expect(await dial.getAttribute('aria-label')).toBe('Country code: Germany +49');
    await page.waitForFunction(() => document.activeElement?.id === 'dialCode');

    const country = page.locator('#addressCountry');
    expect(await country.getAttribute('aria-label')).toBe('Country: Lebanon');
    await country.click();
    const countryList = page.getByRole('listbox', { name: 'Country' });
    expect(await countryList.getByRole('option').count()).toBeGreaterThanOrEqual(55);
    expect(await countryList.getByRole('option').first().textContent()).toContain('Lebanon');
    await page.getByRole('combobox', { name: 'Search country...' }).fill('france');
    await countryList.getByRole('option', { name: /France/ }).click();
    expect(await country.getAttribute('aria-label')).toBe('Country: France');

    await page.getByLabel('First Name').fill('Rana');
    await page.getByLabel('Last Name').fill('Haddad');
    await page.getByLabel('Email').fill('rana.haddad@example.com');
    await page.getByLabel('Phone Number').fill('15112345678');
    await page.getByLabel('Street, city, postal code').fill('12 Rue de Rivoli, Paris');
    await page.getByLabel('Project Timeline').selectOption({ label: '3-6 months' });
    await page.getByLabel('Estimated Budget').selectOption({ label: '$25,000 - $50,000' });
    // the purpose cards are a radio group: one tab stop, arrow keys choose
    await page.getByRole('radio', { name: 'Residential' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Commercial' }).getAttribute('aria-checked')).toBe('true');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Commercial');
    expect(await page.locator('.error-summary').count()).toBe(0);

    // stored on every change, combined as docs/product.md §3 says
    await expect.poll(async () => (await stored()).customerInfo).toEqual({
      firstName: 'Rana',
      lastName: 'Haddad',
      email: 'rana.haddad@example.com',
      phone: '+4915112345678',
      projectAddress: '12 Rue de Rivoli, Paris, France',
      projectDetails: 'commercial',
      projectTimeline: '3-6months',
      budget: '25k-50k',
      heardFrom: '',
    });

    await button('Continue').click();
    await expectToast('Project Type Required: Please select at least one project type.');
    expect(await toast().getAttribute('role')).toBe('alert');

    // keyboard: the Kitchen card is a checkbox toggled with Space, with a visible focus ring
    const kitchen = page.getByRole('checkbox', { name: 'Kitchen' });
    await kitchen.focus();
    await page.keyboard.press('Space');
    expect(await kitchen.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await kitchen.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

    // the step-1 path goes in as an argument: the function runs in the page, where urlOf is not defined
    await page.evaluate((step1Path) => {
      const w = window as unknown as { clickAt: number; postAt: number };
      const original = window.fetch;
      window.fetch = (input, init) => {
        if (String(input).endsWith(step1Path)) w.postAt = performance.now();
        return original(input, init);
      };
      document.addEventListener('click', () => (w.clickAt = performance.now()), { capture: true, once: true });
    }, urlOf('saveStep1'));
    await button('Continue').click();
    await page.waitForURL('**/onboarding/step2');
    const delay = await page.evaluate(() => {
      const w = window as unknown as { clickAt: number; postAt: number };
      return w.postAt - w.clickAt;
    });
    expect(delay).toBeGreaterThanOrEqual(49);
    await expectToast('Success: Your information has been saved successfully.');
    expect((await stored()).customerId).toMatch(/^[0-9a-f]{24}$/);
    expect((await stored()).currentStep).toBe(2);
  }, 60_000);

  it('step 2: styles filtered by project type, preview dialog, palettes and the step rules', async () => {
    await page.getByRole('heading', { name: 'Design Preferences' }).waitFor();
    await page.getByRole('region', { name: 'Style Preferences' }).locator('[aria-pressed]').first().waitFor();
    const styles = await api<PublicStyle[]>(`${urlOf('listPublicStyles')}?activeOnly=true`);
    // only 'kitchen' was chosen: the styles whose description mentions a kitchen, in the API's order
    const expected = styles.filter((s) => /kitchen/i.test(s.description ?? '')).map((s) => s.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(styles.length); // the demo catalogue has non-kitchen styles
    const shown = await page.getByRole('region', { name: 'Style Preferences' }).locator('[aria-pressed] .select-card__name').allTextContents();
    expect(shown).toEqual(expected);
    const images = await page.getByRole('region', { name: 'Style Preferences' }).locator('img').evaluateAll((els) => els.map((e) => e.src));
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) expect(new URL(src).searchParams.get('w')).toBe('400');

    const markers = page.getByRole('navigation', { name: "Your project's progress" }).getByRole('button');
    expect(await markers.nth(0).getAttribute('aria-label')).toBe('Step 1: Project (completed)');
    expect(await markers.nth(0).isEnabled()).toBe(true);
    expect(await page.locator('.progress__fill').evaluate((el) => el.style.width)).toBe('25%');

    // toasts: one at a time (a new one replaces the previous), shown 5 s by default
    await button('Continue').click();
    await expectToast('Style Selection Required: Please select at least one style preference.');
    const shownAt = Date.now();
    await button('Continue').click();
    await expectToast('Style Selection Required: Please select at least one style preference.');
    expect(await toast().count()).toBe(1);
    await toast().waitFor({ state: 'detached', timeout: 7000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4500);
    expect(shownFor).toBeLessThan(5800);

    // preview dialog: focus stays inside, Select Style selects and closes
    const style = expected[0];
    await page.getByRole('button', { name: `Preview ${style}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // focus moves into the dialog and is trapped: Tab never reaches the page behind (between rounds
    // it may rest on the browser chrome, i.e. the body)
    await page.waitForFunction(() => document.querySelector('dialog[open]')?.contains(document.activeElement));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const outside = await dialog.evaluate((d) =>
        d.contains(document.activeElement) || document.activeElement === document.body ? null : document.activeElement?.outerHTML.slice(0, 80),
      );
      expect(outside).toBeNull();
    }
    await dialog.getByRole('button', { name: 'Select Style' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: style, exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: `Preview ${style}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deselect Style' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const card = page.getByRole('button', { name: style, exact: true });
    await card.click(); // the card itself toggles: off, then on again
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    await card.press('Enter');
    expect(await card.getAttribute('aria-pressed')).toBe('true');

    await button('Continue').click();
    await expectToast('Color Selection Required: Please select at least one color palette.');
    const palettes = page.getByRole('region', { name: 'Color Preferences' }).locator('[aria-pressed]');
    expect(await palettes.first().locator('.swatches span').count()).toBeGreaterThan(0);
    await palettes.first().click();
    expect((await stored()).designPreferences.colorPalettes).toHaveLength(1);
    expect(await seriousViolations(page)).toEqual([]);
    await checkNarrowAndSnap('step2');
    await button('Continue').click();
    await page.waitForURL('**/onboarding/step3');
  }, 60_000);

  it('step 3: kitchen tab only, sorted sections, lazy sized images, rules, and a reload restores it', async () => {
    await page.getByRole('heading', { name: 'Materials Selection' }).waitFor();
    // a short window, so the last section starts well beyond 250 px below it
    await page.setViewportSize({ width: 1280, height: 360 });
    await page.reload();
    const lower = page.getByRole('region', { name: 'Lower Cabinet Materials' });
    await lower.locator('[aria-pressed]').first().waitFor();
    const countertops = page.getByRole('region', { name: 'Countertop Materials' });
    await countertops.locator('[aria-pressed]').first().waitFor({ state: 'attached' });
    expect(await countertops.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(360 + 250);
    // the browser loads images below the fold when they near it (loading="lazy", no script of ours)
    expect(await countertops.locator('img').count()).toBeGreaterThan(0);
    expect(await countertops.locator('img:not([loading="lazy"])').count()).toBe(0);
    expect(await lower.locator('img').count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Kitchen Materials']);
    for (const name of ['Lower Cabinet Materials', 'Upper Cabinet Materials', 'Tall Cabinet Materials', 'Countertop Materials'])
      await page.getByRole('region', { name }).waitFor();

    // sections follow the docs/product.md §4 sorting rules
    const styleIds: string[] = (await stored()).designPreferences.styles;
    const materials = await api<PublicMaterial[]>(`${urlOf('listPublicMaterials')}?styleIds=${styleIds.join(',')}&activeOnly=true`);
    const categories: Partial<Record<CategoryType, PublicCategory[]>> = {};
    for (const { id } of CATEGORY_TYPES) categories[id] = await api<PublicCategory[]>(`${urlOf('listPublicCategories')}?type=${id}&activeOnly=true`);
    // a section lists its category type's materials by name; cabinet sections then add those of no
    // (known) category, by name; countertops only their own
    const typeOf = new Map(Object.entries(categories).flatMap(([type, list]) => (list ?? []).map((c) => [c.id, type] as const)));
    const names = (list: PublicMaterial[]) => list.map((m) => m.name).sort((a, b) => a.localeCompare(b));
    for (const section of SECTIONS.filter((s) => s.group === 'kitchen')) {
      const shown = await page.getByRole('region', { name: section.title }).locator('[aria-pressed] .select-card__name').allTextContents();
      const own = names(materials.filter((m) => m.categoryId !== null && typeOf.get(m.categoryId) === section.categoryType));
      const general = section.categoryType === 'countertop' ? [] : names(materials.filter((m) => m.categoryId === null || !typeOf.has(m.categoryId)));
      expect(shown, section.title).toEqual([...own, ...general]);
    }
    expect(await page.locator('.select-card__badge', { hasText: 'Multi-purpose' }).count()).toBeGreaterThan(0);
    const grid = lower.locator('.card-grid--materials');
    expect(await grid.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');

    // images load only near the viewport, with the card width of docs/product.md §7
    const tallImage = page.getByRole('region', { name: 'Tall Cabinet Materials' }).locator('img').first();
    await page.getByRole('region', { name: 'Tall Cabinet Materials' }).scrollIntoViewIfNeeded();
    await tallImage.waitFor();
    expect(new URL(await tallImage.evaluate((i) => i.src)).searchParams.get('w')).toBe('400');
    await countertops.scrollIntoViewIfNeeded();
    await countertops.locator('img').first().waitFor();
    expect(new URL(await countertops.locator('img').first().evaluate((i) => i.src)).searchParams.get('w')).toBe('300');

    await button('Continue').click();
    await expectToast('Material Selection Required: Please select at least one cabinet type and countertop material for your kitchen.');

    // preview dialog of a material
    const first = lower.locator('[aria-pressed]').first();
    const name = (await first.locator('.select-card__name').textContent())!;
    await page.getByRole('button', { name: `Preview ${name}`, exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Select Material' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await countertops.locator('[aria-pressed]').first().click();
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(2);

    await page.reload();
    await page.getByRole('region', { name: 'Lower Cabinet Materials' }).locator('[aria-pressed]').first().waitFor();
    expect(page.url()).toContain('/onboarding/step3');
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(2);
    expect(await page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await checkNarrowAndSnap('step3');
    await button('Continue').click();
    await page.waitForURL('**/onboarding/step4');
  }, 60_000);

  it('step 4: uploads with a progress bar, silent client drop, server refusal, file list, delete and notes', async () => {
    await page.getByRole('heading', { name: 'Document Upload' }).waitFor();
    const customerId: string = (await stored()).customerId;
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().includes(API_PATHS.saveStep4.path.replace('{customerId}', '')) && posts.push(r.url()));

    // wrong type and oversize files never leave the browser, and nothing is shown: the page handles
    // picks in order, so up to the next real upload's toast (below) it must send and show that upload alone
    if (await toast().count()) await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast().waitFor({ state: 'detached' });
    await page.evaluate(() => {
      const w = window as unknown as { toasts: string[] };
      w.toasts = [];
      new MutationObserver(() => {
        const text = document.querySelector('.toast')?.textContent;
        if (text && text !== w.toasts.at(-1)) w.toasts.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('Floor Plans & Measurements', { exact: true }).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByLabel('Inspiration Images', { exact: true }).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * MB + 1) });

    // ...and the server refuses them too, with the customer's session cookie
    const post = (file: { name: string; mimeType: string; buffer: Buffer }, fileCategory: string) =>
      page.request.post(`${system.url}${urlOf('saveStep4', { params: { customerId } })}`, { multipart: { files: file, fileCategory } });
    expect((await post({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }, 'floor-plans')).status()).toBe(415);
    expect((await post({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') }, 'inspiration')).status()).toBe(415);
    expect((await post({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * MB + 1) }, 'inspiration')).status()).toBe(413);
    const stranger = await browser.newContext();
    expect((await stranger.request.post(`${system.url}${urlOf('saveStep4', { params: { customerId } })}`, { multipart: { fileCategory: 'inspiration' } })).status()).toBe(401);
    await stranger.close();
    expect(await api<UploadedDocument[]>(urlOf('listDocuments', { params: { customerId } }))).toEqual([]);

    // a real upload shows the progress bar
    const noise = Buffer.alloc(1000 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(png.length).toBeLessThan(5 * MB);
    await page.evaluate(() => {
      const w = window as unknown as { progress: number[] };
      w.progress = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar) w.progress.push(Number(bar.getAttribute('aria-valuenow')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    // uploads at 2 MB/s, so the bar has time to move whatever the machine's load (Chromium's network emulation)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * MB });
    await page.getByLabel('Inspiration Images', { exact: true }).setInputFiles({ name: 'dream-kitchen.png', mimeType: 'image/png', buffer: png });
    await expectToast('Files Uploaded: 1 inspiration image uploaded successfully');
    expect(posts).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { toasts: string[] }).toasts)).toEqual([expect.stringContaining('1 inspiration image uploaded successfully')]);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await cdp.detach();
    const progress = await page.evaluate(() => (window as unknown as { progress: number[] }).progress);
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeGreaterThan(0);
    await page.locator('[role="progressbar"]').waitFor({ state: 'detached' });

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await page.getByLabel('Floor Plans & Measurements', { exact: true }).setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expectToast('Files Uploaded: 1 floor plan file uploaded successfully');

    const items = page.locator('.file-list__item');
    expect(await items.count()).toBe(2);
    const image = items.filter({ hasText: 'dream-kitchen.png' });
    expect(await image.textContent()).toContain('2.87 MB'); // 1000 × 1000 RGB stored uncompressed: 3,005,931 bytes
    expect(await image.locator('.file-list__icon--image').count()).toBe(1);
    expect(await items.filter({ hasText: 'plan.pdf' }).locator('.file-list__icon--pdf').count()).toBe(1);
    expect(await items.filter({ hasText: 'plan.pdf' }).textContent()).toContain('48 Bytes');
    expect(await image.textContent()).toMatch(/\d{1,2}:\d{2}/); // upload time

    await page.getByRole('button', { name: 'Delete plan.pdf' }).click();
    await expectToast('File Deleted');
    await items.filter({ hasText: 'plan.pdf' }).waitFor({ state: 'detached' });
    expect((await api<UploadedDocument[]>(urlOf('listDocuments', { params: { customerId } }))).map((d) => d.filename)).toEqual(['dream-kitchen.png']);

    // a selection larger than one request's 5 files is sent in batches, with one toast for all
    const tile = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a0522d' } }).png().toBuffer();
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `idea-${i + 1}.png`, mimeType: 'image/png', buffer: tile }));
    const before = posts.length;
    await page.getByLabel('Inspiration Images', { exact: true }).setInputFiles(seven);
    await expectToast('Files Uploaded: 7 inspiration images uploaded successfully');
    expect(posts.length - before).toBe(2);
    expect(await items.count()).toBe(8);
    // the per-customer cap (30 documents) is named when a selection would pass it
    const batch = (tag: string, n: number) => Array.from({ length: n }, (_, i) => ({ name: `${tag}-${i}.png`, mimeType: 'image/png', buffer: tile }));
    for (let i = 0; i < 4; i++) {
      await page.getByLabel('Inspiration Images', { exact: true }).setInputFiles(batch(`more${i}`, 5));
      await items.nth(7 + 5 * (i + 1)).waitFor();
      await page.locator('[role="progressbar"]').waitFor({ state: 'detached' });
    }
    await page.getByLabel('Inspiration Images', { exact: true }).setInputFiles(batch('over', 4));
    await expectToast('Upload Failed: You can keep at most 30 documents; you have 28, so only 2 more can be added. Delete some to upload others.');
    expect(await items.count()).toBe(28);
    for (const doc of await api<UploadedDocument[]>(urlOf('listDocuments', { params: { customerId } }))) {
      if (doc.filename !== 'dream-kitchen.png') expect((await page.request.delete(`${system.url}${urlOf('deleteDocument', { params: { documentId: doc.id } })}`)).status()).toBe(200);
    }
    await page.reload();
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(1);

    const notes = page.getByLabel('Additional Notes');
    expect(await notes.getAttribute('rows')).toBe('4');
    expect(await seriousViolations(page)).toEqual([]);
    await checkNarrowAndSnap('step4');

    // Save & Exit saves the notes, goes to / (and on to step 1) and keeps the progress
    await notes.fill('Ceiling height 2.7 m; gas hob on the island.');
    const notesCall = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/step4/${customerId}`) && (r.postData() ?? '').includes('Ceiling height'));
    await button('Save & Exit').click();
    expect(JSON.parse((await notesCall).postData()!)).toEqual({ notes: 'Ceiling height 2.7 m; gas hob on the island.', files: [] });
    await page.waitForURL('**/onboarding/step1');
    await expectToast('Progress Saved: Your progress has been saved. You can continue later.');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Rana');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('15112345678');
    expect(await page.locator('#dialCode').getAttribute('aria-label')).toBe('Country code: Germany +49');
    expect(await page.locator('#addressCountry').getAttribute('aria-label')).toBe('Country: France');
    expect(await page.getByLabel('Street, city, postal code').inputValue()).toBe('12 Rue de Rivoli, Paris');
    const markers = page.getByRole('navigation', { name: "Your project's progress" }).getByRole('button');
    expect(await markers.nth(2).isEnabled()).toBe(true); // step 3 was saved
    expect(await markers.nth(4).isDisabled()).toBe(true);
    await markers.nth(2).click();
    await page.waitForURL('**/onboarding/step3');
    await page.locator('[aria-pressed="true"]').nth(1).waitFor();
    expect(await page.locator('[aria-pressed="true"]').count()).toBe(2);

    // back on step 4 the existing files load from the server and the notes are kept
    await page.goto(`${system.url}/onboarding/step4`);
    await page.locator('.file-list__item', { hasText: 'dream-kitchen.png' }).waitFor();
    expect(await page.getByLabel('Additional Notes').inputValue()).toBe('Ceiling height 2.7 m; gas hob on the island.');
    await button('Continue').click();
    await page.waitForURL('**/onboarding/step5');
  }, 60_000);

  it('step 5 and the completion page have no serious accessibility violations', async () => {
    await page.getByRole('heading', { name: 'Book Your Design Consultation' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${system.url}/onboarding/complete`);
    await page.getByRole('heading', { name: 'Your Project Is Sent' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('step 2 shows the error panel when the catalogue service is down', async () => {
    await system.stopService('catalogue');
    // a new browser context: the wizard's progress, but none of the lists this browser has cached
    const cold = await browser.newContext({ storageState: await context.storageState() });
    const fresh = await cold.newPage();
    await fresh.goto(`${system.url}/onboarding/step2`);
    await fresh.getByText('Failed to load design styles and color palettes').waitFor();
    const retry = fresh.getByRole('button', { name: 'Try again' });
    const reload = fresh.waitForEvent('load');
    await retry.click();
    await reload;
    await fresh.getByText('Failed to load design styles and color palettes').waitFor();
    await cold.close();
  }, 60_000);
});
