/**
 * The OpenAPI 3.1 document of the route tables (./route.ts): one operation per route, its
 * parameters, request body and answers from the same schemas the services validate with
 * (`openApiSchema` turns ajv's `$data` references into prose, since they are not JSON Schema), the
 * errors every route may answer, security by access kind, and the budget and audit action as
 * `x-budget` / `x-audit-action`. Pure and browser-safe.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { errorResponseSchema } from '../types';
import type { RouteSpec, ServiceRoutes } from './route';

type Json = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

/** `schema` as JSON (TypeBox's symbols dropped), with `{ const: { $data } }` written as a description. */
export function openApiSchema(schema: TSchema): Json {
  return JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const { const: constant, ...rest } = value as Json;
      const ref = (constant as { $data?: string } | undefined)?.$data;
      if (typeof ref === 'string') return { ...rest, description: `must equal the sibling field ${ref.replace(/^\d+\//, '')}` };
    }
    return value;
  }) as Json;
}

/** The security requirement of each access kind (the schemes are in `components.securitySchemes`). */
const SECURITY: Record<RouteSpec['access']['kind'], Json[] | undefined> = {
  anonymous: [],
  link: [],
  signed: [],
  customer: [{ customerSession: [] }],
  staff: [{ bearerAuth: [] }],
  internal: [{ internalToken: [] }],
};

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function parameters(route: RouteSpec): Json[] {
  const list: Json[] = [];
  const add = (where: 'path' | 'query', object: TObject | undefined) => {
    if (!object) return;
    const required = new Set(object.required ?? []);
    for (const [name, schema] of Object.entries(object.properties)) {
      const { description, ...rest } = openApiSchema(schema);
      list.push({ name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  };
  add('path', route.params);
  add('query', route.query);
  return list;
}

function requestBody(route: RouteSpec): Json | undefined {
  const content: Json = {};
  if (route.body) content['application/json'] = { schema: openApiSchema(route.body) };
  if (route.multipart) content['multipart/form-data'] = { schema: openApiSchema(route.multipart) };
  return Object.keys(content).length ? { required: true, content } : undefined;
}

function responses(route: RouteSpec): Json {
  const out: Json = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    const type = answer.contentType ?? 'application/json';
    out[status] = {
      description: answer.description,
      ...(answer.schema ? { content: { [type]: { schema: openApiSchema(answer.schema) } } } : answer.contentType ? { content: { [type]: {} } } : {}),
    };
  }
  if (route.params || route.query || route.body || route.multipart) out['400'] = error('The request does not fit the schema (the first problem, and every field’s in `details`)');
  if (route.access.kind === 'customer') {
    out['401'] = error('No customer session');
    out['403'] = error('The session does not own this customer');
  }
  if (route.access.kind === 'staff') {
    out['401'] = error('No valid token, or its account is gone, inactive or signed out');
    out['403'] = error(`The account's role is not one of: ${route.access.roles.join(', ')}`);
  }
  if (route.access.kind === 'internal') out['401'] = error('The internal token is missing or wrong');
  if (route.body && !route.multipart) out['415'] = error('The body is not JSON');
  if (route.budget) out['429'] = { ...error('The client’s budget is spent; see Retry-After'), headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'seconds' } } };
  return out;
}

/** The OpenAPI operation of one route. */
export function openApiOperation(operationId: string, route: RouteSpec, tag: string): Json {
  const body = requestBody(route);
  const params = parameters(route);
  return {
    operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [tag],
    security: SECURITY[route.access.kind],
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route),
    ...(route.access.kind === 'staff' ? { 'x-roles': [...route.access.roles] } : {}),
    ...(route.budget ? { 'x-budget': route.budget } : {}),
    ...(route.audit ? { 'x-audit-action': route.audit } : {}),
  };
}

/**
 * The document of `services`' routes; `include` picks which (the public document leaves out the
 * internal routes). Operations keep their table's id; tags name the service.
 */
export function openApiDocument(info: OpenApiInfo, services: readonly ServiceRoutes[], include: (route: RouteSpec) => boolean = () => true): Json {
  const paths: Record<string, Json> = {};
  for (const { service, routes } of services) {
    for (const [operationId, route] of Object.entries(routes)) {
      if (!include(route)) continue;
      (paths[route.path] ??= {})[route.method.toLowerCase()] = openApiOperation(operationId, route, service);
    }
  }
  return {
    openapi: '3.1.0',
    info,
    tags: services.map(({ service }) => ({ name: service })),
    paths,
    components: {
      schemas: { Error: openApiSchema(errorResponseSchema) },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A staff token from POST /api/admin/login' },
        customerSession: { type: 'apiKey', in: 'cookie', name: 'cabinetry_customer', description: 'Set by POST /api/onboarding/step1 (named __Host-cabinetry_customer over HTTPS)' },
        internalToken: { type: 'apiKey', in: 'header', name: 'x-internal-token', description: 'Between services only' },
      },
    },
  };
}
