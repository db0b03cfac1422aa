import { describe, expect, it } from 'vitest';
import { ApiError, refusalText, serverError } from './client';

const apiError = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`, body, '');

describe('refusalText (what a toast tells the visitor about a failed call)', () => {
  it("shows the server's sentence for a limit (429) or a conflict (409)", () => {
    const limit = 'Too many bookings from your network. Please try again in 42 minutes.';
    expect(refusalText(apiError(429, { error: limit }), 'generic')).toBe(limit);
    expect(refusalText(apiError(409, { error: 'Your e-mail address cannot be changed' }), 'generic')).toBe('Your e-mail address cannot be changed');
  });
  it('keeps the generic message for other failures and for bodies without an error', () => {
    expect(refusalText(apiError(500, { error: 'Internal server error' }), 'generic')).toBe('generic');
    expect(refusalText(apiError(429, 'Too Many Requests'), 'generic')).toBe('generic');
    expect(refusalText(new Error('network'), 'generic')).toBe('generic');
  });
});

describe('ApiError (the one reader of the error contract { error, code?, details? })', () => {
  it('keeps a body that is the contract, with its code, and ignores any other body', () => {
    const refused = apiError(409, { error: 'This time slot has just been booked.', code: 'slot_taken' });
    expect([refused.body?.error, refused.code]).toEqual(['This time slot has just been booked.', 'slot_taken']);
    for (const body of ['Bad Gateway', null, [1], { message: 'not ours' }, { error: 42 }]) {
      const other = apiError(502, body);
      expect([other.body, other.code, serverError(other, 'fallback')]).toEqual([undefined, undefined, 'fallback']);
    }
  });
});
