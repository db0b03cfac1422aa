/**
 * Step 4's multipart form as SPEC §7 sends it: `files` repeated, `fileCategory`, `notes` and
 * `folder` ('customers/{customerId}/{fileCategory}') together are accepted (201, the files listed,
 * the notes saved); a folder naming another customer is refused (400), nothing stored.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '@cabinetry/shared/testing';
import { type Harness, startCustomer, startHarness, type TestCustomer } from '../test-harness';

const step1 = {
  customerInfo: { firstName: 'Rana', lastName: 'Aoun', email: 'rana.aoun@example.com', phone: '+96171123000', projectAddress: '', projectDetails: 'residential', projectTimeline: '', budget: '' },
  projectTypes: { kitchen: true, wardrobe: false },
};

let h: Harness;
let customer: TestCustomer;
let png: Buffer;

beforeAll(async () => {
  h = await startHarness();
  customer = await startCustomer(h.app, step1);
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } }).png().toBuffer();
});
afterAll(async () => {
  await h?.stop();
});

/** The spec's form: two plans, their category, notes and the folder. */
function specForm(folder: string): FormData {
  const form = new FormData();
  for (const name of ['plan-a.png', 'plan-b.png']) form.append('files', new File([new Uint8Array(png)], name, { type: 'image/png' }));
  form.append('fileCategory', 'floor-plans');
  form.append('notes', 'Ceiling 2.6 m');
  form.append('folder', folder);
  return form;
}
const send = (form: FormData) => h.app.request(`/api/onboarding/step4/${customer.id}`, { method: 'POST', body: form, headers: { cookie: customer.cookie } });
const listed = async () => ((await json(await h.app.request(`/api/onboarding/documents/${customer.id}`, { headers: { cookie: customer.cookie } }))) as { filename: string }[]).map((d) => d.filename);

describe("step 4's spec fields", () => {
  it('refuses a folder of another customer, storing nothing', async () => {
    const res = await send(specForm('customers/0123456789abcdef01234567/floor-plans'));
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: 'invalid_request' });
    expect(await listed()).toEqual([]);
  });

  it('takes files, fileCategory, notes and folder together', async () => {
    const res = await send(specForm(`customers/${customer.id}/floor-plans`));
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await listed()).toEqual(['plan-a.png', 'plan-b.png']);
    expect((await h.conn.collection('customers').findOne({}, { projection: { notes: 1 } }))?.notes).toBe('Ceiling 2.6 m');
  });
});
