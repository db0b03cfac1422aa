import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { type Connection } from 'mongoose';
import sharp from 'sharp';
import { cookieFrom, json, jsonInit } from '@cabinetry/shared/testing';
import { type Harness, startCustomer as start, startHarness, type TestCustomer, upload as uploadAs } from './test-harness';
import { NOT_BOOKED } from './routes/steps';

let harness: Harness;
let conn: Connection;
let app: Harness['app'];

const step1 = {
  customerInfo: {
    firstName: 'Layla',
    lastName: 'Khoury',
    email: 'layla@example.com',
    phone: '+96171123456',
    projectAddress: 'Gemmayze St 12, Beirut, Lebanon',
    projectDetails: 'residential',
    projectTimeline: '3-6months',
    budget: '25k-50k',
  },
  projectTypes: { kitchen: true, wardrobe: false },
};

let customers = 0;
/** A new customer: each with an address of their own (step 1 offers an address that has a project its resume link instead). */
const startCustomer = () => start(app, { ...step1, customerInfo: { ...step1.customerInfo, email: `layla${++customers}@example.com` } });
const upload = (customer: TestCustomer, category: string, files: { name: string; data: Buffer; type: string }[]) => uploadAs(app, customer, category, files);

beforeAll(async () => {
  harness = await startHarness();
  ({ app, conn } = harness);
});

afterAll(() => harness?.stop());

