import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { signAdminToken } from '@cabinetry/shared/server/auth';
import { json, jsonInit } from '@cabinetry/shared/testing';
import { documentLinkKey, documentSignature } from '../domain/leads-links';
import { type Harness, startCustomer, startHarness, TEST_SECRETS, type TestCustomer, upload } from '../test-harness';

let harness: Harness;
let app: Harness['app'];
const leads: Record<'layla' | 'omar' | 'zoe' | 'dots', TestCustomer> = {} as never;
let png: Buffer;

const token = (role: 'admin' | 'editor') => signAdminToken({ sub: 'staff-1', username: `${role}-user`, role }, TEST_SECRETS.jwtSecret, '1h');
const asStaff = (role: 'admin' | 'editor' = 'admin') => ({ headers: { authorization: `Bearer ${token(role)}` } });
const get = (path: string, role: 'admin' | 'editor' = 'admin') => app.request(path, asStaff(role));

const customer = (first: string, last: string, email: string, phone: string, extra: Record<string, unknown> = {}) => ({
  customerInfo: {
    firstName: first,
    lastName: last,
    email,
    phone,
    projectAddress: 'Gemmayze St 12, Beirut, Lebanon',
    projectDetails: 'residential',
    projectTimeline: '3-6months',
    budget: '25k-50k',
    ...extra,
  },
  projectTypes: { kitchen: true, wardrobe: false },
});

/** Moves a customer's creation time (fixtures only: the API never lets anyone change it). */
const createdAt = (c: TestCustomer, iso: string) =>
  harness.conn.collection('customers').updateOne({ _id: new Types.ObjectId(c.id) }, { $set: { createdAt: new Date(iso) } });

/** The CSV body's lines, after checking it starts with a UTF-8 byte-order mark. */
async function csvLines(res: Response): Promise<string[]> {
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
}

const ids = async (path: string) => ((await json(await get(path))).items as { id: string }[]).map((i) => i.id);

beforeAll(async () => {
  harness = await startHarness();
  app = harness.app;
  leads.layla = await startCustomer(app, customer('Layla', 'Khoury', 'layla@example.com', '+96171123456'));
  leads.omar = await startCustomer(app, {
    ...customer('Omar', 'Haddad', 'omar.h@example.org', '+971501234567', { projectDetails: 'commercial', projectTimeline: '1-3months', budget: '100k+' }),
    projectTypes: { kitchen: false, wardrobe: true },
  });
  // Zoë answers in Arabic
  leads.zoe = await startCustomer(app, { ...customer('Zoë', '=SUM(A1)', 'zoe@example.com', '+9613555666', { projectAddress: 'Rue "Clemenceau", Hamra, Lebanon' }), locale: 'ar' });
  leads.dots = await startCustomer(app, customer('Dot', 'Plus', 'a.b+c@example.com', '+96170999888'));

  // Omar goes all the way; Zoë stops after step 2
  const o = leads.omar;
  const ok = async (res: Response | Promise<Response>) => expect((await res).status).toBeLessThan(300);
  await ok(app.request(`/api/onboarding/step2/${o.id}`, jsonInit('POST', { designPreferences: { styles: ['1', '2'], colorPalettes: ['3'] } }, { cookie: o.cookie })));
  await ok(app.request(`/api/onboarding/step3/${o.id}`, jsonInit('POST', { materialSelections: { wardrobe: { exteriors: ['4'], interiors: ['5'] } } }, { cookie: o.cookie })));
  await ok(app.request(`/api/onboarding/step4/${o.id}`, jsonInit('POST', { notes: 'Walk-in, =cmd, "oak"', files: [] }, { cookie: o.cookie })));
  const appointment = { appointmentType: 'virtual', appointmentDate: '2025-03-10T10:00:00+02:00', customerId: o.id };
  harness.activeAppointments.set(o.id, { id: 'omar-appointment', appointmentType: 'virtual', appointmentDate: appointment.appointmentDate, specialRequests: '' });
  await ok(app.request(`/api/onboarding/step5/${o.id}`, jsonInit('POST', appointment, { cookie: o.cookie })));
  harness.designers.set(o.id, 'Yara, "senior"');
  await ok(app.request(`/api/onboarding/step2/${leads.zoe.id}`, jsonInit('POST', { designPreferences: { styles: ['1'], colorPalettes: ['3'] } }, { cookie: leads.zoe.cookie })));

  png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#8b5a2b' } }).png().toBuffer();
  expect((await upload(app, leads.layla, 'inspiration', [{ name: 'cuisine-été.png', data: png, type: 'image/png' }])).status).toBe(201);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  expect((await upload(app, leads.omar, 'floor-plans', [{ name: 'plan.pdf', data: pdf, type: 'application/pdf' }])).status).toBe(201);

  // Beirut days: Layla 1 March, Omar 2 March, Zoë 3 March, Dot 4 March (01:30 Beirut = 3 March UTC)
  await createdAt(leads.layla, '2025-03-01T10:00:00Z');
  await createdAt(leads.omar, '2025-03-02T10:00:00Z');
  await createdAt(leads.zoe, '2025-03-03T10:00:00Z');
  await createdAt(leads.dots, '2025-03-03T22:30:00Z');
});

