/**
 * The lead owners' morning digest (issue 39 item 3), sent by the worker's step with a real MongoDB
 * and SMTP sink, onboarding's digest route and identity's languages served over HTTP by stand-ins:
 * one e-mail per designer with leads to work, in their staff account's language, names linked to
 * the back office and no contact details; nothing for a designer with nothing to do; once per day;
 * nothing on the showroom's closed dates, nor to a designer on their own day off.
 */
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDigestAnswer } from '@cabinetry/shared/contracts';
import { sendLeadDigests } from './jobs/lead-digest';
import { createMailer } from './jobs/mailer';
import { leadDigestModel } from './models/lead-digest';
import { addDesigner } from './testing/designers';
import { type Harness, startHarness } from './testing/harness';

let h: Harness;
let stand: { server: ServerType; url: string };
let answer: LeadDigestAnswer = { today: '2026-11-23', owners: [] };
const staffLocales = new Map<string, string>();
const asked: string[][] = [];

beforeAll(async () => {
  h = await startHarness();
  const app = new Hono();
  app.post('/internal/leads/digests', async (c) => {
    if (c.req.header('x-internal-token') !== h.config.internalToken) return c.json({ error: 'no' }, 401);
    const { ownerIds } = await c.req.json<{ ownerIds: string[] }>();
    asked.push(ownerIds);
    return c.json({ today: answer.today, owners: ownerIds.map((id) => answer.owners.find((o) => o.ownerId === id) ?? { ownerId: id, overdue: [], due: [] }) });
  });
  app.post('/internal/staff/locales', async (c) => {
    if (c.req.header('x-internal-token') !== h.config.internalToken) return c.json({ error: 'no' }, 401);
    const { ids } = await c.req.json<{ ids: string[] }>();
    return c.json({ locales: ids.filter((id) => staffLocales.has(id)).map((id) => ({ id, locale: staffLocales.get(id) })) });
  });
  stand = await new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve({ server, url: `http://127.0.0.1:${info.port}` }));
  });
});
afterAll(async () => {
  stand?.server.close();
  await h?.stop();
});

/** The worker's clock in the tests: 08:30 in Beirut on the day onboarding's stand-in answers. */
let clock = new Date('2026-11-23T06:30:00Z');
const send = () =>
  sendLeadDigests({
    config: { ...h.config, onboardingUrl: stand.url, identityUrl: stand.url },
    designers: h.deps.designers,
    digests: leadDigestModel(h.conn),
    mailer: createMailer(nodemailer.createTransport(h.smtp.url), h.deps.google, h.config.mailFrom),
    rules: h.deps.rules,
    now: () => clock,
  });

