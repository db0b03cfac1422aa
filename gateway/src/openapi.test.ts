/**
 * `npm run openapi:check` (with each service's route-table.test.ts): the document the gateway serves
 * at /api/openapi.json is valid OpenAPI 3.1; its operations are exactly the tables' public routes
 * and the gateway's own; each operation's request schema is the one its route validates with; and
 * the gateway mounts exactly its own table (each service's route-table test does the same for it).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { SERVICE_ROUTES, openApiSchema, operationsOf, type RouteSpec } from '@cabinetry/shared/contracts/api';
import { routesOf } from '@cabinetry/shared/server/routes';
import { API_DOCUMENT, gatewayRoutes } from './api-docs';
import { createApp } from './app';
import { TEST_PROCESS } from '@cabinetry/shared/testing';

type Operation = {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
};
const paths = API_DOCUMENT.paths as Record<string, Record<string, Operation>>;
const documented = Object.entries(paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, op]) => ({ path, method, op })));
const publicRoutes = [...SERVICE_ROUTES, gatewayRoutes].flatMap(({ routes }) =>
  Object.entries(routes)
    .filter(([, route]) => route.access.kind !== 'internal')
    .map(([operationId, route]) => ({ operationId, route: route as RouteSpec })),
);

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(API_DOCUMENT));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(API_DOCUMENT.openapi).toBe('3.1.0');
  });

  it('has exactly one operation per public route of the tables, under its operation id', () => {
    expect(documented.map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(publicRoutes.map(({ route }) => `${route.method} ${route.path}`).sort());
    expect(documented.map(({ op }) => op.operationId).sort()).toEqual(publicRoutes.map(({ operationId }) => operationId).sort());
    expect(Object.keys(paths).some((path) => path.startsWith('/internal'))).toBe(false);
  });

  it.each(publicRoutes)('$operationId: its parameters and body are the schemas the route validates with', ({ route }) => {
    const op = paths[route.path][route.method.toLowerCase()];
    const declared = (where: 'path' | 'query') => Object.keys((where === 'path' ? route.params : route.query)?.properties ?? {}).sort();
    expect((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort()).toEqual(declared('path'));
    expect((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(declared('query'));
    for (const parameter of op.parameters ?? []) {
      const object = parameter.in === 'path' ? route.params! : route.query!;
      const { description: _description, ...schema } = openApiSchema(object.properties[parameter.name]);
      expect(parameter.schema).toEqual(schema);
    }
    expect(op.requestBody?.content['application/json']?.schema).toEqual(route.body && openApiSchema(route.body));
    expect(op.requestBody?.content['multipart/form-data']?.schema).toEqual(route.multipart && openApiSchema(route.multipart));
  });
});

it('the gateway mounts exactly its own table under /api and /health (the reference’s scripts aside)', () => {
  const app = createApp({ port: 0, process: TEST_PROCESS, upstreams: { catalogue: '', onboarding: '', scheduling: '', identity: '' }, staticDir: '', rendererDir: '', trustedProxies: '' });
  expect(routesOf(app, ['GET /api/docs/storage.js', 'GET /api/docs/scalar.js'])).toEqual(operationsOf(gatewayRoutes));
});
