/**
 * The back office's people pages in the staff user's language (issue 22 item 6): an admin whose
 * account reads Arabic (PUT /api/admin/me/preferences) walks the dashboard's charts, the leads list
 * and a lead, the appointments (list and week), designers, availability, the Google integration and
 * the audit log: each page is right to left, does not scroll sideways at 1280 px and shows no English
 * text (locale-page.ts's allow-list, plus what staff and customers typed: names, the username, the
 * audit log's targets and details). The same walk in French checks for the back office's English
 * messages. I18N_SCREENSHOTS=<dir> saves every page at 360 and 1280 px. At 360 px (a phone), no
 * back-office page scrolls sideways, sign-in and catalogue pages included, in English and in Arabic.
 */
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browser, system, useSystem } from './harness';
import { englishLeft, pageFacts, pageTexts, snap } from './locale-page';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('admin-i18n-people');

const ADMIN = { firstName: 'هالة', lastName: 'نصار', email: 'hala@ateliercedar.local', username: 'hala', password: 'cedar-wood-2026' };

/** The back office's messages of `locale`, flattened. */
function adminCatalogue(locale: string): Set<string> {
  type Tree = { [key: string]: string | Tree };
  const out = new Set<string>();
  const walk = (node: Tree) => Object.values(node).forEach((v) => (typeof v === 'string' ? out.add(v) : walk(v)));
  walk(JSON.parse(readFileSync(join(import.meta.dirname, `../../../frontend/src/admin/i18n/locales/${locale}.json`), 'utf8')) as Tree);
  return out;
}

/**
 * What stays as it is in every language: product names and acronyms (Google, Twilio, CSV, ZIP, IP), and
 * what was typed or recorded: the username, and the audit log's targets (API paths, 'lead <id>') and
 * client addresses.
 */
const TYPED = [/\b(Google|Twilio|CSV|ZIP|IP)\b/g, /\bhala\b/g, /\/api\/[\w/.-]*/g, /\b\d{1,3}(\.\d{1,3}){3}\b|::1|::ffff:[\d.]+/g, /\b\w+ [0-9a-f]{24}\b/g];

