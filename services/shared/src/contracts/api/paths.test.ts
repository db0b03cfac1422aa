import { describe, expect, it } from 'vitest';
import { API_PATHS, CATALOGUE_PATHS, IDENTITY_PATHS, ONBOARDING_PATHS, SCHEDULING_PATHS, type RoutePath } from './paths';
import { SERVICE_ROUTES } from './index';

const PATHS_OF: Record<string, Record<string, RoutePath>> = {
  catalogue: CATALOGUE_PATHS,
  onboarding: ONBOARDING_PATHS,
  scheduling: SCHEDULING_PATHS,
  identity: IDENTITY_PATHS,
};

describe('the paths module (one method and path per route, for the browser)', () => {
  it.each(SERVICE_ROUTES.map((table) => [table.service, table] as const))('%s: every table entry answers where its paths line says, and no line is spare', (service, { routes }) => {
    const paths = PATHS_OF[service];
    expect(Object.keys(paths).sort()).toEqual(Object.keys(routes).sort());
    for (const [name, route] of Object.entries(routes)) expect({ name, method: route.method, path: route.path }).toEqual({ name, ...paths[name] });
  });

  it('names each route once across the services, so the client can call it by its name alone', () => {
    const total = Object.values(PATHS_OF).reduce((n, paths) => n + Object.keys(paths).length, 0);
    expect(Object.keys(API_PATHS)).toHaveLength(total);
  });
});
