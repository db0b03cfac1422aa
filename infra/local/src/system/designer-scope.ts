/**
 * What a `designer` account can read of another designer's work (issue 34 item 4), asked of a
 * running system through its gateway: every GET route of the tables whose access lists `designer`
 * is called with the foreign designer, customer and address in every query parameter it takes
 * (`designerId`, `customerId`, `q`, a wide `from`/`to`, the largest page), all at once and one at a
 * time, and with the foreign ids as its path parameters. Used by the role-matrix test (nothing may
 * come back) and the robustness figure 'foreign items a designer can list'.
 */
import { SERVICE_ROUTES, pathOf, type RouteSpec } from '@cabinetry/shared/contracts/api';
import type { RunningSystem } from './start-system';
import { cookieOf, postJson } from './test-system';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

/** Another designer's work, as identifiers that must never appear in the designer's answers. */
export interface ForeignWork {
  designerId: string;
  customerId: string;
  appointmentId: string;
  /** the foreign customer's e-mail address */
  email: string;
}

/** One call of the probe: what was asked, the status, and which foreign identifiers came back. */
export interface ScopeProbe {
  request: string;
  status: number;
  leaked: string[];
}

/** The query value each filter gets (undefined: the filter is left out). */
function foreignValue(name: string, foreign: ForeignWork): string | undefined {
  switch (name) {
    case 'designerId':
      return foreign.designerId;
    case 'customerId':
      return foreign.customerId;
    case 'q':
      return foreign.email;
    case 'from':
      return '2000-01-01';
    case 'to':
      return '2099-12-31';
    case 'pageSize':
      return '100';
    default:
      return undefined;
  }
}

/** The GET routes a designer may call. */
export const DESIGNER_READS: RouteSpec[] = SERVICE_ROUTES.flatMap(({ routes }) => Object.values(routes) as RouteSpec[]).filter(
  (route) => route.method === 'GET' && route.access.kind === 'staff' && route.access.roles.includes('designer'),
);

/** The requests of the probe for `route`: its path with each foreign id, its query with every foreign filter and each alone. */
function requestsOf(route: RouteSpec, foreign: ForeignWork): string[] {
  const paramNames = Object.keys(route.params?.properties ?? {});
  const paths = paramNames.length
    ? [foreign.customerId, foreign.appointmentId, foreign.designerId].map((id) => pathOf(route, Object.fromEntries(paramNames.map((name) => [name, id]))))
    : [pathOf(route, {})];
  const filters = Object.keys(route.query?.properties ?? {}).flatMap((name) => {
    const value = foreignValue(name, foreign);
    return value === undefined ? [] : [[name, value] as [string, string]];
  });
  const queries = [new URLSearchParams(filters), ...filters.map((filter) => new URLSearchParams([filter]))].map((q) => q.toString());
  return [...new Set(paths.flatMap((path) => queries.map((query) => (query ? `${path}?${query}` : path))))];
}

/** Calls every designer read of `baseUrl` as `token` with the foreign filters; each answer with what of `foreign` it held. */
export async function probeDesignerScope(baseUrl: string, token: string, foreign: ForeignWork): Promise<ScopeProbe[]> {
  const identifiers = [foreign.customerId, foreign.appointmentId, foreign.email];
  const probes: ScopeProbe[] = [];
  for (const route of DESIGNER_READS) {
    for (const request of requestsOf(route, foreign)) {
      const res = await fetch(`${baseUrl}${request}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      probes.push({ request, status: res.status, leaked: identifiers.filter((id) => body.includes(id)) });
    }
  }
  return probes;
}

/**
 * A new customer `email` (step 1) who books the first free slot in person; throws unless both
 * answer 201. Answers the customer's and the appointment's ids.
 */
async function customerBooks(system: RunningSystem, email: string): Promise<{ customerId: string; appointmentId: string }> {
  const step1 = await postJson(system, urlOf('saveStep1'), {
    customerInfo: { firstName: 'Nadine', lastName: 'Frem', email, phone: '+96176543210', projectAddress: 'Mar Mikhael 8, Beirut, Lebanon', projectDetails: 'residential', projectTimeline: '6-12months', budget: '50k-100k' },
    projectTypes: { kitchen: true, wardrobe: false },
  });
  if (step1.status !== 201) throw new Error(`step 1 answered ${step1.status}: ${await step1.text()}`);
  const { customerId } = (await step1.json()) as { customerId: string };
  const days = (await (await fetch(`${system.url}${urlOf('getAvailability')}`)).json()) as { date: string; slots: { start: string; available: boolean }[] }[];
  const slot = days.flatMap((d) => d.slots).find((s) => s.available);
  if (!slot) throw new Error('no free slot');
  const booked = await postJson(system, urlOf('bookAppointment'), { appointmentType: 'in-person', appointmentDate: slot.start, customerId }, cookieOf(step1));
  if (booked.status !== 201) throw new Error(`booking answered ${booked.status}: ${await booked.text()}`);
  return { customerId, appointmentId: ((await booked.json()) as { id: string }).id };
}

/**
 * Stages the probe's data through the admin's designer API: a new designer 'Other' (no account) gets
 * a booking while `mine` (the probed account's designer, given as its id and request body) is
 * inactive, then `mine` one while 'Other' is (`mine` ends active). Answers the other's work and the
 * own appointment's id. Throws when a call is refused.
 */
export async function bookForeignAndOwn(system: RunningSystem, adminToken: string, mine: { id: string; body: Record<string, unknown> }): Promise<{ foreign: ForeignWork; ownAppointmentId: string }> {
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${system.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const other = { ...mine.body, displayName: 'Other', email: 'other-designer@example.com', staffUserId: null, isActive: true };
  const otherId = (await send('POST', urlOf('createDesigner'), other)).id;
  await send('PUT', urlOf('updateDesigner', { params: { id: mine.id } }), { ...mine.body, isActive: false });
  const email = 'foreign.customer@example.com';
  const foreign = await customerBooks(system, email);
  await send('PUT', urlOf('updateDesigner', { params: { id: otherId } }), { ...other, isActive: false });
  await send('PUT', urlOf('updateDesigner', { params: { id: mine.id } }), { ...mine.body, isActive: true });
  const own = await customerBooks(system, 'own.customer@example.com');
  return { foreign: { designerId: otherId, ...foreign, email }, ownAppointmentId: own.appointmentId };
}
