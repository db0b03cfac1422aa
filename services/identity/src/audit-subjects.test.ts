/**
 * Pseudonymising an erased customer's audit entries by their subject (issue 34 item 2) on the real
 * identity service (Mongo-wire, Redis): only the entries about the customer change (a customer
 * named "wrong password" leaves failed sign-ins alone), entries recorded before subjects are found
 * by their exact target, a record delivered after the erasure is stored pseudonymised, and the
 * start-up migration gives older lead entries their subject.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsonInit } from '@cabinetry/shared/testing';
import { ObjectId } from 'mongodb';
import { initIdentityDeps } from './deps';
import { type IdentityHarness, startIdentity, TEST_INTERNAL_TOKEN } from './test-support';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(async () => {
  await h?.stop();
});

const internal = { 'x-internal-token': TEST_INTERNAL_TOKEN };
const record = (body: object) => h.app.request('/internal/audit', jsonInit('POST', body, internal));
const pseudonymise = (body: object) => h.app.request('/internal/audit/pseudonymise', jsonInit('POST', body, internal));
const all = () => h.conn.collection('audit_entries').find({}, { projection: { _id: 0, at: 0, count: 0, ip: 0 } }).sort({ recordId: 1 }).toArray();

it('changes only the entries about the erased customer, found by subject or exact target, and stores late records pseudonymised', async () => {
  const customer = new ObjectId().toString();
  const other = new ObjectId().toString();
  const appointment = new ObjectId().toString();
  const unrelated = [
    { actor: 'wrong password', action: 'sign-in-failed', target: 'wrong password', detail: 'wrong password', recordId: 'u1' },
    { actor: 'clerk', action: 'lead.view', target: `lead ${other}`, customerId: other, recordId: 'u2' },
    { actor: 'clerk', action: 'appointment.cancel', target: `appointment ${new ObjectId().toString()}`, detail: `lead ${customer} mentioned in passing`, recordId: 'u3' },
  ];
  for (const r of unrelated) expect((await record(r)).status).toBe(204);
  expect((await record({ actor: 'clerk', action: 'lead.view', target: `lead ${customer}`, customerId: customer, recordId: 'c1' })).status).toBe(204);
  // recorded before subjects existed: no customerId
  await h.conn.collection('audit_entries').insertOne({ at: new Date(), actor: 'clerk', action: 'appointment.move', target: `appointment ${appointment}`, detail: '', ip: '', recordId: 'c2' });
  const before = await all();

  const ids = { customer: { id: customer, pseudonym: 'erased:aaaaaaaaaaaaaaaaaaaaaaaa' }, appointments: [{ id: appointment, pseudonym: 'erased:bbbbbbbbbbbbbbbbbbbbbbbb' }] };
  const res = await pseudonymise(ids);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ entries: 2 });
  const after = await all();
  expect(after.filter((e) => String(e.recordId).startsWith('u'))).toEqual(before.filter((e) => String(e.recordId).startsWith('u')));
  expect(after.filter((e) => String(e.recordId).startsWith('c')).map((e) => [e.customerId, e.target])).toEqual([
    ['erased:aaaaaaaaaaaaaaaaaaaaaaaa', 'lead erased:aaaaaaaaaaaaaaaaaaaaaaaa'],
    ['erased:aaaaaaaaaaaaaaaaaaaaaaaa', 'appointment erased:bbbbbbbbbbbbbbbbbbbbbbbb'],
  ]);
  expect(((await (await pseudonymise(ids)).json()) as { entries: number }).entries).toBe(0); // idempotent

  // an outbox delivering a record about the customer after the erasure
  expect((await record({ actor: 'clerk', action: 'appointment.status', target: `appointment ${appointment}`, customerId: customer, recordId: 'c3' })).status).toBe(204);
  const late = await h.conn.collection('audit_entries').findOne({ recordId: 'c3' });
  expect([late?.customerId, late?.target]).toEqual(['erased:aaaaaaaaaaaaaaaaaaaaaaaa', 'appointment erased:bbbbbbbbbbbbbbbbbbbbbbbb']);
  const about = JSON.stringify((await all()).filter((e) => String(e.recordId).startsWith('c')));
  expect(about).not.toContain(customer);
  expect(about).not.toContain(appointment);
});

it('the start-up migration gives older lead entries their customer as subject, and nothing else', async () => {
  const customer = new ObjectId().toString();
  await h.conn.collection('audit_entries').insertMany([
    { at: new Date(), actor: 'clerk', action: 'lead.view', target: `lead ${customer}`, detail: '', ip: '', recordId: 'm1' },
    { at: new Date(), actor: 'clerk', action: 'user.update', target: `lead ${customer}`, detail: '', ip: '', recordId: 'm2' },
  ]);
  await initIdentityDeps(h.deps);
  const migrated = await h.conn.collection('audit_entries').find({ recordId: { $in: ['m1', 'm2'] } }).sort({ recordId: 1 }).toArray();
  expect(migrated.map((e) => e.customerId)).toEqual([customer, undefined]);
});
