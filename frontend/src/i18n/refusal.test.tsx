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

  it('words a refused upload by its reason, with the file, cap and counts of its details, in every language', async () => {
    const full = apiError(409, { error: 'You can keep at most 30 documents; you have 28, so only 2 more can be added. Delete some to upload others.', code: 'upload_rejected', details: { reason: 'document_cap', cap: 30, stored: 28, room: 2 } });
    const large = apiError(413, { error: 'plan.pdf is larger than 25 MB', code: 'upload_rejected', details: { reason: 'too_large', filename: 'plan.pdf', maxMb: 25 } });
    await activateLocale('en');
    // English says what the server says
    expect(texts().errorText(full, 'generic')).toBe((full.body as { error: string }).error);
    expect(texts().errorText(large, 'generic')).toBe('plan.pdf is larger than 25 MB');
    await activateLocale('fr');
    expect(texts().errorText(full, 'generic')).toBe('Vous pouvez conserver au plus 30 documents\u202f; vous en avez 28, vous ne pouvez donc en ajouter que 2. Supprimez-en pour en envoyer d’autres.');
    await activateLocale('ar');
    // the room left is counted in its plural form ('2 مستند' is wrong Arabic)
    expect(texts().errorText(full, 'generic')).toContain('يمكنك إضافة مستندين فقط');
    expect(texts().errorText(large, 'generic')).toBe('حجم \u2068plan.pdf\u2069 يتجاوز 25 ميغابايت');
    // a reason without a sentence (a newer server) falls back to the code's
    expect(texts().errorText(apiError(415, { error: 'x', code: 'upload_rejected', details: { reason: 'unknown' } }), 'generic')).toBe('رُفض هذا الملف. يُرجى التحقق من نوعه وحجمه.');
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