afterAll(() => harness?.stop());

describe('authorization', () => {
  it('refuses anonymous and forged callers, and editors (customers\' personal data is for admins only); lets admins in', async () => {
    const layla = leads.layla.id;
    for (const path of ['/api/admin/leads', `/api/admin/leads/${layla}`, '/api/admin/leads/export.csv', '/api/admin/funnel']) {
      expect((await app.request(path)).status, path).toBe(401);
      const forged = signAdminToken({ sub: 'x', username: 'x', role: 'admin' }, 'another-secret', '1h');
      expect((await app.request(path, { headers: { authorization: `Bearer ${forged}` } })).status, path).toBe(401);
      expect((await get(path, 'editor')).status, path).toBe(403);
      expect((await get(path, 'admin')).status, path).toBe(200);
    }
    // a customer's session is not staff
    expect((await app.request('/api/admin/leads', { headers: { cookie: leads.layla.cookie } })).status).toBe(401);
  });
});

describe('GET /api/admin/leads', () => {
  it('lists newest first with the step each one reached, paginated on the server', async () => {
    const all = await json(await get('/api/admin/leads'));
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.items.map((i: { id: string }) => i.id)).toEqual([leads.dots.id, leads.zoe.id, leads.omar.id, leads.layla.id]);
    const omar = all.items[2];
    expect(omar).toEqual({
      id: leads.omar.id,
      firstName: 'Omar',
      lastName: 'Haddad',
      email: 'omar.h@example.org',
      phone: '+971501234567',
      projectTypes: { kitchen: false, wardrobe: true },
      projectDetails: 'commercial',
      projectTimeline: '1-3months',
      budget: '100k+',
      currentStep: 5,
      isCompleted: true,
      locale: 'en',
      source: 'direct',
      createdAt: '2025-03-02T10:00:00.000Z',
      updatedAt: expect.any(String),
      pipeline: expect.objectContaining({ stage: 'new', owner: null, overdue: false }),
    });
    expect(all.items[1]).toMatchObject({ currentStep: 3, isCompleted: false, locale: 'ar' });

    const page2 = await json(await get('/api/admin/leads?page=2&pageSize=3'));
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual([leads.layla.id]);
    expect(await ids('/api/admin/leads?page=3&pageSize=2')).toEqual([]);
  });

  it('filters by project type, purpose, budget, timeline, completion and Beirut days', async () => {
    expect(await ids('/api/admin/leads?projectType=wardrobe')).toEqual([leads.omar.id]);
    expect(await ids('/api/admin/leads?projectType=kitchen')).toEqual([leads.dots.id, leads.zoe.id, leads.layla.id]);
    expect(await ids('/api/admin/leads?purpose=commercial')).toEqual([leads.omar.id]);
    expect(await ids('/api/admin/leads?budget=100k%2B')).toEqual([leads.omar.id]);
    expect(await ids('/api/admin/leads?timeline=3-6months&purpose=residential')).toEqual([leads.dots.id, leads.zoe.id, leads.layla.id]);
    expect(await ids('/api/admin/leads?completed=true')).toEqual([leads.omar.id]);
    expect(await ids('/api/admin/leads?completed=false&pageSize=2')).toEqual([leads.dots.id, leads.zoe.id]);
    expect(await ids('/api/admin/leads?from=2025-03-02&to=2025-03-03')).toEqual([leads.zoe.id, leads.omar.id]);
    expect(await ids('/api/admin/leads?from=2025-03-04')).toEqual([leads.dots.id]);
    expect(await ids('/api/admin/leads?to=2025-03-01')).toEqual([leads.layla.id]);
    expect(await ids('/api/admin/leads?q=&budget=')).toHaveLength(4);
  });

  it('searches name, e-mail and phone literally', async () => {
    expect(await ids('/api/admin/leads?q=khoury')).toEqual([leads.layla.id]);
    expect(await ids('/api/admin/leads?q=LAYLA%20kho')).toEqual([leads.layla.id]);
    expect(await ids('/api/admin/leads?q=omar.h%40example')).toEqual([leads.omar.id]);
    expect(await ids('/api/admin/leads?q=71%20123%20456')).toEqual([leads.layla.id]);
    expect(await ids('/api/admin/leads?q=%2B971')).toEqual([leads.omar.id]);
    expect(await ids('/api/admin/leads?q=a.b%2Bc')).toEqual([leads.dots.id]);
    expect(await ids('/api/admin/leads?q=.*')).toEqual([]);
    expect(await ids('/api/admin/leads?q=%5B')).toEqual([]);
    expect(await ids('/api/admin/leads?q=(')).toEqual([leads.zoe.id]);
    expect(await ids('/api/admin/leads?q=zo%C3%AB&completed=false')).toEqual([leads.zoe.id]);
  });

  it('has an index behind every filter, the search fields and the sort', async () => {
    const keys = (await harness.conn.collection('customers').indexes()).map((i) => Object.keys(i.key).join(','));
    expect(keys).toContain('createdAt,_id');
    for (const field of ['projectTypes.kitchen', 'projectTypes.wardrobe', 'customerInfo.projectDetails', 'customerInfo.budget', 'customerInfo.projectTimeline', 'isCompleted']) {
      expect(keys).toContain(`${field},createdAt,_id`);
    }
    for (const field of ['firstName', 'lastName', 'email', 'phone']) expect(keys).toContain(`customerInfo.${field}`);
  });

  it('refuses junk parameters with a 400', async () => {
    for (const query of [
      'pageSize=101',
      'pageSize=0',
      'page=-1',
      'page=1.5',
      'projectType=garage',
      'purpose=%7B%22%24ne%22%3Anull%7D',
      'budget[$ne]=x',
      'q[$regex]=.*',
      'completed=yes',
      'from=2025-02-30',
      'to=03/04/2025',
      'from=2025-03-05&to=2025-03-04',
      'q=a&q=b',
      'sort=email',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await get(`/api/admin/leads?${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof (await json(res)).error, query).toBe('string');
      expect((await get(`/api/admin/leads/export.csv?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /api/admin/leads/{id}', () => {
  it('returns everything the customer entered', async () => {
    const lead = await json(await get(`/api/admin/leads/${leads.omar.id}`));
    expect(lead).toMatchObject({
      id: leads.omar.id,
      customerInfo: { firstName: 'Omar', lastName: 'Haddad', projectAddress: 'Gemmayze St 12, Beirut, Lebanon', projectDetails: 'commercial', budget: '100k+' },
      projectTypes: { kitchen: false, wardrobe: true },
      designPreferences: { styles: ['1', '2'], colorPalettes: ['3'] },
      materialSelections: { wardrobe: { exteriors: ['4'], interiors: ['5'] } },
      notes: 'Walk-in, =cmd, "oak"',
      currentStep: 5,
      isCompleted: true,
      appointment: { appointmentType: 'virtual', appointmentDate: '2025-03-10T10:00:00+02:00' },
      createdAt: '2025-03-02T10:00:00.000Z',
    });
    expect(lead.completedAt).toMatch(/^\d{4}-/);
    expect(lead.documents).toHaveLength(1);
    expect(lead.documents[0]).toMatchObject({ filename: 'plan.pdf', fileType: 'application/pdf', fileCategory: 'floor-plans' });
    expect(lead.locale).toBe('en');
    expect(await json(await get(`/api/admin/leads/${leads.zoe.id}`))).toMatchObject({ appointment: null, locale: 'ar' });
  });

  it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
    expect((await get(`/api/admin/leads/${new Types.ObjectId().toString()}`)).status).toBe(404);
    expect((await get('/api/admin/leads/not-an-id')).status).toBe(400);
  });
});

describe('document download links', () => {
  const docOf = async (c: TestCustomer) => (await json(await get(`/api/admin/leads/${c.id}`))).documents[0] as { id: string; downloadUrl: string; fileSize: number };

  it('serve the file as an attachment without any token, for five minutes', async () => {
    const doc = await docOf(leads.layla);
    const url = new URL(doc.downloadUrl, 'http://x');
    expect(url.pathname).toBe(`/api/admin/leads/${leads.layla.id}/documents/${doc.id}/download`);
    const exp = Number(url.searchParams.get('exp'));
    const now = Date.now() / 1000;
    expect(exp).toBeGreaterThan(now + 290);
    expect(exp).toBeLessThanOrEqual(now + 301);

    const res = await app.request(doc.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="cuisine-_t_.png"; filename*=UTF-8''cuisine-%C3%A9t%C3%A9.png`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuse a tampered, expired or over-long link with 403', async () => {
    const doc = await docOf(leads.layla);
    const url = new URL(doc.downloadUrl, 'http://x');
    const base = url.pathname;
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const tampered = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const key = documentLinkKey(TEST_SECRETS.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 1;
    const future = Math.floor(Date.now() / 1000) + 3600;
    for (const query of [
      `exp=${exp}&sig=${tampered}`,
      `exp=${Number(exp) + 1}&sig=${sig}`,
      `exp=${past}&sig=${documentSignature(key, doc.id, past)}`,
      `exp=${future}&sig=${documentSignature(key, doc.id, future)}`,
      `exp=${exp}&sig=${documentSignature(documentLinkKey('guessed'), doc.id, Number(exp))}`,
      `exp=${exp}`,
      '',
    ]) {
      const res = await app.request(`${base}?${query}`);
      expect(res.status, query).toBe(403);
      expect(res.headers.get('content-disposition'), query).toBeNull();
      expect((await json(res)).code, query).toBe('download_link_invalid');
    }
    // the staff token does not replace the signature
    expect((await app.request(`${base}?exp=${exp}&sig=${tampered}`, asStaff('admin'))).status).toBe(403);
  });

  it("refuse another customer's file under a lead's path", async () => {
    const laylaDoc = await docOf(leads.layla);
    const omarDoc = await docOf(leads.omar);
    // a valid signature for Layla's document, used under Omar's lead: not his file
    const moved = laylaDoc.downloadUrl.replace(leads.layla.id, leads.omar.id);
    expect((await app.request(moved)).status).toBe(404);
    // Omar's link with Layla's document id swapped in: the signature no longer matches
    const swapped = omarDoc.downloadUrl.replace(omarDoc.id, laylaDoc.id);
    expect((await app.request(swapped)).status).toBe(403);
    expect((await app.request(omarDoc.downloadUrl)).status).toBe(200);
  });
});

describe('GET /api/admin/leads/export.csv', () => {
  it('exports the filtered leads as escaped CSV', async () => {
    const res = await get('/api/admin/leads/export.csv?completed=false');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = await csvLines(res);
    expect(lines[0]).toBe('Created (Beirut time),First name,Last name,Email,Phone,Project address,Language,Kitchen,Wardrobe,Purpose,Timeline,Budget,Step reached,Completed,Appointment type,Appointment date (Beirut time),Designer,Notes,Stage,Owner,Estimated value (USD),Origin,Source,Heard about us,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Referrer,Landing page,Google click id (gclid),Facebook click id (fbclid),WhatsApp click id (ctwa_clid)');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('a.b+c@example.com');
    const zoe = lines[2];
    expect(zoe).toContain(`,Zoë,'=SUM(A1),zoe@example.com,'+9613555666,"Rue ""Clemenceau"", Hamra, Lebanon",Arabic,yes,no,Residential,3-6 months,"$25,000 - $50,000",3,no,`);
    expect(lines.join('\n')).not.toContain('Omar');
  });

  it('escapes the notes and labels of a completed lead', async () => {
    const [, row, ...rest] = await csvLines(await get('/api/admin/leads/export.csv?q=omar', 'admin'));
    expect(rest).toEqual([]);
    expect(row).toContain(`,Omar,Haddad,omar.h@example.org,'+971501234567,"Gemmayze St 12, Beirut, Lebanon",English,`);
    expect(row).toContain(',no,yes,Commercial,1-3 months,"$100,000+",5,yes,virtual,2025-03-10 10:00,"Yara, ""senior""","Walk-in, =cmd, ""oak"""');
  });
});

describe('GET /api/admin/funnel', () => {
  it('counts customers created in the range who reached each step', async () => {
    const funnel = await json(await get('/api/admin/funnel?from=2025-03-01&to=2025-03-04'));
    expect(funnel).toEqual({
      from: '2025-03-01',
      to: '2025-03-04',
      steps: [
        { step: 1, label: 'Project Info', count: 4 },
        { step: 2, label: 'Design Preferences', count: 4 },
        { step: 3, label: 'Materials Selection', count: 2 },
        { step: 4, label: 'Document Upload', count: 1 },
        { step: 5, label: 'Consultation Booking', count: 1 },
      ],
      completed: 1,
    });
    const narrow = await json(await get('/api/admin/funnel?from=2025-03-03&to=2025-03-03'));
    expect(narrow.steps.map((s: { count: number }) => s.count)).toEqual([1, 1, 1, 0, 0]);
  });

  it('defaults to the last 30 days ending today (Beirut) and refuses bad ranges', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-22T22:30:00Z')); // already 23 November 00:30 in Beirut (UTC+2)
      const funnel = await json(await get('/api/admin/funnel'));
      expect([funnel.from, funnel.to]).toEqual(['2026-10-25', '2026-11-23']);
      expect(funnel.steps.every((s: { count: number }) => s.count === 0)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    for (const query of ['from=2025-03-05&to=2025-03-01', 'from=yesterday', 'to[$gt]=1', 'step=2']) {
      expect((await get(`/api/admin/funnel?${query}`)).status, query).toBe(400);
    }
  });
});
