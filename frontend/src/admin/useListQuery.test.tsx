// @vitest-environment jsdom
/**
 * The list pages' URL state: what the URL says is checked against the route's query schema (the
 * real standalone validator of leadQuerySchema), a filter change returns to page 1, other search
 * parameters are kept, and the state survives leaving the page and coming Back.
 */
import { type LeadQueryParams, leadQuerySchema, type MaterialListQueryParams, materialListQuerySchema } from '@cabinetry/shared/contracts';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import leadQueryValidator from 'virtual:validator/leadQuerySchema';
import materialListQueryValidator from 'virtual:validator/materialListQuerySchema';
import { urlOf } from './api/http';
import { type ListQueryState, useListQuery } from './useListQuery';

afterEach(cleanup);

const DEFAULTS = { pageSize: '20' } satisfies LeadQueryParams;

/** Renders a page using the hook at `url` (and an 'elsewhere' page); returns the hook's latest state and the router. */
function mount(url: string) {
  const seen: { state?: ListQueryState<LeadQueryParams>; navigate?: ReturnType<typeof useNavigate> } = {};
  function Page() {
    seen.state = useListQuery(leadQuerySchema, leadQueryValidator, DEFAULTS);
    seen.navigate = useNavigate();
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/admin/leads', element: <Page /> },
      { path: '/admin/leads/:id', element: <p>lead</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return { seen, router, search: () => router.state.location.search };
}

describe('useListQuery', () => {
  it('reads the query from the URL, dropping what the route schema refuses', () => {
    const { seen } = mount('/admin/leads?q=layla&budget=100k%2B&page=3&from=2026-11-23&projectType=garage&pageSize=500&view=table');
    expect(seen.state!.query).toEqual({ q: 'layla', budget: '100k+', page: '3', from: '2026-11-23', pageSize: '20' });
    expect([seen.state!.page, seen.state!.pageSize, seen.state!.filtered]).toEqual([3, 20, true]);
  });

  it('returns to page 1 on a filter change, keeps paging changes and other parameters, and clears only its own', () => {
    const { seen, search } = mount('/admin/leads?view=table&page=2&budget=under10k');
    act(() => seen.state!.update({ completed: 'true' }));
    expect(search()).toBe('?view=table&budget=under10k&completed=true');
    act(() => seen.state!.update({ page: '4', pageSize: '50' }));
    expect(seen.state!.query).toMatchObject({ page: '4', pageSize: '50', completed: 'true' });
    act(() => seen.state!.update({ budget: undefined, pageSize: '20' }));
    expect(search()).toBe('?view=table&completed=true&page=4');
    act(() => seen.state!.clear());
    expect([search(), seen.state!.filtered]).toEqual(['?view=table', false]);
  });

  it('keeps the filters when the visitor leaves and comes Back', async () => {
    const { seen, router } = mount('/admin/leads');
    act(() => seen.state!.update({ from: '2026-11-01', to: '2026-11-23', q: 'karim' }));
    await act(() => seen.navigate!('/admin/leads/64b7f0c2a1b2c3d4e5f60718'));
    await act(() => router.navigate(-1));
    expect(seen.state!.query).toEqual({ from: '2026-11-01', to: '2026-11-23', q: 'karim', pageSize: '20' });
  });
});

describe('useListQuery on an unpaged list (materials)', () => {
  it('keeps its filters in the URL with no paging, its defaults left out', async () => {
    const seen: { state?: ListQueryState<MaterialListQueryParams> } = {};
    function Materials() {
      seen.state = useListQuery(materialListQuerySchema, materialListQueryValidator, { activeOnly: 'true' });
      return null;
    }
    const router = createMemoryRouter([{ path: '/admin/materials', element: <Materials /> }, { path: '/admin/styles', element: <p>styles</p> }], { initialEntries: ['/admin/materials?categoryId=abc&page=2'] });
    render(<RouterProvider router={router} />);
    expect(seen.state!.query).toEqual({ activeOnly: 'true' });
    expect([seen.state!.pageSize, seen.state!.filtered]).toEqual([0, false]);
    act(() => seen.state!.update({ categoryId: '7', activeOnly: 'false' }));
    expect(router.state.location.search).toBe('?categoryId=7&activeOnly=false');
    await act(() => router.navigate('/admin/styles'));
    await act(() => router.navigate(-1));
    expect(seen.state!.query).toEqual({ activeOnly: 'false', categoryId: '7' });
    act(() => seen.state!.update({ activeOnly: 'true' }));
    expect(router.state.location.search).toBe('?categoryId=7');
  });
});

describe('urlOf (the list keys the back office caches under)', () => {
  it('leaves out empty values and keeps false', () => {
    expect(urlOf('listMaterials', { query: { activeOnly: 'false', categoryId: undefined } })).toBe('/api/admin/materials?activeOnly=false');
    expect(urlOf('listLeads', { query: { q: 'a&b', from: '' } })).toBe('/api/admin/leads?q=a%26b');
    expect(urlOf('listStyles')).toBe('/api/admin/styles');
  });
});
