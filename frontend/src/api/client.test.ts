import { describe, expect, it } from 'vitest';
import { ApiError, serverError } from './client';

const apiError = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`, body, '');

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
