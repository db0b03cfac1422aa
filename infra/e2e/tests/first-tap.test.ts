/**
 * Issue 37 item 1: a visitor's first tap, click or key on a pre-rendered customer page takes effect
 * exactly once, whenever it lands: before the app has started (boot.ts keeps it, lib/earlyInput.ts
 * replays it), while it starts, or after. Step 1's Kitchen card is loaded 20 times cold (a fresh
 * browser context each: no cache, no saved wizard) and 20 times warm (one tab, reloaded: cached
 * scripts and a saved wizard, so the app renders the page anew over its HTML), on a phone's CPU (4x
 * slower), tapped or clicked (in turns) as soon as it is on screen. It must end in the state other
 * than the one the visitor saw when tapping, so a tap lost or carried out twice both fail.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browser, createCustomer, system, useSystem, WIZARD_STORAGE_KEY } from './harness';

useSystem('first-tap');

const LOADS = 20;

/** Notes, in the page, the state the control acted on showed at that moment (before any handler). */
const NOTE_SHOWN = `addEventListener('click', (event) => {
  const control = event.target instanceof Element ? event.target.closest('[aria-checked], [aria-pressed]') : null;
  window.__shown = control ? control.getAttribute('aria-checked') ?? control.getAttribute('aria-pressed') : null;
}, true);`;

/** Resolves once the app has taken the page over (a React root on #root) and the page has been idle twice since. */
async function appSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<boolean>(`Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))`), { timeout: 30_000 })
    .toBe(true);
  for (let i = 0; i < 2; i++) await page.evaluate(`new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))`);
}

interface PageAction {
  path: string;
  /** the card acted on: its state flips */
  target: (page: Page) => Locator;
  /**
   * Changes the saved wizard `s` before warm load `n` (JavaScript run in the page), so that what the
   * app renders differs from the page's HTML on every other load: a tap lost there shows.
   */
  resave: string;
}

// steps 2, 4 and 5 (a style card, typed notes, a day) are not covered yet: see the note
const ACTIONS: PageAction[] = [{ path: '/onboarding/step1', target: (page) => page.getByRole('checkbox', { name: 'Kitchen' }), resave: 's.projectTypes.kitchen = n % 2 === 0' }];

const contexts: BrowserContext[] = [];
afterAll(() => Promise.all(contexts.map((c) => c.close())));

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, hasTouch: true });
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript(NOTE_SHOWN);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Loads `action`'s page in `page`, acts at once (load `n`: a tap when even, a mouse click when odd), and says what went wrong, or ''. */
async function actOnce(page: Page, action: PageAction, n: number): Promise<string> {
  await page.goto(`${system.url}${action.path}`, { waitUntil: 'commit' });
  const target = action.target(page);
  await (n % 2 === 0 ? target.tap() : target.click());
  const seen = await page.evaluate<string | null>('window.__shown');
  const wanted = seen !== 'true' ? 'true' : 'false';
  await appSettled(page);
  const state = (await target.getAttribute('aria-checked')) ?? (await target.getAttribute('aria-pressed'));
  return state === wanted ? '' : `${n % 2 === 0 ? 'tap' : 'click'} on a control showing ${seen}: now ${state}, meant ${wanted}`;
}

describe('the first interaction on a pre-rendered customer page', () => {
  for (const action of ACTIONS) {
    it(`takes effect once on ${action.path}, ${LOADS} cold loads and ${LOADS} warm ones`, async () => {
      const problems: string[] = [];
      for (let n = 0; n < LOADS; n++) {
        const page = await phonePage();
        const problem = await actOnce(page, action, n);
        if (problem) problems.push(`cold load ${n}: ${problem}`);
        await page.context().close();
      }
      // a returning customer: step 1 done on an earlier visit, the wizard saved in this tab from then on
      const tab = await phonePage();
      const customerId = await createCustomer(tab, { firstName: 'Maya', lastName: 'Saade', email: `maya.${action.path.slice(-5)}@example.com` });
      for (let n = 0; n < LOADS; n++) {
        if (n > 0) {
          await tab.evaluate(`(() => {
            const n = ${n};
            const s = JSON.parse(localStorage.getItem(${JSON.stringify(WIZARD_STORAGE_KEY)}));
            s.customerId = ${JSON.stringify(customerId)};
            s.currentStep = 5;
            ${action.resave};
            localStorage.setItem(${JSON.stringify(WIZARD_STORAGE_KEY)}, JSON.stringify(s));
          })()`);
        }
        const problem = await actOnce(tab, action, n);
        if (problem) problems.push(`warm load ${n}: ${problem}`);
      }
      expect(problems).toEqual([]);
    }, 600_000);
  }
});
