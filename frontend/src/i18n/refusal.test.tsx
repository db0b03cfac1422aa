// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { activateLocale } from './i18n';
import { useRefusalTexts } from './refusal';

const apiError = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`, body, '');
const texts = () => renderHook(() => useRefusalTexts()).result.current;

describe('refusals in the visitor language (by their code, never by the English sentence)', () => {
  it('words a limit (429) or a conflict (409) by its code, with the wait in minutes', async () => {
    await activateLocale('en');
    const { refusalText } = texts();
    expect(refusalText(apiError(429, { error: 'Too many bookings.', code: 'rate_limited', details: { retryAfterSeconds: 61 } }), 'generic')).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(refusalText(apiError(409, { error: 'locked', code: 'email_locked' }), 'generic')).toMatch(/^Your e-mail address cannot be changed/);
    await activateLocale('ar');
    expect(texts().refusalText(apiError(429, { error: 'x', code: 'rate_limited', details: { retryAfterSeconds: 120 } }), 'generic')).toBe('محاولات كثيرة. يُرجى المحاولة مجددًا بعد دقيقتين.');
    await activateLocale('fr');
    expect(texts().errorText(apiError(409, { error: 'x', code: 'slot_taken' }), 'generic')).toBe('Ce créneau vient d’être réservé. Veuillez choisir un autre horaire.');
    await activateLocale('en');
  });

  it('keeps the generic message for other failures and for refusals without a code', async () => {
    await activateLocale('en');
    const { refusalText, errorText } = texts();
    expect(refusalText(apiError(500, { error: 'Internal server error', code: 'internal' }), 'generic')).toBe('generic');
    expect(refusalText(apiError(429, 'Too Many Requests'), 'generic')).toBe('generic');
    expect(refusalText(new Error('network'), 'generic')).toBe('generic');
    expect(errorText(apiError(400, { error: 'English only' }), 'generic')).toBe('generic');
  });
});
