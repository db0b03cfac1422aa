import { describe, expect, it } from 'vitest';
import { urlOf } from './customer-client';
import { CUSTOMER_PATHS } from './customer-paths';
import { SERVICE_ROUTES } from './index';
import { API_PATHS } from './paths';

/** The access kinds a visitor holds without a staff account. */
const CUSTOMER_ACCESS = ['anonymous', 'customer', 'link'];

describe('the customer paths module (what the customer pages may name)', () => {
  it('lists exactly the routes whose access is anonymous, customer or link, each where its table says', () => {
    const expected = SERVICE_ROUTES.flatMap(({ routes }) => Object.entries(routes).filter(([, route]) => CUSTOMER_ACCESS.includes(route.access.kind)).map(([name]) => name));
    expect(Object.keys(CUSTOMER_PATHS).sort()).toEqual(expected.sort());
    for (const [name, route] of Object.entries(CUSTOMER_PATHS)) expect(route).toEqual(API_PATHS[name as keyof typeof API_PATHS]);
  });

  it('gives the customer client no staff route: naming one does not compile and throws', () => {
    // @ts-expect-error a staff route (staff('admin', 'designer')) is not a customer route
    expect(() => urlOf('listLeads')).toThrow('listLeads is not a route of this client');
    // @ts-expect-error an internal route is no client's
    expect(() => urlOf('getCustomerProfile', { params: { customerId: 'x' } })).toThrow('getCustomerProfile is not a route of this client');
    expect(urlOf('getManagedAppointment', { params: { token: 'a.b' } })).toBe('/api/appointments/manage/a.b');
  });
});