/** The page's texts still in English: the customer pages' check, and (so French is checked too) any back-office English message the locale words otherwise. */
async function englishOnPage(page: Page, locale: 'ar' | 'fr'): Promise<string[]> {
  const own = adminCatalogue(locale);
  const english = [...adminCatalogue('en')].filter((m) => !own.has(m) && !/\{\{/.test(m));
  const left = [...(await englishLeft(page, locale)), ...(await pageTexts(page)).filter((text) => english.includes(text))];
  return [...new Set(left)].filter((text) => {
    const rest = TYPED.reduce((t, re) => t.replace(re, ' '), text);
    return locale === 'ar' ? /[A-Za-z]{2,}/.test(rest) : english.includes(rest.trim()) || /\b(the|and|of|to|is|are|with)\b/i.test(rest);
  });
}

/** The customer whose lead and appointment the pages show (Arabic name: a customer's own words are not translated). */
async function customerBooks(page: Page): Promise<string> {
  const res = await page.request.post(`${system.url}${urlOf('saveStep1')}`, {
    data: {
      customerInfo: { firstName: 'نادين', lastName: 'فرم', email: 'nadine.people@example.com', phone: '+96176543210', projectAddress: 'مار مخايل 8، بيروت', projectDetails: 'residential', projectTimeline: '6-12months', budget: '50k-100k' },
      projectTypes: { kitchen: true, wardrobe: true },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { customerId } = (await res.json()) as { customerId: string };
  const days = (await (await page.request.get(`${system.url}${urlOf('getAvailability')}`)).json()) as { date: string; slots: { time: string; available: boolean }[] }[];
  const day = days.find((d) => d.slots.some((s) => s.available))!;
  const time = day.slots.find((s) => s.available)!.time;
  const booked = await page.request.post(`${system.url}${urlOf('bookAppointment')}`, { data: { appointmentType: 'virtual', appointmentDate: slotAppointmentDate(day.date, time), customerId } });
  expect(booked.ok(), await booked.text()).toBe(true);
  return customerId;
}

/**
 * What makes the document scroll sideways: from <body> down, the child whose removal ends the
 * sideways scroll, as deep as that goes (the last 3 of that chain, tag.class).
 */
const sidewaysCulprit = (page: Page): Promise<string[]> =>
  page.evaluate<string[]>(`(() => {
    const over = () => document.scrollingElement.scrollWidth > document.scrollingElement.clientWidth;
    const name = (el) => el.tagName.toLowerCase() + [...el.classList].map((c) => '.' + c).join('');
    const chain = [];
    for (let node = document.body; node; ) {
      const next = [...node.children].find((child) => {
        const display = child.style.display;
        child.style.display = 'none';
        const fixed = !over();
        child.style.display = display;
        return fixed;
      });
      if (next) chain.push(name(next));
      node = next;
    }
    return chain.slice(-3);
  })()`);

let adminCreated = false;

/** The first admin (set up through the page on the first call), signed in through the pages, reading the back office in `locale`. */
async function adminIn(page: Page, locale: 'ar' | 'fr' | 'en'): Promise<void> {
  if (!adminCreated) {
    await page.goto(`${system.url}/admin/setup`);
    await page.getByLabel('First Name').fill(ADMIN.firstName);
    await page.getByLabel('Last Name').fill(ADMIN.lastName);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.locator('#password').fill(ADMIN.password);
    await page.locator('#confirmPassword').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await page.waitForURL('**/admin/login', { timeout: 10_000 });
    adminCreated = true;
  } else {
    await page.goto(`${system.url}/admin/login`);
  }
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.locator('#password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin/dashboard');
  const token = await page.evaluate<string>('localStorage.getItem("adminToken")');
  const res = await page.request.put(`${system.url}${urlOf('updateMyPreferences')}`, { headers: { authorization: `Bearer ${token}` }, data: { locale } });
  expect(res.ok(), await res.text()).toBe(true);
}

describe("the back office's people pages in Arabic and in French", () => {
  let customerId = '';
  for (const locale of ['ar', 'fr'] as const) {
    it(`${locale}: leads, a lead, appointments, designers, availability, Google, audit and the charts speak ${locale} only`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (!customerId) customerId = await customerBooks(page);
      await adminIn(page, locale);
      const problems: string[] = [];
      /** Opens `path`, waits for `ready`, then checks the page as it is. */
      const visit = async (name: string, path: string, ready: string) => {
        await page.goto(`${system.url}${path}`);
        await page.locator(ready).first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        const facts = await pageFacts(page);
        if (facts.lang !== locale || facts.dir !== (locale === 'ar' ? 'rtl' : 'ltr')) problems.push(`${name}: lang ${facts.lang} dir ${facts.dir}`);
        if (facts.overflow > 0) problems.push(`${name}: scrolls ${facts.overflow} px sideways at 1280 px`);
        problems.push(...(await englishOnPage(page, locale)).map((text) => `${name}: English "${text}"`));
        // the screenshots: 360 px first, then 1280 px (locale-page.ts's snap)
        await page.setViewportSize({ width: 360, height: 800 });
        await snap(page, `admin-${locale}-${name}`);
        await page.setViewportSize({ width: 1280, height: 900 });
      };

      await visit('dashboard', '/admin/dashboard', '.dash-chart .recharts-wrapper, .dash-chart .empty-state');
      await visit('leads', '/admin/leads', `a[href="/admin/leads/${customerId}"]`);
      await visit('lead', `/admin/leads/${customerId}`, '.lead-appointment');
      await visit('appointments', '/admin/appointments', `.appts-customer a[href="/admin/leads/${customerId}"]`);
      await visit('appointments-week', '/admin/appointments?view=week', '.appts-grid');
      await visit('designers', '/admin/designers', '.ant-table');
      await visit('availability', '/admin/availability', '.ant-input-number');
      await visit('google', '/admin/google-auth', '.ant-alert');
      await visit('audit', '/admin/audit', '.ant-table-row');

      expect(problems).toEqual([]);
      await context.close();
    }, 300_000);
  }

  it('360 px: no back-office page scrolls sideways, in English and in Arabic', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    if (!customerId) customerId = await customerBooks(page);
    const problems: string[] = [];
    /**
     * Opens `path` (unless already there) and measures the document's sideways scroll as soon as
     * `ready` shows (the sidebar once slid shut after the first render, pushing the page sideways
     * meanwhile) and again once the network is idle.
     */
    const measure = async (locale: string, name: string, path: string | null, ready: string) => {
      if (path) await page.goto(`${system.url}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 20_000 });
      for (const moment of ['shown', 'idle']) {
        if (moment === 'idle') await page.waitForLoadState('networkidle');
        const { overflow } = await pageFacts(page);
        if (overflow > 0) problems.push(`${locale} ${name} (${moment}): scrolls ${overflow} px sideways at 360 px (${(await sidewaysCulprit(page)).join(' > ')})`);
      }
      await snap(page, `admin-360-${locale}-${name}`);
    };
    for (const locale of ['en', 'ar'] as const) {
      await context.clearCookies();
      await page.goto(`${system.url}/admin/login`);
      await page.evaluate('localStorage.clear()');
      await measure(locale, 'login', '/admin/login', 'form');
      await adminIn(page, locale);
      await measure(locale, 'dashboard', '/admin/dashboard', '.dash-chart .recharts-wrapper, .dash-chart .empty-state');
      await measure(locale, 'leads', '/admin/leads', `a[href="/admin/leads/${customerId}"]`);
      await measure(locale, 'lead', `/admin/leads/${customerId}`, '.lead-appointment');
      await measure(locale, 'appointments', '/admin/appointments', `.appts-customer a[href="/admin/leads/${customerId}"]`);
      await measure(locale, 'appointments-week', '/admin/appointments?view=week', '.appts-grid');
      for (const section of ['styles', 'palettes', 'materials', 'material-categories', 'users', 'designers']) await measure(locale, section, `/admin/${section}`, '.ant-table');
      await measure(locale, 'availability', '/admin/availability', '.ant-input-number');
      await measure(locale, 'google', '/admin/google-auth', '.ant-alert');
      await measure(locale, 'audit', '/admin/audit', '.ant-table-row');
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
