/** The one error contract: every refusal answers `{ error, code, details? }`; the spec's own top-level fields stay beside them. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError, handleNotFound, HttpError } from './errors';

const app = new Hono();
app.onError(handleError);
app.notFound(handleNotFound);
app.get('/plain', () => {
  throw new HttpError(404, 'Customer not found', { code: 'not_found' });
});
app.get('/coded', () => {
  throw new HttpError(429, 'Too many bookings.', { code: 'rate_limited', details: { budget: 'bookings', retryAfterSeconds: 60 }, headers: { 'Retry-After': '60' } });
});
app.get('/spec', () => {
  throw new HttpError(409, 'You already have an active appointment scheduled', {
    code: 'already_booked',
    specFields: { existingAppointment: { id: 'a1' }, error: 'not this one', code: 'nor this' },
  });
});
app.get('/crash', () => {
  throw new Error('database password is hunter2');
});

const answer = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
};

describe('error answers', () => {
  it('carry the message and the code, and the details when given', async () => {
    expect(await answer('/plain')).toEqual({ status: 404, retryAfter: null, body: { error: 'Customer not found', code: 'not_found' } });
    expect(await answer('/coded')).toEqual({
      status: 429,
      retryAfter: '60',
      body: { error: 'Too many bookings.', code: 'rate_limited', details: { budget: 'bookings', retryAfterSeconds: 60 } },
    });
  });

  it("keep the spec's top-level fields, which cannot replace the message or the code", async () => {
    expect((await answer('/spec')).body).toEqual({ existingAppointment: { id: 'a1' }, error: 'You already have an active appointment scheduled', code: 'already_booked' });
  });

  it('answer an unknown route and an unexpected failure without internals', async () => {
    expect(await answer('/nowhere')).toEqual({ status: 404, retryAfter: null, body: { error: 'No route for GET /nowhere', code: 'no_route' } });
    expect(await answer('/crash')).toEqual({ status: 500, retryAfter: null, body: { error: 'Internal server error', code: 'internal' } });
  });
});
