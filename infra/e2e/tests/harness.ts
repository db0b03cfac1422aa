/**
 * One whole system (startSystem, as `npm start` runs it, in a temporary data directory) and one
 * Chromium per browser test file. The SPA is built once per run by infra/e2e/global-setup.ts.
 * `system` and `browser` are live bindings, set once the file's beforeAll has run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CustomerInfo, ProjectTypes, Step1Request, Step1Response } from '@cabinetry/shared/contracts';
import { LOAD_TEST_ENV, type RunningSystem, startSystem } from '@cabinetry/local/system';
import { launchChromium } from './browser';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

export let system: RunningSystem;
export let browser: Browser;

/**
 * Registers the hooks that start and stop the system and the browser for the calling test file;
 * `env` is added to every process's environment (e.g. a short ADMIN_SESSION_CACHE_MS).
 */
export function useSystem(name: string, env: Record<string, string> = {}): void {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `cabinetry-e2e-${name}-`));
    system = await startSystem({ dataDir, build: false, log: () => {}, env: { ...LOAD_TEST_ENV, ...env } });
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await system?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
}

/** The accessible name of a step's Continue button (not 'Continue on another device', offered on every step too). */
export const CONTINUE = /^(?!.*on another device).*Continue/;

/** Where the wizard keeps its answers in the browser (frontend/src/onboarding/state.ts STORAGE_KEY; that module needs the DOM types this project compiles without). */
export const WIZARD_STORAGE_KEY = 'atelier-cedar.onboarding';

/**
 * Resolves once a wizard page opened on a fresh browser has hydrated: its state effect has written
 * the wizard to storage. A pre-rendered page that waits for the visitor's first interaction (steps
 * 1, 3 and 4, src/boot.ts) is started by a pointer moving over it, as a visitor's would; the app
 * then runs and hydrates, which on a busy machine takes some seconds.
 */
export async function wizardHydrated(page: Page): Promise<void> {
  await page.mouse.move(4, 4);
  await expect.poll(() => page.evaluate<boolean>(`localStorage.getItem(${JSON.stringify(WIZARD_STORAGE_KEY)}) !== null`), { timeout: 15_000 }).toBe(true);
}

/**
 * A customer who has completed step 1, made through its API with `page`'s cookies (as the wizard
 * does): `customerInfo` over a residential project in Achrafieh starting in 1-3 months,
 * 25k-50k; resolves to the new customer's id (the API must answer 201).
 */
export async function createCustomer(
  page: Page,
  customerInfo: Pick<CustomerInfo, 'firstName' | 'lastName' | 'email'> & Partial<CustomerInfo>,
  projectTypes: ProjectTypes = { kitchen: true, wardrobe: false },
): Promise<string> {
  const data: Step1Request = {
    customerInfo: { phone: '+96171234567', projectAddress: 'Achrafieh, Lebanon', projectDetails: 'residential', projectTimeline: '1-3months', budget: '25k-50k', ...customerInfo },
    projectTypes,
  };
  const response = await page.request.post(`${system.url}${urlOf('saveStep1')}`, { data });
  expect(response.status()).toBe(201);
  return ((await response.json()) as Step1Response).customerId;
}