describe('onboarding steps', () => {
  it('step 1 creates the customer and starts an httpOnly session cookie', async () => {
    const res = await app.request('/api/onboarding/step1', jsonInit('POST', step1));
    expect(res.status).toBe(201);
    const { customerId } = await json(res);
    expect(customerId).toMatch(/^[0-9a-f]{24}$/);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // the same session updating step 1 keeps the same customer
    const again = await app.request('/api/onboarding/step1', jsonInit('POST', step1, { cookie: cookieFrom(res) }));
    expect((await json(again)).customerId).toBe(customerId);
  });

  it("step 1 stores the customer's language (English unless told), and refuses one we do not speak", async () => {
    const english = await app.request('/api/onboarding/step1', jsonInit('POST', { ...step1, customerInfo: { ...step1.customerInfo, email: 'nour@example.com' } }));
    const { customerId } = await json(english);
    const stored = async (id: string) => (await conn.collection('customers').findOne({ _id: new mongoose.Types.ObjectId(id) }))?.locale;
    expect(await stored(customerId)).toBe('en');
    const arabic = await app.request('/api/onboarding/step1', jsonInit('POST', { ...step1, customerInfo: { ...step1.customerInfo, email: 'nour@example.com' }, locale: 'ar' }, { cookie: cookieFrom(english) }));
    expect(arabic.status).toBe(200);
    expect(await stored(customerId)).toBe('ar');
    // a new customer (another address: a known one is offered its resume link instead)
    const french = await app.request('/api/onboarding/step1', jsonInit('POST', { ...step1, customerInfo: { ...step1.customerInfo, email: 'camille@example.com' }, locale: 'fr' }));
    expect(await stored((await json(french)).customerId)).toBe('fr');
    const german = await app.request('/api/onboarding/step1', jsonInit('POST', { ...step1, locale: 'de' }));
    expect(german.status).toBe(400);
    expect((await json(german)).code).toBe('invalid_request');
  });

  it('step 1 refuses bad input with a 400 naming the field', async () => {
    const res = await app.request('/api/onboarding/step1', jsonInit('POST', { ...step1, projectTypes: { kitchen: false, wardrobe: false } }));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('projectTypes: Please select at least one project type.');
    const bad = await app.request('/api/onboarding/step1', jsonInit('POST', { ...step1, customerInfo: { ...step1.customerInfo, email: { $ne: null } } }));
    expect(bad.status).toBe(400);
  });

  it('later steps require the session that owns the customer', async () => {
    const a = await startCustomer();
    const b = await startCustomer();
    const body = { designPreferences: { styles: ['1'], colorPalettes: ['2'] } };
    expect((await app.request(`/api/onboarding/step2/${a.id}`, jsonInit('POST', body))).status).toBe(401);
    expect((await app.request(`/api/onboarding/step2/${a.id}`, jsonInit('POST', body, { cookie: b.cookie }))).status).toBe(403);
    expect((await app.request(`/api/onboarding/step2/${a.id}`, jsonInit('POST', body, { cookie: a.cookie }))).status).toBe(200);
    const stored = await conn.collection('customers').findOne({ _id: new (await import('mongoose')).Types.ObjectId(a.id) });
    expect(stored?.designPreferences).toEqual({ styles: ['1'], colorPalettes: ['2'] });
  });

  it('step 3 enforces the kitchen rule of docs/product.md §5', async () => {
    const a = await startCustomer();
    const noCountertop = { materialSelections: { kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: [] } } };
    const res = await app.request(`/api/onboarding/step3/${a.id}`, jsonInit('POST', noCountertop, { cookie: a.cookie }));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('Please select at least one cabinet type and countertop material for your kitchen.');
    const ok = { materialSelections: { kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: ['7'] } } };
    expect((await app.request(`/api/onboarding/step3/${a.id}`, jsonInit('POST', ok, { cookie: a.cookie }))).status).toBe(200);
  });
  it('step 1 accepts a client that omits the optional address, purpose, timeline and budget', async () => {
    const { firstName, lastName, phone } = step1.customerInfo;
    const res = await app.request('/api/onboarding/step1', jsonInit('POST', { customerInfo: { firstName, lastName, email: 'layla.short@example.com', phone }, projectTypes: step1.projectTypes }));
    expect(res.status).toBe(201);
  });

  it('step 5 takes the appointment payload as its body but records the appointment scheduling holds, and completes the onboarding', async () => {
    const a = await startCustomer();
    const payload = { appointmentType: 'virtual', appointmentDate: '2026-11-24T10:00:00+03:00', specialRequests: 'Bring oak samples', customerId: a.id };
    const wrapped = await app.request(`/api/onboarding/step5/${a.id}`, jsonInit('POST', { appointment: payload }, { cookie: a.cookie }));
    expect(wrapped.status).toBe(400);
    const unbooked = await app.request(`/api/onboarding/step5/${a.id}`, jsonInit('POST', payload, { cookie: a.cookie }));
    expect(unbooked.status).toBe(409);
    expect(await json(unbooked)).toEqual({ error: NOT_BOOKED, code: 'not_booked' });
    const customerDoc = () => conn.collection('customers').findOne({ _id: new mongoose.Types.ObjectId(a.id) });
    expect(await customerDoc()).toMatchObject({ isCompleted: false });

    // booked in scheduling: another slot and no requests; the body's forged values are not recorded
    harness.activeAppointments.set(a.id, { id: 'appt-1', appointmentType: 'in-person', appointmentDate: '2026-11-25T11:00:00+03:00', specialRequests: '' });
    const res = await app.request(`/api/onboarding/step5/${a.id}`, jsonInit('POST', payload, { cookie: a.cookie }));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ customerId: a.id, isCompleted: true });
    expect(await customerDoc()).toMatchObject({
      isCompleted: true,
      appointment: { appointmentId: 'appt-1', appointmentType: 'in-person', appointmentDate: '2026-11-25T11:00:00+03:00', specialRequests: '' },
    });
    const other = await startCustomer();
    expect((await app.request(`/api/onboarding/step5/${a.id}`, jsonInit('POST', { ...payload, customerId: other.id }, { cookie: a.cookie }))).status).toBe(400);
  });
});

