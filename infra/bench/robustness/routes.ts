/**
 * The routes the fuzzing test attacks (every /api route of docs/product.md §7 and the admin additions), each
 * with the credentials it needs, and the sessions those credentials come from.
 */
import sharp from 'sharp';
import { slotAppointmentDate } from '@cabinetry/shared/time';
import { urlOf } from '@cabinetry/shared/contracts/api/client';
import { API_PATHS, type RouteName } from '@cabinetry/shared/contracts/api/paths';

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

/**
 * The path of route `name` with `params` put in as they are, unencoded: the fuzzer's ids are URL
 * text already (encoded, or odd on purpose), where urlOf would encode them again.
 */
const rawPath = (name: RouteName, params: Record<string, string> = {}) => API_PATHS[name].path.replace(/\{(\w+)\}/g, (_whole, key: string) => params[key]);

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
  const step1 = await call(`${baseUrl}${urlOf('saveStep1')}`, {
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
  const upload = await call(`${baseUrl}${urlOf('saveStep4', { params: { customerId } })}`, { method: 'POST', body: form, headers: { cookie } });
  const documentId = ((await upload.json()) as { uploadedFiles: { id: string }[] }).uploadedFiles[0].id;
  const days = (await (await call(`${baseUrl}${urlOf('getAvailability')}`, {})).json()) as { date: string; slots: { time: string; start: string; available: boolean }[] }[];
  const day = days.filter((d) => d.slots.some((s) => s.available))[adminExists ? 1 : 0];
  const booked = await call(`${baseUrl}${urlOf('bookAppointment')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ appointmentType: 'in-person', appointmentDate: day.slots.find((s) => s.available)!.start, customerId }),
  });
  const appointmentId = ((await booked.json()) as { id: string }).id;
  const admin = { username: 'fuzzadmin', email: 'fuzz@example.com', firstName: 'Fuzz', lastName: 'Admin', password: 'fuzz-password-1', confirmPassword: 'fuzz-password-1' };
  if (!adminExists) await call(`${baseUrl}${urlOf('setup')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const login = await call(`${baseUrl}${urlOf('login')}`, {
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
    get(none, (_s, _id, q) => `${rawPath('listPublicStyles')}?activeOnly=${q}`),
    get(none, (_s, _id, q) => `${rawPath('listPublicPalettes')}?activeOnly=${q}`),
    get(none, (_s, _id, q) => `${rawPath('listPublicCategories')}?type=${q}&activeOnly=true`),
    get(none, (_s, _id, q) => `${rawPath('listPublicMaterials')}?styleIds=${q}&activeOnly=true`),
    get(none, (_s, id, q) => `${rawPath('getMedia', { key: id })}?w=${q}`),
    get(none, (_s, _id, q) => `${rawPath('getAvailability')}?startDate=${q}`),
    get(none, () => rawPath('getWhatsappConfig')),
    get(customer, (_s, id) => rawPath('listDocuments', { customerId: id })),
    get(customer, (_s, id) => rawPath('listCustomerAppointments', { customerId: id })),
    get(admin, (_s, id) => rawPath('getMaterial', { id })),
    get(admin, (_s, _id, q) => `${rawPath('listMaterials')}?activeOnly=${q}&categoryId=${q}`),
    get(admin, (_s, _id, q) => `${rawPath('listCategories')}?activeOnly=${q}&type=${q}`),
    get(admin, (_s, _id, q) => `${rawPath('listLeads')}?page=${q}&pageSize=${q}&q=${q}&budget=${q}&from=${q}`),
    get(admin, (_s, _id, q) => `${rawPath('getFunnel')}?from=${q}&to=${q}`),
    send('POST', customer, () => rawPath('saveStep1'), validStep1),
    send('POST', customer, (s) => rawPath('saveStep2', { customerId: s.customerId }), () => ({ designPreferences: { styles: ['1'], colorPalettes: ['1'] } })),
    send('POST', customer, (s) => rawPath('saveStep3', { customerId: s.customerId }), () => ({
      materialSelections: { kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: ['2'] } },
    })),
    send('POST', customer, (s) => rawPath('saveStep4', { customerId: s.customerId }), () => ({ notes: 'fuzz' })),
    send('POST', customer, (s) => rawPath('saveStep5', { customerId: s.customerId }), (s) => ({
      appointmentType: 'in-person',
      appointmentDate: slotAppointmentDate('2030-01-07', '10:00'),
      customerId: s.customerId,
    })),
    send('POST', customer, () => rawPath('bookAppointment'), (s) => ({ appointmentType: 'virtual', appointmentDate: slotAppointmentDate('2030-01-08', '10:00'), customerId: s.customerId })),
    send('POST', none, () => rawPath('login'), () => ({ username: 'fuzzadmin', password: 'not-the-password' })),
    send('POST', none, () => rawPath('setup'), () => ({ username: 'second', email: 'b@example.com', firstName: 'B', lastName: 'C', password: 'password-2', confirmPassword: 'password-2' })),
    send('POST', admin, () => rawPath('createLead'), () => ({ firstName: 'Fuzz', lastName: 'Lead', phone: '+96170000001', projectTypes: { kitchen: true, wardrobe: false }, source: 'walk-in' })),
    send('POST', admin, (_s, id) => rawPath('sendLeadResumeLink', { id }), () => ({})),
    send('POST', admin, () => rawPath('createUser'), () => ({ username: 'fuzzed', email: 'f@example.com', role: 'editor', password: 'password-3', confirmPassword: 'password-3' })),
    send('PUT', admin, (_s, id) => rawPath('updateUser', { id }), () => ({ username: 'fuzzed', email: 'f@example.com', role: 'editor' })),
    send('POST', admin, () => rawPath('createCategory'), () => ({ name: 'Fuzz', type: 'countertop' })),
    send('PUT', admin, (_s, id) => rawPath('updateCategory', { id }), () => ({ name: 'Fuzz', type: 'countertop' })),
    send('PUT', admin, () => rawPath('putAvailabilityRules'), () => ({
      weeklyHours: { '1': [{ start: '09:00', end: '17:00' }], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] },
      daysOff: [],
      slotMinutes: 60,
      minNoticeDays: 1,
      windowDays: 28,
      horizonDays: 90,
    })),
    send('POST', admin, () => rawPath('completeGoogleLogin'), () => ({ code: 'fuzz-code' })),
    multipart((s) => rawPath('saveStep4', { customerId: s.customerId }), { fileCategory: 'inspiration' }),
    multipart(() => rawPath('createStyle'), { name: 'Fuzz style', description: '', isActive: 'true' }),
    multipart(() => rawPath('createMaterial'), { name: 'Fuzz material', categoryId: '0', price: '€', isActive: 'true', styleIdsEmpty: 'true' }),
    del(customer, (id) => rawPath('deleteDocument', { documentId: id })),
    del(customer, (id) => rawPath('cancelAppointment', { id })),
    del(admin, (id) => rawPath('deleteStyle', { id })),
    del(admin, (id) => rawPath('deleteStyleImage', { id })),
    del(admin, (id) => rawPath('deletePalette', { id })),
    del(admin, (id) => rawPath('deleteMaterial', { id })),
    del(admin, (id) => rawPath('deleteCategory', { id })),
    del(admin, (id) => rawPath('deleteUser', { id })),
  ];
  return targets;
}
