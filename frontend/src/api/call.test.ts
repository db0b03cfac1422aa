import type { AppointmentView, UploadedDocument } from '@cabinetry/shared/contracts';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fakeApi } from '../testing/fakeApi';
import { call, urlOf } from './call';
import { ApiError } from './client';

const CUSTOMER = '64b7f0c2a1b2c3d4e5f60718';
const sent: { method?: string; headers?: HeadersInit; body?: BodyInit | null }[] = [];
const record = (answer: unknown) => (_url: URL, init: RequestInit | undefined) => {
  sent.push({ method: init?.method, headers: init?.headers, body: init?.body });
  return answer;
};

afterEach(() => {
  sent.length = 0;
  vi.unstubAllGlobals();
});

describe('urlOf (a route by name: its path from the paths module)', () => {
  it('fills the path parameters, encoded, and keeps the defined query values in their order', () => {
    expect(urlOf('getManagedAppointment', { params: { token: 'a/b c' } })).toBe('/api/appointments/manage/a%2Fb%20c');
    expect(urlOf('listPublicCategories', { query: { type: 'countertop', activeOnly: 'true', locale: undefined } })).toBe('/api/public/categories?type=countertop&activeOnly=true');
    expect(urlOf('getBookingWindow')).toBe('/api/appointments/booking-window');
  });

  it('refuses a missing path parameter rather than calling a wrong path', () => {
    expect(() => urlOf('listDocuments', { params: {} as { customerId: string } })).toThrow('missing path parameter customerId');
  });
});

describe('call (method, body and answer from the route table)', () => {
  it("sends the route's method with a JSON body and resolves to the parsed answer", async () => {
    const api = fakeApi({ 'POST /api/appointments/': record({ id: 'a1' }) });
    const answer = await call('rescheduleAppointment', { params: { id: CUSTOMER }, query: { locale: 'fr' }, body: { appointmentDate: '2026-12-01T10:00:00+02:00' } });
    expect(answer).toEqual({ id: 'a1' });
    expect(api.calls).toEqual([`POST /api/appointments/${CUSTOMER}/reschedule?locale=fr`]);
    expect(sent[0]).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ appointmentDate: '2026-12-01T10:00:00+02:00' }) });
  });

  it('sends a FormData as it is (the browser sets the multipart boundary) with the headers given', async () => {
    fakeApi({ 'POST /api/onboarding/step4/': record({ uploadedFiles: [] }) });
    const form = new FormData();
    form.append('fileCategory', 'photos');
    await call('saveStep4', { params: { customerId: CUSTOMER }, body: form }, { headers: { 'X-Test': '1' } });
    expect(sent[0]).toEqual({ method: 'POST', headers: { 'X-Test': '1' }, body: form });
  });

  it('rejects with the ApiError of a refusal', async () => {
    fakeApi({ 'DELETE /api/onboarding/documents/': () => [403, { error: 'Not yours', code: 'session_mismatch' }] });
    const refusal = await call('deleteDocument', { params: { documentId: CUSTOMER } }).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ApiError);
    expect([(refusal as ApiError).status, (refusal as ApiError).code]).toEqual([403, 'session_mismatch']);
  });
});

describe('the types a call takes and answers (checked by the typecheck)', () => {
  it("infers the answer from the route's responses and refuses what its schemas refuse", () => {
    expectTypeOf(call<'listCustomerAppointments'>).returns.resolves.toEqualTypeOf<{ appointments: AppointmentView[] }>();
    expectTypeOf(call<'listDocuments'>).returns.resolves.toEqualTypeOf<UploadedDocument[]>();
    // never run: each line fails the typecheck when its directive has nothing to refuse
    const refused = () => [
      // @ts-expect-error a path parameter the route does not have
      urlOf('listDocuments', { params: { documentId: 'x' } }),
      // @ts-expect-error a body the schema refuses
      call('saveStep1', { body: { email: 42 } }),
      // @ts-expect-error an /internal route: not the browser's
      urlOf('listStaleDrafts'),
    ];
    expectTypeOf(refused).toBeFunction();
  });
});
