/**
 * Issue 38 item 5 in the back office, on the running system with the fake WhatsApp Cloud API: a
 * customer who ticked the WhatsApp box writes a text; staff see it on the lead's WhatsApp card, in
 * Arabic, right to left, without sideways scrolling at 360 px, answer it inside the 24-hour window,
 * and the answer reaches the Cloud API and joins the conversation (screenshot with I18N_SCREENSHOTS).
 */
import { WHATSAPP_CONSENT_VERSION } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { browser, system, useSystem } from './harness';
import { pageFacts, snap } from './locale-page';
import { signInFirstAdmin } from './staff-session';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

useSystem('lead-whatsapp');

describe("a lead's WhatsApp conversation", () => {
  it("shows the customer's text and sends staff's answer, in Arabic at 360 px", async () => {
    const staff = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await staff.newPage();
    const token = await signInFirstAdmin(page);
    const auth = { authorization: `Bearer ${token}` };
    expect((await page.request.put(`${system.url}${urlOf('updateMyPreferences')}`, { headers: auth, data: { locale: 'ar' } })).ok()).toBe(true);

    const customer = await browser.newContext();
    const created = await customer.request.post(`${system.url}${urlOf('saveStep1')}`, {
      data: {
        customerInfo: { firstName: 'Nadine', lastName: 'Khoury', email: 'nadine@example.com', phone: '+96170111333', projectAddress: '', projectDetails: 'residential', projectTimeline: '3-6months', budget: '25k-50k' },
        projectTypes: { kitchen: true, wardrobe: false },
        locale: 'ar',
        whatsApp: { optIn: true, wordingVersion: WHATSAPP_CONSENT_VERSION },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { customerId } = (await created.json()) as { customerId: string };
    await customer.close();

    // the customer writes from the number they gave (Meta's webhook, signed, to the product's callback)
    system.whatsapp.webhookUrl = `${system.url}${urlOf('receiveWhatsAppWebhook')}`;
    const question = 'هل يمكنني إحضار المهندس المعماري؟';
    expect((await system.whatsapp.deliverReply('96170111333', { text: question })).status).toBe(200);

    await page.goto(`${system.url}/admin/leads/${customerId}`);
    /** `text` shown on the lead page within 3 s of a reload (the conversation is fetched after the page loads) */
    const shown = async (text: string) => {
      await page.reload();
      return page.getByText(text).waitFor({ timeout: 3_000 }).then(() => true, () => false);
    };
    await expect.poll(() => shown(question), { timeout: 30_000 }).toBe(true);
    const facts = await pageFacts(page);
    expect(facts).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(facts.overflow).toBeLessThanOrEqual(0);

    const reply = 'أهلًا وسهلًا، نراكم يوم الثلاثاء.';
    const box = page.getByRole('textbox', { name: 'الرد عبر واتساب' });
    await box.fill(reply);
    await page.locator('form', { has: box }).getByRole('button', { name: 'إرسال' }).click();
    const sent = await system.whatsapp.waitFor((m) => m.waId === '96170111333' && m.type === 'text', 20_000);
    expect((sent.body as { text: { body: string } }).text.body).toBe(reply);
    await expect.poll(() => shown(reply), { timeout: 30_000 }).toBe(true);
    await snap(page, 'lead-whatsapp-ar-360');
    await staff.close();
  }, 180_000);
});
