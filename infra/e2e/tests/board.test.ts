/**
 * Issue 39 item 6 end to end on the running system: the Board page shows each lead under its stage
 * with the column's count and value sum; staff move a card by keyboard (arrow key, announced), by
 * dragging it to another column, and to Lost through its "Move to…" menu and the reason dialog; a
 * move the server does not take is undone; each move is the lead's stage change, on the lead and in
 * the audit log. Then the board in Arabic, its columns right to left, and at 360 px scrolling sideways
 * inside itself only; screenshots at 360 and 1280 px in English and Arabic into BOARD_SHOTS (default
 * <tmp>/board-shots).
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_AVAILABILITY_RULES, type AuditListResponse, type LeadDetail } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { browser, createCustomer, system, useSystem } from './harness';
import { pageFacts } from './locale-page';
import { signInFirstAdmin } from './staff-session';
import { urlOf } from '@cabinetry/shared/contracts/api/client';
import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';

useSystem('board');

const SHOTS = process.env.BOARD_SHOTS ?? join(tmpdir(), 'board-shots');

describe('the pipeline board', () => {
  it('moves cards by keyboard, by drag and to Lost with a reason; audited; Arabic right to left; 360 and 1280 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await staff.newPage();
    const token = await signInFirstAdmin(page);
    const auth = { authorization: `Bearer ${token}` };
    const designer = await page.request.post(`${system.url}${urlOf('createDesigner')}`, {
      headers: auth,
      data: { displayName: 'Maya Saad', email: 'maya@ateliercedar.local', languages: ['ar', 'en'], weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours, daysOff: [], isActive: true },
    });
    expect(designer.status(), await designer.text()).toBe(201);
    // two customers, each in a browser of their own (one session, one project)
    const customerLead = async (info: Parameters<typeof createCustomer>[1], types?: Parameters<typeof createCustomer>[2]) => {
      const own = await browser.newContext();
      try {
        return await createCustomer(await own.newPage(), info, types);
      } finally {
        await own.close();
      }
    };
    const joumana = await customerLead({ firstName: 'Joumana', lastName: 'Haddad', email: 'joumana@example.com' });
    const karim = await customerLead({ firstName: 'Karim', lastName: 'Nassar', email: 'karim@example.com' }, { kitchen: false, wardrobe: true });
    const value = await page.request.put(`${system.url}${urlOf('setLeadValue', { params: { id: joumana } })}`, { headers: auth, data: { estimatedValue: 42000 } });
    expect(value.status()).toBe(200);
    const stageOf = async (id: string) => ((await (await page.request.get(`${system.url}${urlOf('getLead', { params: { id } })}`, { headers: auth })).json()) as LeadDetail).pipeline.stage;
    const moves = async () =>
      ((await (await page.request.get(`${system.url}${urlOf('listAudit')}?action=lead.stage`, { headers: auth })).json()) as AuditListResponse).items.map((e) => `${e.actor} ${e.detail}`);

    await page.goto(`${system.url}/admin/board`);
    const column = (stage: string) => page.locator(`section[data-stage="${stage}"]`);
    const card = (name: string) => page.getByRole('article', { name });
    await column('new').getByRole('article', { name: 'Joumana Haddad' }).waitFor();
    expect(await column('new').locator('header').textContent()).toContain('2 leads');
    expect(await column('new').locator('header').textContent()).toContain('$42,000 estimated');
    await page.screenshot({ path: join(SHOTS, 'board-en-1280.png'), fullPage: true });

    // keyboard: the focused card moves one column on with the right arrow; the move is announced
    await card('Joumana Haddad').focus();
    await page.keyboard.press('ArrowRight');
    await column('contacted').getByRole('article', { name: 'Joumana Haddad' }).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Moved Joumana Haddad to Contacted');
    await expect.poll(() => stageOf(joumana)).toBe('contacted');
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label")')).toBe('Joumana Haddad');
    expect(await column('contacted').locator('header').textContent()).toContain('$42,000 estimated');

    // drag and drop: Karim's card onto Consultation booked (a column in view)
    await card('Karim Nassar').dragTo(column('consultation_booked'));
    await column('consultation_booked').getByRole('article', { name: 'Karim Nassar' }).waitFor();
    await expect.poll(() => stageOf(karim)).toBe('consultation_booked');

    // a move the server does not take (the service is down for that one call) is undone and announced
    await page.route(`**${API_PATHS.changeLeadStage.path.replace('{id}', '*')}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Unavailable', code: 'unavailable' }) }), { times: 1 });
    await card('Karim Nassar').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Could not move Karim Nassar: the card is back in Consultation booked');
    await column('consultation_booked').getByRole('article', { name: 'Karim Nassar' }).waitFor();
    expect(await column('consulted').getByRole('article').count()).toBe(0);
    expect(await stageOf(karim)).toBe('consultation_booked');

    // "Move to…" → Lost asks for the reason and a text
    await page.waitForLoadState('networkidle');
    await card('Joumana Haddad').getByRole('button', { name: 'Move Joumana Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Lost' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').click();
    await page.getByTitle('Price').click();
    await dialog.getByLabel('What happened').fill('Chose a cheaper quote');
    await dialog.getByRole('button', { name: 'Mark as lost' }).click();
    await column('lost').getByRole('article', { name: 'Joumana Haddad' }).waitFor();
    await expect.poll(() => stageOf(joumana)).toBe('lost');
    const lead = (await (await page.request.get(`${system.url}${urlOf('getLead', { params: { id: joumana } })}`, { headers: auth })).json()) as LeadDetail;
    expect(lead.pipeline.lost).toEqual({ reason: 'Price', note: 'Chose a cheaper quote' });
    expect(lead.activities.filter((a) => a.kind === 'stage').map((a) => `${a.by} ${a.from}>${a.to}`)).toEqual(['rima contacted>lost', 'rima new>contacted']);
    await expect.poll(moves, { timeout: 15_000 }).toEqual(expect.arrayContaining(['rima new → contacted', 'rima new → consultation_booked', 'rima contacted → lost']));

    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await card('Karim Nassar').waitFor();
    expect((await pageFacts(page)).overflow).toBeLessThanOrEqual(0);
    await card('Karim Nassar').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'board-en-360.png'), fullPage: true });

    // Arabic: columns right to left; the arrow key that moves on is the left one
    const pref = await page.request.put(`${system.url}${urlOf('updateMyPreferences')}`, { headers: auth, data: { locale: 'ar' } });
    expect(pref.ok()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${system.url}/admin/board`);
    await card('Karim Nassar').waitFor();
    expect(await pageFacts(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    const [first, second] = await Promise.all([column('new').boundingBox(), column('contacted').boundingBox()]);
    expect(first!.x).toBeGreaterThan(second!.x);
    await page.screenshot({ path: join(SHOTS, 'board-ar-1280.png'), fullPage: true });
    await card('Karim Nassar').focus();
    await page.keyboard.press('ArrowLeft');
    await column('consulted').getByRole('article', { name: 'Karim Nassar' }).waitFor();
    await expect.poll(() => stageOf(karim)).toBe('consulted');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await card('Karim Nassar').waitFor();
    const facts = await pageFacts(page);
    expect(facts.overflow).toBeLessThanOrEqual(0);
    // the board itself scrolls sideways, a column at a time
    const board = `document.querySelector('.board')`;
    expect(await page.evaluate<[boolean, string]>(`[${board}.scrollWidth > ${board}.clientWidth, getComputedStyle(${board}).scrollSnapType]`)).toEqual([true, 'inline mandatory']);
    await card('Karim Nassar').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'board-ar-360.png'), fullPage: true });
    await staff.close();
  }, 240_000);
});