describe('step 4 uploads and documents', () => {
  it('stores a real image, lists it and lets only its owner delete it', async () => {
    const a = await startCustomer();
    const b = await startCustomer();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8b5a2b' } }).png().toBuffer();
    const res = await upload(a, 'inspiration', [{ name: '../../etc/kitchen.png', data: png, type: 'image/png' }]);
    expect(res.status).toBe(201);
    const { uploadedFiles } = await json(res);
    expect(uploadedFiles).toHaveLength(1);
    expect(uploadedFiles[0]).toMatchObject({ filename: 'kitchen.png', fileSize: png.length, fileType: 'image/png' });

    const list = await app.request(`/api/onboarding/documents/${a.id}`, { headers: { cookie: a.cookie } });
    expect((await json(list)).map((d: { id: string }) => d.id)).toEqual([uploadedFiles[0].id]);
    expect((await app.request(`/api/onboarding/documents/${a.id}`, { headers: { cookie: b.cookie } })).status).toBe(403);

    const del = (cookie: string) => app.request(`/api/onboarding/documents/${uploadedFiles[0].id}`, { method: 'DELETE', headers: { cookie } });
    expect((await del(b.cookie)).status).toBe(403);
    expect((await del(a.cookie)).status).toBe(200);
    expect(await json(await app.request(`/api/onboarding/documents/${a.id}`, { headers: { cookie: a.cookie } }))).toEqual([]);
  });

  it('refuses a disguised file, a wrong type for the category and an oversize file', async () => {
    const a = await startCustomer();
    const fake = await upload(a, 'inspiration', [{ name: 'photo.png', data: Buffer.from('#!/bin/sh\necho not an image\n'), type: 'image/png' }]);
    expect(fake.status).toBe(415);
    expect(await json(fake)).toMatchObject({ error: 'photo.png: the file content is not a valid PNG file', details: { reason: 'bad_content', filename: 'photo.png', type: 'PNG' } });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const wrongType = await upload(a, 'inspiration', [{ name: 'plan.pdf', data: pdf, type: 'application/pdf' }]);
    expect(wrongType.status).toBe(415);
    expect((await json(wrongType)).details).toEqual({ reason: 'file_type', filename: 'plan.pdf', extensions: '.jpg, .jpeg, .png' });
    expect((await upload(a, 'floor-plans', [{ name: 'plan.pdf', data: pdf, type: 'application/pdf' }])).status).toBe(201);
    const big = Buffer.concat([await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).jpeg().toBuffer(), Buffer.alloc(5 * 1024 * 1024)]);
    const over = await upload(a, 'inspiration', [{ name: 'huge.jpg', data: big, type: 'image/jpeg' }]);
    expect(over.status).toBe(413);
    expect((await json(over)).details).toEqual({ reason: 'too_large', filename: 'huge.jpg', maxMb: 5 });
    const docs = await json(await app.request(`/api/onboarding/documents/${a.id}`, { headers: { cookie: a.cookie } }));
    expect(docs.map((d: { filename: string }) => d.filename)).toEqual(['plan.pdf']);
  });

  it('takes 5 files per request and caps a customer at 30 documents, naming the limit', async () => {
    const a = await startCustomer();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#aa7744' } }).png().toBuffer();
    const files = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ name: `${tag}-${i}.png`, data: png, type: 'image/png' }));
    const six = await upload(a, 'inspiration', files(6, 'six'));
    expect(six.status).toBe(400);
    expect(await json(six)).toEqual({ error: 'At most 5 files per upload', code: 'upload_rejected', details: { reason: 'too_many_files', limit: 5 } });
    for (let batch = 0; batch < 5; batch++) expect((await upload(a, 'inspiration', files(5, `b${batch}`))).status).toBe(201);
    expect((await upload(a, 'inspiration', files(4, 'b5'))).status).toBe(201); // 29 stored
    const over = await upload(a, 'inspiration', files(2, 'over'));
    expect(over.status).toBe(409);
    // the sentence in English, and its facts for the SPA to word in the visitor's language
    expect(await json(over)).toEqual({
      error: 'You can keep at most 30 documents; you have 29, so only 1 more can be added. Delete some to upload others.',
      code: 'upload_rejected',
      details: { reason: 'document_cap', cap: 30, stored: 29, room: 1 },
    });
    expect((await upload(a, 'inspiration', files(1, 'last'))).status).toBe(201);
    const full = await upload(a, 'inspiration', files(1, 'full'));
    expect(await json(full)).toMatchObject({ error: 'You can keep at most 30 documents; you have 30, so no more can be added. Delete some to upload others.', details: { reason: 'documents_full', cap: 30, stored: 30, room: 0 } });
    expect(await json(await app.request(`/api/onboarding/documents/${a.id}`, { headers: { cookie: a.cookie } }))).toHaveLength(30);
  });

  it('saves notes as JSON', async () => {
    const a = await startCustomer();
    const res = await app.request(`/api/onboarding/step4/${a.id}`, jsonInit('POST', { notes: 'Island with seating for four', files: [] }, { cookie: a.cookie }));
    expect(res.status).toBe(200);
    const internal = await app.request(`/internal/customers/${a.id}`, { headers: { 'x-internal-token': 'internal-test-token' } });
    expect((await json(internal)).notes).toBe('Island with seating for four');
    expect((await app.request(`/internal/customers/${a.id}`)).status).toBe(401);
  });
});

describe('config', () => {
  it('returns the WhatsApp number without its prefix', async () => {
    expect(await json(await app.request('/api/config/whatsapp'))).toEqual({ whatsappNumber: '+9611234567' });
  });
});
