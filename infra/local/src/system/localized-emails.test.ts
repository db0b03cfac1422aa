/**
 * Customer e-mails in the customer's language on the whole system (issue 22 item 4): the language
 * sent with step 1 is stored by onboarding, read by the scheduling worker through onboarding's
 * internal profile, and words the e-mails the worker sends (SMTP sink): an Arabic booking's
 * confirmation (right to left, its calendar file in Arabic, the manage link to the Arabic page) with
 * the staff copy in English naming the language, and a French resume link to the French page.
 */
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningSystem } from './start-system';
import { cookieOf, send, startTestSystem } from './test-system';

let system: RunningSystem;

const customerInfo = (email: string) => ({ firstName: 'Rana', lastName: 'Haddad', email, phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '', budget: '' }) as const;

beforeAll(async () => {
  // a shared, busy machine: the services get longer than the default 90 s to start
  system = await startTestSystem('localized-emails-test', { healthTimeoutMs: 240_000 });
}, 300_000);

afterAll(() => system?.stop());

it('confirms an Arabic booking in Arabic, right to left, and tells staff in English which language the customer reads', async () => {
  const email = 'rana.ar@example.com';
  const started = await send(system, 'saveStep1', { body: { customerInfo: customerInfo(email), projectTypes: { kitchen: true, wardrobe: false }, locale: 'ar' } });
  expect(started.status).toBe(201);
  const { customerId } = (await started.json()) as { customerId: string };
  const days = (await (await send(system, 'getAvailability', {})).json()) as { date: string; slots: { time: string; available: boolean }[] }[];
  const day = days.find((d) => d.slots.some((s) => s.available))!;
  const time = day.slots.find((s) => s.available)!.time;
  const booked = await send(
    system,
    'bookAppointment',
    { body: { appointmentType: 'in-person', appointmentDate: slotAppointmentDate(day.date, time), specialRequests: '', customerId } },
    cookieOf(started),
  );
  expect(booked.status, await booked.clone().text()).toBe(201);

  const mail = await system.mail.waitFor((m) => m.to.includes(email), 30_000);
  // the day and the time isolated (FSI … PDI, LRI … PDI) inside the Arabic sentence
  expect(mail.subject).toMatch(/^تم حجز استشارة التصميم: \u2068.+ \d{4}\u2069 الساعة \u2066\d{2}:\d{2}\u2069 \(بتوقيت بيروت\)$/);
  expect(mail.subject).toContain(`الساعة \u2066${time}\u2069`);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.text).toMatch(/\/ar\/appointment\/[A-Za-z0-9_-]{64}/);
  const ics = mail.attachments.find((a) => a.filename === 'showroom-design-consultation.ics')!.content.toString().replace(/\r\n[ \t]/g, '');
  expect(ics).toContain('SUMMARY:استشارة تصميم في صالة عرض Atelier Cedar');
  const staff = await system.mail.waitFor((m) => !m.to.includes(email) && m.text.includes(email), 30_000);
  expect(staff.subject).toMatch(/^New in-person consultation: Rana Haddad, /);
  expect(staff.text).toContain('Language: Arabic');
});

it('sends a French customer their resume link in French, to the French page', async () => {
  const email = 'rana.fr@example.com';
  expect((await send(system, 'saveStep1', { body: { customerInfo: customerInfo(email), projectTypes: { kitchen: true, wardrobe: false }, locale: 'fr' } })).status).toBe(201);
  expect((await send(system, 'requestResumeLink', { body: { email } })).status).toBe(202);
  const mail = await system.mail.waitFor((m) => m.to.includes(email), 30_000);
  expect(mail.subject).toBe('Poursuivre votre projet');
  expect(mail.text).toMatch(/Poursuivre votre projet\u00a0: http\S+\/fr\/resume#[A-Za-z0-9_-]{43}/);
});
