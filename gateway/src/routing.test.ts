/** The gateway's router, built from the route tables: method and path template pick the service; internal routes are never routed. */
import { describe, expect, it } from 'vitest';
import { apiRouter } from './routing';

const route = apiRouter();
const serviceOf = (method: string, path: string) => route(method, path)?.service ?? null;

describe('apiRouter', () => {
  it('routes by method and path template to the owning service', () => {
    expect(serviceOf('GET', '/api/public/styles')).toBe('catalogue');
    expect(serviceOf('GET', '/api/media/styles/0b1c2d3e-0000-0000-0000-000000000000.webp')).toBe('catalogue');
    expect(serviceOf('GET', '/api/admin/leads/export.csv')).toBe('onboarding');
    expect(serviceOf('GET', '/api/admin/leads/0123456789abcdef01234567')).toBe('onboarding');
    expect(serviceOf('DELETE', '/api/appointments/manage/some-token')).toBe('scheduling');
    expect(serviceOf('POST', '/api/admin/login')).toBe('identity');
  });

  it('answers HEAD as GET, and a method or path no table has with no route', () => {
    expect(serviceOf('HEAD', '/api/public/styles')).toBe('catalogue');
    expect(serviceOf('PATCH', '/api/public/styles')).toBeNull();
    expect(serviceOf('GET', '/api/nowhere')).toBeNull();
  });

  it('never routes an internal route', () => {
    expect(serviceOf('GET', '/internal/customers/0123456789abcdef01234567')).toBeNull();
    expect(serviceOf('POST', '/internal/audit')).toBeNull();
  });
});
