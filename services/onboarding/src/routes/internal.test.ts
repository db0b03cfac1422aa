import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { TEST_SECRETS, startCustomer, startHarness, upload, type Harness } from '../test-harness';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(() => harness?.stop());

const step1 = {
  customerInfo: {
    firstName: 'Layla',
    lastName: 'Khoury',
    email: 'layla@example.com',
    phone: '+96171123456',
    projectAddress: 'Gemmayze St 12, Beirut, Lebanon',
    projectDetails: 'commercial',
    projectTimeline: '6-12months',
    budget: '100k+',
  },
  projectTypes: { kitchen: true, wardrobe: false },
};

describe('GET /internal/customers/:id (what scheduling e-mails the admins)', () => {
  it("answers the customer's contact details and a summary of their answers, to the internal token only", async () => {
    const { app } = harness;
    const a = await startCustomer(app, step1);
    const post = (step: string, body: unknown) => app.request(`/api/onboarding/${step}/${a.id}`, jsonInit('POST', body, { cookie: a.cookie }));
    expect((await post('step2', { designPreferences: { styles: ['1', '2'], colorPalettes: ['3'] } })).status).toBe(200);
    const materials = { materialSelections: { kitchen: { lowerCabinets: ['1', '2'], upperCabinets: ['3'], tallCabinets: [], countertops: ['7'] } } };
    expect((await post('step3', materials)).status).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    expect((await upload(app, a, 'floor-plans', [{ name: 'plan.pdf', data: pdf, type: 'application/pdf' }])).status).toBe(201);

    const res = await app.request(`/internal/customers/${a.id}`, { headers: { 'x-internal-token': TEST_SECRETS.internalToken } });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id: a.id,
      firstName: 'Layla',
      email: 'layla@example.com',
      projectDetails: 'commercial',
      projectTimeline: '6-12months',
      budget: '100k+',
      counts: { styles: 2, colorPalettes: 1, materials: 4, documents: 1 },
      locale: 'en',
    });
    expect((await app.request(`/internal/customers/${a.id}`, { headers: { 'x-internal-token': 'wrong' } })).status).toBe(401);
  });

  it("answers the customer's stored language, which their e-mails are written in", async () => {
    const { app } = harness;
    const arabic = await startCustomer(app, { ...step1, customerInfo: { ...step1.customerInfo, email: 'layla.ar@example.com' }, locale: 'ar' });
    const res = await app.request(`/internal/customers/${arabic.id}`, { headers: { 'x-internal-token': TEST_SECRETS.internalToken } });
    expect(await json(res)).toMatchObject({ id: arabic.id, locale: 'ar' });
  });
});

describe('POST /internal/customers/batch (names for the staff appointment list)', () => {
  it('answers the contact details of the known ids only, to the internal token only, and refuses bad bodies', async () => {
    const { app } = harness;
    const a = await startCustomer(app, { ...step1, customerInfo: { ...step1.customerInfo, email: 'layla.batch@example.com' } });
    const b = await startCustomer(app, { ...step1, customerInfo: { ...step1.customerInfo, firstName: 'Rami', email: 'rami@example.com' } });
    const batch = (body: unknown, token = TEST_SECRETS.internalToken) =>
      app.request('/internal/customers/batch', jsonInit('POST', body, { 'x-internal-token': token }));

    const res = await batch({ ids: [a.id, b.id, 'ffffffffffffffffffffffff', a.id] });
    expect(res.status).toBe(200);
    const { customers } = await json(res);
    expect(customers).toHaveLength(2);
    expect(customers).toEqual(
      expect.arrayContaining([
        { id: a.id, firstName: 'Layla', lastName: 'Khoury', email: 'layla.batch@example.com', phone: '+96171123456' },
        { id: b.id, firstName: 'Rami', lastName: 'Khoury', email: 'rami@example.com', phone: '+96171123456' },
      ]),
    );
    expect(await json(await batch({ ids: [] }))).toEqual({ customers: [] });
    expect((await batch({ ids: [a.id] }, 'wrong')).status).toBe(401);
    expect((await batch({ ids: ['nope'] })).status).toBe(400);
    expect((await batch({ ids: { $ne: null } })).status).toBe(400);
    expect((await batch({ ids: Array.from({ length: 101 }, () => a.id) })).status).toBe(400);
  });
});