describe('the morning digest', () => {
  it('e-mails each owner with leads to work, in their language, once a day; nobody with nothing to do', async () => {
    const staffUserId = 'aaaaaaaaaaaaaaaaaaaaaa01';
    staffLocales.set(staffUserId, 'fr');
    const maya = await addDesigner(h, { displayName: 'Maya', email: 'maya@ateliercedar.example', staffUserId });
    const idle = await addDesigner(h, { displayName: 'Idle', email: 'idle@ateliercedar.example' });
    const sami = await addDesigner(h, { displayName: 'Sami', email: 'sami@ateliercedar.example' });
    await addDesigner(h, { displayName: 'Away', email: 'away@ateliercedar.example', isActive: false });
    answer = {
      today: '2026-11-23',
      owners: [
        { ownerId: maya.id, overdue: [{ id: 'c1', name: 'Rana Khoury' }], due: [{ id: 'c2', name: 'Karim Haddad', dueDay: '2026-11-20' }, { id: 'c3', name: 'Lina Aoun', dueDay: '2026-11-23' }] },
        { ownerId: sami.id, overdue: [], due: [{ id: 'c4', name: 'Nadim Saab', dueDay: '2026-11-23' }] },
      ],
    };
    expect(await send()).toBe(2);
    expect(asked.at(-1)?.sort()).toEqual([maya.id, idle.id, sami.id].sort());

    const toMaya = await h.smtp.waitFor((m) => m.to.includes('maya@ateliercedar.example'), 5_000);
    expect(toMaya.subject).toBe('Vos prospects du lundi 23 novembre 2026');
    expect(toMaya.text).toContain('Bonjour Maya,');
    expect(toMaya.text).toContain('Rana Khoury, fiche du prospect : http://localhost:8080/admin/leads/c1');
    expect(toMaya.text).toContain('Karim Haddad, prévue le vendredi 20 novembre 2026 : http://localhost:8080/admin/leads/c2');
    expect(toMaya.text).toContain('Lina Aoun, fiche du prospect : http://localhost:8080/admin/leads/c3');
    expect(toMaya.html).toContain('lang="fr"');
    const toSami = await h.smtp.waitFor((m) => m.to.includes('sami@ateliercedar.example'), 5_000);
    expect(toSami.subject).toBe('Your leads for Monday, November 23, 2026');
    expect(toSami.text).toContain('Follow-ups due today (1):');
    expect(toSami.text).not.toContain('Waiting for a first contact');

    // the job retried, or run again the same day: nothing more
    expect(await send()).toBe(0);
    const all = await h.smtp.messages();
    expect(all.filter((m) => /ateliercedar\.example/.test(m.to.join(',')) && /leads|prospects/.test(m.subject))).toHaveLength(2);
    expect(all.some((m) => m.to.includes('idle@ateliercedar.example') || m.to.includes('away@ateliercedar.example'))).toBe(false);

    // the next day's digest goes out
    answer = { ...answer, today: '2026-11-24' };
    clock = new Date('2026-11-24T06:30:00Z');
    expect(await send()).toBe(2);
  });

  it('sends nothing on the showroom’s closed dates, and goes out again the day after', async () => {
    const rules = await h.deps.rules.get();
    // Tuesday 1 December 2026 is closed (the days off of the availability rules); its digest job runs at 08:30 Beirut
    await h.deps.rules.put({ ...rules, daysOff: ['2026-12-01'] });
    try {
      answer = { ...answer, today: '2026-12-01' };
      clock = new Date('2026-12-01T06:30:00Z');
      const before = asked.length;
      expect(await send()).toBe(0);
      expect(asked).toHaveLength(before); // onboarding is not even asked
      // 23:30 UTC on 30 November is already 1 December in Beirut: closed too
      clock = new Date('2026-11-30T23:30:00Z');
      expect(await send()).toBe(0);

      answer = { ...answer, today: '2026-12-02' };
      clock = new Date('2026-12-02T06:30:00Z');
      expect(await send()).toBe(2);
      const sent = await leadDigestModel(h.conn).find({ day: { $in: ['2026-12-01', '2026-12-02'] } }).lean();
      expect(sent.map((d) => d.day)).toEqual(['2026-12-02', '2026-12-02']);
    } finally {
      await h.deps.rules.put(rules);
    }
  });

  it('sends nothing to a designer on their own day off or weekday without hours; their leads wait for the next day they work', async () => {
    // Wednesday 25 November 2026: Rima is off that day, Omar never works Wednesdays
    const rima = await addDesigner(h, { displayName: 'Rima', email: 'rima@ateliercedar.example', daysOff: ['2026-11-25'] });
    const { weeklyHours } = await h.deps.rules.get();
    const omar = await addDesigner(h, { displayName: 'Omar', email: 'omar@ateliercedar.example', weeklyHours: { ...weeklyHours, '3': [] } });
    const work = (ownerId: string) => ({ ownerId, overdue: [{ id: `lead-${ownerId}`, name: 'Hadi Nassar' }], due: [] });
    answer = { today: '2026-11-25', owners: [work(rima.id), work(omar.id)] };
    clock = new Date('2026-11-25T06:30:00Z');
    await send();
    expect(asked.at(-1)).not.toContain(rima.id);
    expect(asked.at(-1)).not.toContain(omar.id);

    answer = { today: '2026-11-26', owners: [work(rima.id), work(omar.id)] };
    clock = new Date('2026-11-26T06:30:00Z');
    await send();
    const toThem = (await h.smtp.messages()).filter((m) => m.to.includes('rima@ateliercedar.example') || m.to.includes('omar@ateliercedar.example'));
    expect(toThem.map((m) => m.subject)).toEqual(['Your leads for Thursday, November 26, 2026', 'Your leads for Thursday, November 26, 2026']);
  });
});
