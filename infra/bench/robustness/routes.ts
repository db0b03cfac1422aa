/**
 * The routes the fuzzing test attacks (every /api route of docs/product.md §7 and the admin additions), each
 * with the credentials it needs, and the sessions those credentials come from.
 */
import sharp from 'sharp';
import { slotAppointmentDate } from '@cabinetry/shared/time';

export interface Sessions {
  customerId: string;
  cookie: string;
  documentId: string;
  appointmentId: string;
  token: string;
}

export interface BuiltRequest {
  path: string;
  body?: string | FormData;
  contentType?: string;
}

export interface RouteTarget {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  kind: 'json' | 'other';
  /** A valid body holding only required fields (deleting any one makes it invalid). */
  validBody?: (s: Sessions) => Record<string, unknown>;
  headers: (s: Sessions) => Record<string, string>;
  build: (s: Sessions, input: { id: string; query: string; body: string | undefined }) => BuiltRequest;
}

const json = (path: string, body?: string): BuiltRequest => ({ path, body, contentType: 'application/json' });

/** fetch that throws (with the answer) unless the status is 2xx. */
export async function call(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/**
 * A customer with a document and an appointment, and a signed-in admin (set up unless
 * `adminExists`; the same admin signs in either way).
 */
export async function openSessions(baseUrl: string, { adminExists = false } = {}): Promise<Sessions> {
  const step1 = await call(`${baseUrl}/api/onboarding/step1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validStep1()),
  });
  const { customerId } = (await step1.json()) as { customerId: string };
  const cookie = (step1.headers.get('set-cookie') ?? '').split(';')[0];
  const form = new FormData();
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } }).png().toBuffer();
  form.append('files', new File([new Uint8Array(png)], 'plan.png', { type: 'image/png' }));
  form.append('fileCategory', 'inspiration');
  const upload = await call(`${baseUrl}/api/onboarding/step4/${customerId}`, { method: 'POST', body: form, headers: { cookie } });
  const documentId = ((await upload.json()) as { uploadedFiles: { id: string }[] }).uploadedFiles[0].id;
  const days = (await (await call(`${baseUrl}/api/appointments/available`, {})).json()) as { date: string; slots: { time: string; start: string; available: boolean }[] }[];
  const day = days.filter((d) => d.slots.some((s) => s.available))[adminExists ? 1 : 0];
  const booked = await call(`${baseUrl}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ appointmentType: 'in-person', appointmentDate: day.slots.find((s) => s.available)!.start, customerId }),
  });
  const appointmentId = ((await booked.json()) as { id: string }).id;
  const admin = { username: 'fuzzadmin', email: 'fuzz@example.com', firstName: 'Fuzz', lastName: 'Admin', password: 'fuzz-password-1', confirmPassword: 'fuzz-password-1' };
  if (!adminExists) await call(`${baseUrl}/api/admin/setup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const login = await call(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  return { customerId, cookie, documentId, appointmentId, token };
}

let step1Bodies = 0;

/**
 * A valid step-1 body (docs/product.md §7), for a new customer fuzz.target<n>@example.com: a mailbox
 * of its own each time, as step 1 from a new browser with a known address offers that project's
 * resume link instead of a second lead.
 */
export function validStep1() {
  return {
    customerInfo: {
      firstName: 'Fuzz',
      lastName: 'Target',
      email: `fuzz.target${++step1Bodies}@example.com`,
      phone: '+96171123456',
      projectAddress: '',
      projectDetails: 'residential',
      projectTimeline: '',
      budget: '',
    },
    projectTypes: { kitchen: true, wardrobe: false },
  };
}

const customer = (s: Sessions) => ({ cookie: s.cookie });
const admin = (s: Sessions) => ({ authorization: `Bearer ${s.token}` });
const none = () => ({});



const get = (headers: RouteTarget['headers'], path: (s: Sessions, id: string, q: string) => string): RouteTarget => ({
  method: 'GET',
  kind: 'other',
  headers,
  build: (s, { id, query }) => ({ path: path(s, id, query) }),
});
const del = (headers: RouteTarget['headers'], path: (id: string) => string): RouteTarget => ({
  method: 'DELETE',
  kind: 'other',
  headers,
  build: (_s, { id }) => ({ path: path(id) }),
});
const send = (method: 'POST' | 'PUT', headers: RouteTarget['headers'], path: (s: Sessions, id: string) => string, validBody: (s: Sessions) => Record<string, unknown>): RouteTarget => ({
  method,
  kind: 'json',
  headers,
  validBody,
  build: (s, { id, body }) => json(path(s, id), body),
});

const multipartScenarios = (fields: Record<string, string>, scenario: number): FormData => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (scenario % 3 === 1) form.append('image', new File([new TextEncoder().encode('#!/bin/sh\nrm -rf /\n')], 'x.png', { type: 'image/png' }));
  if (scenario % 3 === 2) form.set('name', '');
  return form;
};

/** Multipart route: the body is one of several broken forms (no image, fake image, empty name) or garbage. */
const multipart = (path: (s: Sessions) => string, fields: Record<string, string>): RouteTarget => ({
  method: 'POST',
  kind: 'other',
  headers: admin,
  build: (s, { query }) => {
    const scenario = query.length % 4;
    if (scenario === 3) return { path: path(s), body: `--x\r\n${query}\r\n`, contentType: 'multipart/form-data; boundary=x' };
    return { path: path(s), body: multipartScenarios(fields, scenario) };
  },
});

/** Every target; see the fuzzing test for what each must answer. */
export function routeTargets(): RouteTarget[] {
  const targets: RouteTarget[] = [
    get(none, (_s, _id, q) => `/api/public/styles?activeOnly=${q}`),
    get(none, (_s, _id, q) => `/api/public/palettes?activeOnly=${q}`),
    get(none, (_s, _id, q) => `/api/public/categories?type=${q}&activeOnly=true`),
    get(none, (_s, _id, q) => `/api/public/materials?styleIds=${q}&activeOnly=true`),
    get(none, (_s, id, q) => `/api/media/${id}?w=${q}`),
    get(none, (_s, _id, q) => `/api/appointments/available?startDate=${q}`),
    get(none, () => '/api/config/whatsapp'),
    get(customer, (_s, id) => `/api/onboarding/documents/${id}`),
    get(customer, (_s, id) => `/api/appointments/${id}`),
    get(admin, (_s, id) => `/api/admin/materials/${id}`),
    get(admin, (_s, _id, q) => `/api/admin/materials?activeOnly=${q}&categoryId=${q}`),
    get(admin, (_s, _id, q) => `/api/admin/categories?activeOnly=${q}&type=${q}`),
    get(admin, (_s, _id, q) => `/api/admin/leads?page=${q}&pageSize=${q}&q=${q}&budget=${q}&from=${q}`),
    get(admin, (_s, _id, q) => `/api/admin/funnel?from=${q}&to=${q}`),
    send('POST', customer, () => '/api/onboarding/step1', validStep1),
    send('POST', customer, (s) => `/api/onboarding/step2/${s.customerId}`, () => ({ designPreferences: { styles: ['1'], colorPalettes: ['1'] } })),
    send('POST', customer, (s) => `/api/onboarding/step3/${s.customerId}`, () => ({
      materialSelections: { kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: ['2'] } },
    })),
    send('POST', customer, (s) => `/api/onboarding/step4/${s.customerId}`, () => ({ notes: 'fuzz' })),
    send('POST', customer, (s) => `/api/onboarding/step5/${s.customerId}`, (s) => ({
      appointmentType: 'in-person',
      appointmentDate: slotAppointmentDate('2030-01-07', '10:00'),
      customerId: s.customerId,
    })),
    send('POST', customer, () => '/api/appointments', (s) => ({ appointmentType: 'virtual', appointmentDate: slotAppointmentDate('2030-01-08', '10:00'), customerId: s.customerId })),
    send('POST', none, () => '/api/admin/login', () => ({ username: 'fuzzadmin', password: 'not-the-password' })),
    send('POST', none, () => '/api/admin/setup', () => ({ username: 'second', email: 'b@example.com', firstName: 'B', lastName: 'C', password: 'password-2', confirmPassword: 'password-2' })),
    send('POST', admin, () => '/api/admin/leads', () => ({ firstName: 'Fuzz', lastName: 'Lead', phone: '+96170000001', projectTypes: { kitchen: true, wardrobe: false }, source: 'walk-in' })),
    send('POST', admin, (_s, id) => `/api/admin/leads/${id}/resume-link`, () => ({})),
    send('POST', admin, () => '/api/admin/users', () => ({ username: 'fuzzed', email: 'f@example.com', role: 'editor', password: 'password-3', confirmPassword: 'password-3' })),
    send('PUT', admin, (_s, id) => `/api/admin/users/${id}`, () => ({ username: 'fuzzed', email: 'f@example.com', role: 'editor' })),
    send('POST', admin, () => '/api/admin/categories', () => ({ name: 'Fuzz', type: 'countertop' })),
    send('PUT', admin, (_s, id) => `/api/admin/categories/${id}`, () => ({ name: 'Fuzz', type: 'countertop' })),
    send('PUT', admin, () => '/api/admin/availability', () => ({
      weeklyHours: { '1': [{ start: '09:00', end: '17:00' }], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] },
      daysOff: [],
      slotMinutes: 60,
      minNoticeDays: 1,
      windowDays: 28,
      horizonDays: 90,
    })),
    send('POST', admin, () => '/api/oauth/callback', () => ({ code: 'fuzz-code' })),
    multipart((s) => `/api/onboarding/step4/${s.customerId}`, { fileCategory: 'inspiration' }),
    multipart(() => '/api/admin/styles', { name: 'Fuzz style', description: '', isActive: 'true' }),
    multipart(() => '/api/admin/materials', { name: 'Fuzz material', categoryId: '0', price: '€', isActive: 'true', styleIdsEmpty: 'true' }),
    del(customer, (id) => `/api/onboarding/documents/${id}`),
    del(customer, (id) => `/api/appointments/${id}`),
    del(admin, (id) => `/api/admin/styles/${id}`),
    del(admin, (id) => `/api/admin/styles/${id}/image`),
    del(admin, (id) => `/api/admin/palettes/${id}`),
    del(admin, (id) => `/api/admin/materials/${id}`),
    del(admin, (id) => `/api/admin/categories/${id}`),
    del(admin, (id) => `/api/admin/users/${id}`),
  ];
  return targets;
}
