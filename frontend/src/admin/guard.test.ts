import type { AdminUser } from '@cabinetry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

const admin: AdminUser = { id: '1', username: 'maya', email: 'm@x.co', role: 'admin', isActive: true, locale: 'en' };
const editor: AdminUser = { ...admin, role: 'editor' };
const designer: AdminUser = { ...admin, role: 'designer' };

describe('guardRedirect', () => {
  it('sends signed-out visitors to login, except on login and setup', () => {
    expect(guardRedirect('/admin/dashboard', null, null)).toBe('/admin/login');
    expect(guardRedirect('/admin/styles', 'tok', null)).toBe('/admin/login');
    expect(guardRedirect('/admin/login', null, null)).toBeNull();
    expect(guardRedirect('/admin', null, null)).toBeNull();
    expect(guardRedirect('/admin/setup', null, null)).toBeNull();
  });
  it('sends signed-in users from login to the dashboard; setup is exempt', () => {
    expect(guardRedirect('/admin/login', 'tok', admin)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/setup', 'tok', admin)).toBeNull();
  });
  it('keeps editors out of admin-only pages', () => {
    expect(guardRedirect('/admin/users', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/google-auth', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/material-categories', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/materials', 'tok', editor)).toBeNull();
    expect(guardRedirect('/admin/styles', 'tok', editor)).toBeNull();
    expect(guardRedirect('/admin/palettes', 'tok', editor)).toBeNull();
  });
  it('keeps editors out of customers\' data and bookings: leads (and a lead), appointments', () => {
    expect(guardRedirect('/admin/leads', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/leads/64b7f0c2a1b2c3d4e5f60718', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/appointments', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/leads/64b7f0c2a1b2c3d4e5f60718', 'tok', admin)).toBeNull();
    expect(guardRedirect('/admin/appointments', 'tok', admin)).toBeNull();
    expect(guardRedirect('/admin/users', 'tok', admin)).toBeNull();
  });
  it('lets a designer open only leads and appointments, landing on leads instead of the dashboard', () => {
    expect(guardRedirect('/admin/login', 'tok', designer)).toBe('/admin/leads');
    expect(guardRedirect('/admin/dashboard', 'tok', designer)).toBe('/admin/leads');
    for (const path of ['/admin/styles', '/admin/users', '/admin/designers', '/admin/availability', '/admin/audit', '/admin/google-auth']) {
      expect(guardRedirect(path, 'tok', designer), path).toBe('/admin/leads');
    }
    expect(guardRedirect('/admin/leads', 'tok', designer)).toBeNull();
    expect(guardRedirect('/admin/leads/64b7f0c2a1b2c3d4e5f60718', 'tok', designer)).toBeNull();
    expect(guardRedirect('/admin/appointments', 'tok', designer)).toBeNull();
  });
  it('lets only a designer open My calendar, and sends Google’s answer to their own consent there with its query', () => {
    expect(guardRedirect('/admin/my-calendar', 'tok', designer)).toBeNull();
    expect(guardRedirect('/admin/my-calendar', 'tok', admin)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/my-calendar', 'tok', editor)).toBe('/admin/dashboard');
    expect(guardRedirect('/admin/google-auth', 'tok', designer, '?state=s1&code=c1&scope=x')).toBe('/admin/my-calendar?state=s1&code=c1&scope=x');
    expect(guardRedirect('/admin/google-auth', 'tok', designer, '?error=access_denied')).toBe('/admin/my-calendar?error=access_denied');
    expect(guardRedirect('/admin/google-auth', 'tok', designer, '?page=2')).toBe('/admin/leads');
    // an admin completes on the Google Integration page itself; an editor has neither page
    expect(guardRedirect('/admin/google-auth', 'tok', admin, '?state=s1&code=c1')).toBeNull();
    expect(guardRedirect('/admin/google-auth', 'tok', editor, '?state=s1&code=c1')).toBe('/admin/dashboard');
  });
});
