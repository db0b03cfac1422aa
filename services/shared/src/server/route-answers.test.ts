import { Hono } from 'hono';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ANONYMOUS, defineRoutes } from '../contracts/api/route';
import { Type } from '../contracts/schema';
import { mountRoutes, type RouteHandlers } from './routes';

const table = defineRoutes('catalogue', {
  getThing: {
    method: 'GET',
    path: '/api/things/{id}',
    summary: 'A thing',
    access: ANONYMOUS,
    params: Type.Object({ id: Type.String() }),
    responses: { 200: { description: 'The thing', schema: Type.Object({ id: Type.String(), size: Type.Integer() }) } },
  },
  getThingCsv: {
    method: 'GET',
    path: '/api/things.csv',
    summary: 'Every thing as CSV',
    access: ANONYMOUS,
    responses: { 200: { description: 'CSV', schema: Type.String(), contentType: 'text/csv' } },
  },
});
type Handlers = RouteHandlers<(typeof table)['routes'], Record<string, never>>;

describe("handlers typed by their table entry's answers", () => {
  it('serves what the schema documents, and a refusal in the error contract', async () => {
    const app = new Hono();
    mountRoutes(
      app,
      table,
      {
        getThing: (c, { params }) => (params.id === 'none' ? c.json({ error: 'No such thing', code: 'not_found' as const }, 404) : c.json({ id: params.id, size: 3 })),
        getThingCsv: (c) => c.text('id,size\n'),
      },
      { validateResponses: true },
    );
    expect(await (await app.request('/api/things/a')).json()).toEqual({ id: 'a', size: 3 });
    expect((await app.request('/api/things/none')).status).toBe(404);
    expect(await (await app.request('/api/things.csv')).text()).toBe('id,size\n');
  });

  it('does not compile a JSON answer outside the schema (checked by the typecheck)', () => {
    // never run: each handler fails the typecheck when its directive has nothing to refuse
    const refused: Partial<Handlers>[] = [
      // @ts-expect-error a field of the wrong type
      { getThing: (c) => c.json({ id: 'a', size: 'big' }) },
      // @ts-expect-error a required field missing
      { getThing: (c) => c.json({ id: 'a' }) },
      // @ts-expect-error a plain Response where the route documents JSON only
      { getThing: () => new Response('{}') },
    ];
    expectTypeOf(refused).toBeArray();
  });
});
