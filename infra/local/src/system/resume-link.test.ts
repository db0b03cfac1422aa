/**
 * The resume link on the whole system (issue 24 item 1): asked for through the gateway, issued by
 * onboarding, e-mailed by the scheduling worker (SMTP sink), opened three times the way a mail
 * scanner opens it (GET), then used by the page's POST on a "new device" (no cookie) whose session
 * then owns the customer's documents; a second POST answers 410.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESUME_LINK_SENT } from '@cabinetry/shared/contracts';
import type { RunningSystem } from './start-system';
import { cookieOf, send, startTestSystem } from './test-system';

let system: RunningSystem;


beforeAll(async () => {
  system = await startTestSystem('resume-link-test');
});

afterAll(() => system?.stop());

it('e-mails a link that survives being opened and restores the project on another device once', async () => {
  const email = 'resume.me@example.com';
  const customerInfo = { firstName: 'Rana', lastName: 'Haddad', email, phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '', budget: '' } as const;
  const started = await send(system, 'saveStep1', { body: { customerInfo, projectTypes: { kitchen: true, wardrobe: false } } });
  expect(started.status).toBe(201);
  const { customerId } = (await started.json()) as { customerId: string };

  const asked = await send(system, 'requestResumeLink', { body: { email } });
  expect(asked.status).toBe(202);
  expect(await asked.json()).toEqual({ message: RESUME_LINK_SENT });

  const mail = await system.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Continue your project', 30_000);
  const link = /(http\S+\/resume#[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  const token = link!.split('#')[1];
  expect(mail.text).not.toContain('Rana'); // nothing a visitor typed is echoed

  // a scanner or a preview opens the link: the fragment never reaches a server, and GET uses nothing
  for (let i = 0; i < 3; i++) await (await fetch(link!)).arrayBuffer();

  const redeemed = await send(system, 'redeemResumeLink', { body: { token } });
  expect(redeemed.status).toBe(200);
  expect(await redeemed.json()).toMatchObject({ customerId, customerInfo: { email } });
  const documents = await send(system, 'listDocuments', { params: { customerId } }, cookieOf(redeemed));
  expect(documents.status).toBe(200);

  expect((await send(system, 'redeemResumeLink', { body: { token } })).status).toBe(410);
});
