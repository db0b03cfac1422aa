/**
 * Scheduling's part of the customer's data export (issue 24 item 3), on real MongoDB, Redis, SMTP
 * sink and worker: the internal records route answers the customer's appointment (designer, time,
 * kind, status) and the e-mails the worker sent them (date, subject, kind; not the admins'; the
 * resume link's too); the
 * manage link hands on onboarding's export (the harness's stand-in) as an attachment, refuses a forged
 * link (404), and spends the client's export budget (429 with Retry-After).
 */
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NotificationJob, notificationJobId, NOTIFICATIONS_QUEUE, redisConnection, type ResumeLinkJob } from '@cabinetry/shared/server/queues';
import { type CustomerRecords, EXPORTS_PER_CLIENT_PER_HOUR } from '@cabinetry/shared/contracts';
import { json } from '@cabinetry/shared/testing';
import { type Harness, startHarness } from './testing/harness';

let h: Harness;

const LINK_RE = /http:\/\/localhost:8080\/appointment\/([A-Za-z0-9_-]{64})/;

beforeAll(async () => {
  h = await startHarness({ rateLimitMultiplier: 1 });
  h.startWorker();
});

afterAll(async () => {
  await h?.stop();
});

describe('the data export', () => {
  let customerId: string;
  let token: string;
  let subject: string;

  beforeAll(async () => {
    const customer = await h.newCustomer();
    customerId = customer.id;
    expect((await h.book(customer, '2026-11-27T11:00:00+02:00', 'virtual')).status).toBe(201);
    const mail = await h.smtp.waitFor((m) => m.to.includes(customer.email) && m.subject.includes('booked'), 15_000);
    token = LINK_RE.exec(mail.text)?.[1] ?? '';
    subject = mail.subject;
  });

  it("records: the customer's appointment and the e-mails sent to them, for onboarding only", async () => {
    expect((await h.app.request(`/internal/customers/${customerId}/records`)).status).toBe(401);
    const ask = async () => (await json(await h.app.request(`/internal/customers/${customerId}/records`, { headers: { 'x-internal-token': h.config.internalToken } }))) as CustomerRecords;
    // the worker records the e-mail once the SMTP server took it
    await expect.poll(async () => (await ask()).emails.length, { timeout: 15_000 }).toBe(1);
    const records = await ask();
    expect(records.appointments).toEqual([
      {
        id: expect.any(String),
        appointmentType: 'virtual',
        appointmentDate: '2026-11-27T11:00:00+02:00',
        endDate: '2026-11-27T12:00:00+02:00',
        status: 'confirmed',
        designerName: null,
        specialRequests: '',
        cancelledBy: null,
      },
    ]);
    expect(records.emails).toEqual([{ sentAt: expect.any(String), subject, kind: 'appointment-confirmation' }]);

    // a resume link the worker sends for onboarding is listed too, after the confirmation
    const queue = new Queue<NotificationJob>(NOTIFICATIONS_QUEUE, { connection: redisConnection(h.redisUrl) });
    const job: ResumeLinkJob = { kind: 'resume-link', customerId, linkId: 'link-1', token: 'A'.repeat(43) };
    await queue.add(job.kind, job, { jobId: notificationJobId(job) });
    await queue.close();
    await expect.poll(async () => (await ask()).emails.map((e) => e.kind), { timeout: 15_000 }).toEqual(['appointment-confirmation', 'resume-link']);
    expect((await ask()).emails[1]).toEqual({ sentAt: expect.any(String), subject: 'Continue your project', kind: 'resume-link' });
  });

  it('through the manage link: onboarding’s ZIP as an attachment; a forged link 404; past the client’s budget 429', async () => {
    const res = await h.app.request(`/api/appointments/manage/${token}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data.zip"');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.text()).toBe(`zip of ${customerId}`);

    const forged = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    expect((await h.app.request(`/api/appointments/manage/${forged}/export`)).status).toBe(404);

    for (let i = 1; i < EXPORTS_PER_CLIENT_PER_HOUR; i++) expect((await h.app.request(`/api/appointments/manage/${token}/export`)).status).toBe(200);
    const refused = await h.app.request(`/api/appointments/manage/${token}/export`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(refused)).toMatchObject({ code: 'rate_limited' });
  });
});
