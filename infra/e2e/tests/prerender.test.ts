/**
 * Pre-rendered customer pages: the HTML the build wrote paints the page, styled, with scripts off;
 * steps 1, 2 and 5 run none of the app's code until the visitor interacts (it is prefetched meanwhile;
 * steps 2 and 5 come from the gateway with their API answers: the catalogue, the calendar's free days);
 * hydration then adopts the page without moving anything or logging a mismatch; text typed, fields
 * left (in every language) and buttons tapped before hydration are carried over; a visitor with a saved wizard sees
 * their answers. The thank-you and not-found pages come pre-rendered in their language too, the
 * not-found page with status 404.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from './locale-page';
import { browser, createCustomer, system, useSystem, WIZARD_STORAGE_KEY as STORAGE_KEY, wizardHydrated, CONTINUE } from './harness';
import { EARLY_INPUT_SCRIPT } from '@cabinetry/shared/server/early-input-script';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('prerender');

/** The theme's primary colour (frontend/src/theme.ts colorPrimary #5b3a24). */
const PRIMARY = 'rgb(91, 58, 36)';

let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  contexts = [];
});

async function newPage(options: { javaScriptEnabled?: boolean; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 360, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

/** Where the page's landmarks sit (px). */
async function layout(page: Page) {
  const box = async (selector: string) => page.locator(selector).first().boundingBox();
  return {
    heading: await box('h1'),
    firstName: await box('#firstName'),
    continueButton: await box('button:has-text("Continue")'),
    footer: await box('footer.public-footer'),
  };
}

/** Holds every request for the app's main script until the returned function is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The first name in the browser's saved wizard (written by the hydrated app), or null. */
const savedFirstName = (page: Page) =>
  page.evaluate<string | null>(`JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEY)}) ?? '{}').customerInfo?.firstName ?? null`);

describe('pre-rendered customer pages', () => {
  it('paint step 1 styled from the HTML alone, with no inline script but the first-tap capture', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const response = await page.goto(`${system.url}/onboarding/step1`);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { name: 'Design Your Perfect Space' }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('First Name').isVisible()).resolves.toBe(true);
    const continueBackground = await page.getByRole('button', { name: CONTINUE }).evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).backgroundColor);
    expect(continueBackground).toBe(PRIMARY);
    // the one inline script is the capture of early input, the very text the policy's hash allows
    expect(await page.locator('script:not([src])').allTextContents()).toEqual([EARLY_INPUT_SCRIPT]);
  });

  it('style every element of a page whole in its HTML as its full stylesheets do, its inlined CSS cut to the rules it uses', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    /** Every element's computed style (and its ::before and ::after), its properties sorted (custom properties come in declaration order). */
    const styles = () =>
      page.evaluate(() => {
        const { document, getComputedStyle } = globalThis as unknown as { document: { documentElement: Element; body: Element }; getComputedStyle: (el: Element, pseudo: string | null) => { length: number; [i: number]: string; getPropertyValue(name: string): string } };
        type Element = { tagName: string; querySelectorAll(selector: string): Iterable<Element> };
        return [document.documentElement, document.body, ...document.body.querySelectorAll('*')].flatMap((el) =>
          [null, '::before', '::after'].map((pseudo) => {
            const style = getComputedStyle(el, pseudo);
            return `${el.tagName}${pseudo ?? ''} ${Array.from({ length: style.length }, (_, i) => `${style[i]}:${style.getPropertyValue(style[i])}`).sort().join(';')}`;
          }),
        );
      });
    for (const path of ['/onboarding/step1', '/ar/onboarding/step1', '/fr/onboarding/step3', '/ar/onboarding/step4', '/onboarding/complete', '/ar/no-such-page']) {
      const url = `${system.url}${path}`;
      await page.goto(url);
      const stylesheets = ((await page.locator('#root').getAttribute('data-stylesheets')) ?? '').split(' ').filter(Boolean);
      expect(stylesheets.length, path).toBeGreaterThan(0);
      const critical = await styles();
      // the same page with its full stylesheets in place of the inlined rules
      await page.route(url, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<style>[^]*?<\/style>/, () => stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join(''));
        await route.fulfill({ response, body });
      });
      await page.goto(url);
      expect(await page.locator('style').count(), path).toBe(0);
      expect(await styles(), path).toEqual(critical);
      await page.unroute(url);
    }
  }, 120_000);

  it('run no app script on step 1 until the visitor interacts, with the app prefetched meanwhile, then hydrate', async () => {
    const page = await newPage();
    await page.goto(`${system.url}/onboarding/step1`);
    const listed = ((await page.locator('#root').getAttribute('data-prefetch')) ?? '').split(' ');
    expect(listed.some((path) => /^\/assets\/main-[\w-]+\.js$/.test(path))).toBe(true);
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.(js|css)$/.test(entry.name))
          .map((entry) => ({ file: new URL(entry.name).pathname, by: (entry as unknown as { initiatorType: string }).initiatorType })),
      );
    // once loaded, the app's files come in as prefetches (<link>), not as scripts
    await expect.poll(async () => (await scripts()).filter((s) => s.by === 'link').map((s) => s.file), { timeout: 10_000 }).toEqual(expect.arrayContaining(listed));
    // idle and untouched until the chat button has shown (1 s, without the app): only the page's own
    // boot script and its import ran, and the wizard has not started
    await page.getByRole('link', { name: 'Chat with us on WhatsApp!' }).waitFor();
    expect(await page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(STORAGE_KEY)})`)).toBeNull();
    const ran = (await scripts()).filter((s) => s.by === 'script').map((s) => s.file);
    expect(ran.some((file) => /^\/assets\/boot-[\w-]+\.js$/.test(file))).toBe(true);
    expect(ran.filter((file) => listed.includes(file))).toEqual([]);
    await wizardHydrated(page);
  });

  it('ask for nothing the page does not need to show before its first paint: the chat button and the prefetches wait for it', async () => {
    // the HTML often loads before its first frame (in about half of the loads here), so several loads
    const early: string[] = [];
    for (let load = 0; load < 6; load++) {
      const page = await newPage();
      await page.goto(`${system.url}/onboarding/step1`);
      const prefetched = ((await page.locator('#root').getAttribute('data-prefetch')) ?? '').split(' ');
      const waitedFor = [urlOf('getWhatsappConfig'), ...prefetched];
      const requests = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => ({ path: new URL(entry.name).pathname, by: (entry as unknown as { initiatorType: string }).initiatorType, startTime: entry.startTime })),
        );
      await expect.poll(async () => (await requests()).map((r) => r.path), { timeout: 10_000 }).toEqual(expect.arrayContaining(waitedFor));
      const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
      expect(firstPaint).toBeGreaterThan(0);
      for (const r of await requests()) {
        const asked = r.path === urlOf('getWhatsappConfig') || (r.by === 'link' && prefetched.includes(r.path));
        if (asked && r.startTime < firstPaint!) early.push(`load ${load + 1}: ${r.path} at ${Math.round(r.startTime)} ms, first paint at ${Math.round(firstPaint!)} ms`);
      }
      await page.context().close();
      contexts = contexts.filter((c) => c !== page.context());
    }
    expect(early).toEqual([]);
  });

  it('show step 2 with its catalogue cards in the HTML (rendered per request by the gateway), scripts off', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${system.url}/onboarding/step2`);
    await expect(page.getByRole('heading', { name: 'Design Preferences' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('.select-card').count()).toBeGreaterThan(0);
    expect(await page.getByText('Loading design options...').count()).toBe(0);
    expect(await page.locator('#root').getAttribute('data-start')).toBe('intent');
  });

  it('hydrate step 2 at the first interaction without a console error, a card tapped before it selected once', async () => {
    const page = await newPage({ width: 1280 });
    const problems: string[] = [];
    page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${system.url}/onboarding/step2`);
    const card = page.locator('.select-card').first();
    await card.locator('.select-card__hit').click();
    await expect.poll(() => card.getAttribute('class'), { timeout: 60_000 }).toContain('select-card--on');
    await wizardHydrated(page);
    expect(await card.getAttribute('class')).toContain('select-card--on');
    expect(problems).toEqual([]);
  });

  for (const locale of ['en', 'ar'] as const) {
    const step5 = `${locale === 'en' ? '' : `/${locale}`}/onboarding/step5`;
    it(`show step 5 with its calendar and free days in the HTML (rendered per request by the gateway), scripts off (${locale})`, async () => {
      const page = await newPage({ javaScriptEnabled: false });
      await page.goto(`${system.url}${step5}`);
      await expect(page.getByRole('heading', { name: catalogue(locale).get('step5.chooseDate') }).isVisible()).resolves.toBe(true);
      expect(await page.locator('.calendar__day.has-slots').count()).toBeGreaterThan(0);
      expect(await page.locator('.ant-skeleton').count()).toBe(0);
      expect(await page.locator('#root').getAttribute('data-start')).toBe('intent');
    });

    it(`hydrate step 5 at the first interaction without a console error or a second availability call, a free day then showing its times (${locale})`, async () => {
      const page = await newPage({ width: 1280 });
      const problems: string[] = [];
      page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      const availabilityCalls: string[] = [];
      page.on('request', (request) => request.url().includes(urlOf('getAvailability')) && availabilityCalls.push(request.url()));
      await page.goto(`${system.url}${step5}`);
      const freeDay = page.locator('.calendar__day.has-slots').first();
      const date = await freeDay.getAttribute('data-date');
      await wizardHydrated(page);
      await freeDay.click();
      await page.getByRole('group', { name: catalogue(locale).get('step5.availableTimes') }).waitFor();
      expect(await page.locator('.calendar__day.has-slots').first().getAttribute('data-date')).toBe(date);
      expect(availabilityCalls).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  for (const width of [360, 1280]) {
    it(`hydrate step 1 at ${width} px without moving anything or a console error`, async () => {
      const before = await newPage({ javaScriptEnabled: false, width });
      await before.goto(`${system.url}/onboarding/step1`);
      const painted = await layout(before);

      const page = await newPage({ width });
      const problems: string[] = [];
      page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${system.url}/onboarding/step1`);
      // hydrated: the wizard state effect has written the fresh wizard to storage
      await wizardHydrated(page);
      expect(await layout(page)).toEqual(painted);
      expect(problems).toEqual([]);
    });
  }

  it('keep what a visitor typed before hydration', async () => {
    const page = await newPage();
    const cdp = await page.context().newCDPSession(page);
    // a mid-range phone (Lighthouse's 4x model): the app starts at this first interaction (boot.ts), so the text is typed before it runs
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${system.url}/onboarding/step1`, { waitUntil: 'commit' });
    await page.getByLabel('First Name').fill('Rania');
    // a few seconds alone; at 8x, the full suite's load on 2 cores once took it past 45 s
    await expect.poll(() => savedFirstName(page), { timeout: 50_000 }).toBe('Rania');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await page.getByLabel('First Name').inputValue()).toBe('Rania');
  }, 60_000);

  it('carry out a tap made before the app started once it has', async () => {
    const page = await newPage();
    // the app's code is held back until the visitor has typed and tapped Continue
    const release = await holdAppScript(page);
    await page.goto(`${system.url}/onboarding/step1`);
    await page.getByLabel('First Name').fill('Rania');
    await page.getByRole('button', { name: CONTINUE }).click();
    expect(page.url()).toBe(`${system.url}/onboarding/step1`);
    release();
    // Continue ran in the app: the other required fields are reported, the typed one is not
    await expect.poll(() => page.locator('.error-summary li').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const summary = await page.locator('.error-summary').innerText();
    expect(summary).toContain('Last name is required');
    expect(summary).not.toContain('First name is required');
    expect(await page.getByLabel('First Name').inputValue()).toBe('Rania');
  });

  // in every language: the message is the catalogue's for the page's language
  for (const locale of ['en', 'fr', 'ar'] as const) {
    it(`count a field focused and left before the app has started as touched, so its error shows (${locale})`, async () => {
      const say = (key: string) => catalogue(locale).get(`validation.${key}`)!;
      const page = await newPage();
      // the app's code is held back until the visitor has left the first field
      const release = await holdAppScript(page);
      await page.goto(`${system.url}${locale === 'en' ? '' : `/${locale}`}/onboarding/step1`);
      await page.locator('#firstName').focus();
      await page.keyboard.press('Tab'); // leave first name empty, for last name
      expect(await page.locator('.field__error').count()).toBe(0);
      release();
      await page.locator('.field__error', { hasText: say('firstNameRequired') }).waitFor();
      expect(await page.locator('.error-summary li').allTextContents()).toEqual([say('firstNameRequired')]);
      // the field it moved to counts once left, as usual
      await page.keyboard.press('Tab');
      await page.locator('.field__error', { hasText: say('lastNameRequired') }).waitFor();
    });
  }

  it('send the thank-you and not-found pages in their language before any script runs, the not-found page with status 404', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const arabic = catalogue('ar');
    const complete = await page.goto(`${system.url}/ar/onboarding/complete`);
    expect(complete?.status()).toBe(200);
    expect(await page.locator('html').evaluate((html) => [html.lang, html.dir])).toEqual(['ar', 'rtl']);
    await expect(page.getByRole('heading', { name: arabic.get('complete.title') }).isVisible()).resolves.toBe(true);
    // absolute, on the public address (PUBLIC_URL)
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute('href')).toBe(`${system.url}/fr/onboarding/complete`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${system.url}/ar/onboarding/complete`);

    const french = catalogue('fr');
    const missing = await page.goto(`${system.url}/fr/no/such/page`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator('html').evaluate((html) => [html.lang, html.dir])).toEqual(['fr', 'ltr']);
    await expect(page.getByRole('heading', { name: french.get('notFound.title') }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(french.get('notFound.text')!).isVisible()).resolves.toBe(true);
  });

  it('render the app over the not-found page for the path visited, without a console error', async () => {
    const page = await newPage();
    const problems: string[] = [];
    page.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${system.url}/ar/no/such/page`);
    await page.mouse.move(4, 4);
    // the language menu's links, written for the not-found page's own path in the HTML, now name the visitor's
    await expect.poll(() => page.getByRole('link', { name: 'English' }).getAttribute('href'), { timeout: 20_000 }).toBe('/no/such/page');
    await expect(page.getByRole('heading', { name: catalogue('ar').get('notFound.title') }).isVisible()).resolves.toBe(true);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  it('show a returning visitor their saved answers', async () => {
    const page = await newPage();
    await page.goto(`${system.url}/onboarding/step1`);
    await page.getByLabel('First Name').fill('Karim');
    // the first interaction starts the app, which then saves the typed name
    await expect.poll(() => savedFirstName(page), { timeout: 15_000 }).toBe('Karim');
    await page.reload();
    await expect.poll(() => page.getByLabel('First Name').inputValue(), { timeout: 15_000 }).toBe('Karim');
  });

  it('show a returning visitor on a later step their page, never the loading spinner', async () => {
    const page = await newPage();
    // a customer who finished step 1 on an earlier visit
    const customerId = await createCustomer(page, { firstName: 'Lina', lastName: 'Khoury', email: 'lina.khoury@example.com' });
    const saved = JSON.stringify({ currentStep: 2, customerId, projectTypes: { kitchen: true, wardrobe: false } });
    // the saved wizard, and a count of the times the route's loading spinner ('Loading...') is shown
    await page.addInitScript(`localStorage.setItem(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(saved)});
      window.__routeSpinners = 0;
      new MutationObserver(() => {
        if ([...document.querySelectorAll('.page-spinner')].some((el) => el.textContent === 'Loading...')) window.__routeSpinners++;
      }).observe(document, { childList: true, subtree: true });`);
    await page.goto(`${system.url}/onboarding/step2`);
    await page.getByRole('heading', { name: 'Design Preferences' }).waitFor();
    await page.getByText('Loading design options...').waitFor({ state: 'detached' });
    expect(await page.evaluate<number>('window.__routeSpinners')).toBe(0);
  });
});
