// @vitest-environment jsdom
/**
 * The dashboard shows each chart to the roles its route lists: a designer gets the sales reports
 * (of their own leads, answered by the server) without the admins' charts or the reports' CSV; an
 * editor gets no chart and makes no call; an admin gets all of them.
 */
import type { AdminUser, PipelineReport } from '@cabinetry/shared/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, installBrowserShims, Providers } from '../../testing/fakeApi';
import type { AdminContext } from '../adminContext';
import DashboardPage from './DashboardPage';

const EMPTY_REPORT: PipelineReport = {
  from: '2026-06-01',
  to: '2026-11-29',
  firstContact: { total: { leads: 0, contacted: 0, onTime: 0, overdue: 0, onTimeShare: null, medianMinutes: null }, byOwner: [], byWeek: [] },
  conversion: [],
  wonValue: [],
  stale: [],
};

/** The charts' module loads on demand (recharts), imported once before the tests (cold, it takes seconds here). */
const LAZY = { timeout: 10_000 };

beforeAll(async () => {
  installBrowserShims();
  await import('./DashboardCharts');
}, 120_000);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the dashboard for a user of `role` with the fake API; answers the API's record of calls. */
function dashboardAs(role: AdminUser['role']) {
  localStorage.setItem('adminToken', 'test-token');
  const api = fakeApi({ 'GET /api/admin/reports/pipeline': () => EMPTY_REPORT, 'GET /api/admin/': () => [500, { error: 'not in this test', code: 'internal' }] });
  const context: AdminContext = { user: { id: 'u1', username: `${role}-user`, firstName: 'Sam', role } as AdminUser, sections: [] };
  render(
    <Providers path="/admin/dashboard">
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route path="/admin/dashboard" element={<DashboardPage />} />
        </Route>
      </Routes>
    </Providers>,
  );
  return api;
}

describe('the dashboard by role', () => {
  it('shows a designer the sales reports, without the admins’ charts or the CSV', async () => {
    const api = dashboardAs('designer');
    expect(await screen.findByRole('heading', { name: 'Sales reports' }, LAZY)).toBeTruthy();
    expect(await screen.findAllByText('No leads were created in this period.', {}, LAZY)).toHaveLength(2);
    expect(api.calls.map((c) => c.split('?')[0])).toEqual(['GET /api/admin/reports/pipeline']);
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('shows an editor no chart and calls nothing', async () => {
    const api = dashboardAs('editor');
    expect(await screen.findByText(/Sam/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sales reports' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('shows an admin every chart and the reports’ CSV', async () => {
    const api = dashboardAs('admin');
    expect(await screen.findByRole('button', { name: /Export CSV/ }, LAZY)).toBeTruthy();
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThanOrEqual(4));
    expect(api.calls.map((c) => c.split('?')[0]).sort()).toEqual(['GET /api/admin/appointments/no-shows', 'GET /api/admin/appointments/stats', 'GET /api/admin/funnel', 'GET /api/admin/reports/pipeline']);
  });
});
