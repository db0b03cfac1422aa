/**
 * Customer e-mails in the customer's stored language, through the real worker and the SMTP sink:
 * the confirmation (subject, date, HTML direction, plain text part, calendar file, manage link in
 * the language), the cancellation, the resume link and the erasure confirmation link; staff copies stay English and name the language.
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotificationJob, NOTIFICATIONS_QUEUE, notificationJobId, redisConnection } from '@cabinetry/shared/server/queues';
import { customerLinkToken } from '@cabinetry/shared/server/customer-link';
import { json } from '@cabinetry/shared/testing';
import { ADMIN_EMAIL, type Harness, startHarness } from './testing/harness';
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  h.startWorker();
});

afterAll(async () => {
  await h?.stop();
});

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe("customer e-mails in the customer's language", () => {
  it('confirm a booking in French, Arabic and English: localized subject and date, direction, plain text, calendar file and manage link', async () => {
    const cases = [
      { locale: 'fr', subject: 'Votre consultation de design est réservée\u00a0: mardi 24 novembre 2026 à 10:00 (heure de Beyrouth)', dir: 'ltr', summary: 'SUMMARY:Consultation de design au showroom Atelier Cedar', page: '/fr/appointment/' },
      { locale: 'ar', subject: 'تم حجز استشارة التصميم: \u2068الثلاثاء، 24 تشرين الثاني 2026\u2069 الساعة \u206611:00\u2069 (بتوقيت بيروت)', dir: 'rtl', summary: 'SUMMARY:استشارة تصميم في صالة عرض Atelier Cedar', page: '/ar/appointment/' },
      { locale: undefined, subject: 'Your design consultation is booked: Tuesday, November 24, 2026 at 12:00 (Beirut time)', dir: 'ltr', summary: 'SUMMARY:Atelier Cedar Showroom Design Consultation', page: '8080/appointment/' },
    ];
    for (const [i, c] of cases.entries()) {
      const customer = await h.newCustomer(`locale${i}@example.com`, c.locale);
      expect((await h.book(customer, slotAppointmentDate('2026-11-24', `${10 + i}:00`))).status).toBe(201);
      const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
      expect(mail.subject).toBe(c.subject);
      expect(mail.html).toContain(`<html lang="${c.locale ?? 'en'}" dir="${c.dir}">`);
      expect(mail.text).toContain(c.subject.slice(c.subject.indexOf(c.locale === 'ar' ? 'الثلاثاء' : c.locale === 'fr' ? 'mardi' : 'Tuesday')));
      expect(mail.text).toContain(c.page);
      const ics = unfold(mail.attachments.find((a) => a.filename === 'showroom-design-consultation.ics')!.content.toString());
      expect(ics).toContain(c.summary);
      const admin = await h.smtp.waitFor((m) => m.to.includes(ADMIN_EMAIL) && m.text.includes(customer.email), 15_000);
      expect(admin.subject).toMatch(/^New in-person consultation: Client\d+ Test, Tuesday, November 24, 2026 at/);
      expect(admin.text).toContain(`Language: ${{ fr: 'French', ar: 'Arabic' }[c.locale ?? ''] ?? 'English'}`);
    }
  });

  it('tell an Arabic customer of their cancellation in Arabic', async () => {
    const customer = await h.newCustomer('cancel.ar@example.com', 'ar');
    const booked = await json(await h.book(customer, '2026-11-25T10:00:00+02:00'));
    await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
    expect((await h.app.request(urlOf('cancelAppointment', { params: { id: booked.id } }), { method: 'DELETE', headers: { cookie: customer.cookie } })).status).toBe(200);
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject === 'تم إلغاء استشارة التصميم', 15_000);
    expect(mail.text).toContain('تم إلغاء استشارة التصميم المحددة يوم \u2068الأربعاء، 25 تشرين الثاني 2026\u2069 الساعة \u206610:00\u2069');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('send the resume link in French, to the French page', async () => {
    const customer = await h.newCustomer('resume.fr@example.com', 'fr');
    const queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
    try {
      const job: NotificationJob = { kind: 'resume-link', customerId: customer.id, linkId: 'l1' };
      await queue.add(job.kind, job, { jobId: notificationJobId(job) });
      const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
      expect(mail.subject).toBe('Poursuivre votre projet');
      expect(mail.text).toContain(`Poursuivre votre projet\u00a0: http://localhost:8080/fr/resume#${customerLinkToken(h.config.customerSessionSecret, 'resume-link', 'l1')}`);
      expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    } finally {
      await queue.close();
    }
  });

  it('send the erasure confirmation link in Arabic, to the Arabic "Confirm erasure" page', async () => {
    const customer = await h.newCustomer('erase.ar@example.com', 'ar');
    const queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
    try {
      const job: NotificationJob = { kind: 'erasure-link', customerId: customer.id, linkId: 'e1' };
      await queue.add(job.kind, job, { jobId: notificationJobId(job) });
      const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email), 15_000);
      expect(mail.subject).toBe('أكّد حذف بياناتك');
      expect(mail.text).toContain(`http://localhost:8080/ar/erase#${customerLinkToken(h.config.customerSessionSecret, 'erasure-link', 'e1')}`);
      expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    } finally {
      await queue.close();
    }
  });
});
