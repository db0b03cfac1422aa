import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { activateAdminLocale } from '../i18n/adminI18n';
import { adminErrorMessage, AuthTokenMissingError, duplicateErrorMessage, joinIssues, styleCreateErrorMessage } from './errors';

const apiError = (status: number, body: unknown) => {
  const textBody = typeof body === 'string' ? body : JSON.stringify(body);
  return new ApiError(status, `${status}: ${textBody}`, typeof body === 'string' ? undefined : body, 'Bad Request');
};

describe('joinIssues', () => {
  it('names code, field, expected and received of every issue', () => {
    const message = joinIssues([
      { code: 'invalid_type', path: ['name'], expected: 'string', received: 'undefined', message: 'Required' },
      { code: 'too_small', path: 'description', expected: 'string', received: 'number' },
    ]);
    expect(message).toBe(
      'invalid_type at name (expected string, received undefined): Required; too_small at description (expected string, received number)',
    );
  });
  it('leaves out what an issue lacks', () => {
    expect(joinIssues([{ message: 'Image required' }, {}, { code: 'custom', path: ['image'] }])).toBe('Image required; custom at image');
  });
});

describe('adminErrorMessage', () => {
  it("shows the server's error text, else the fallback", () => {
    expect(adminErrorMessage(apiError(400, { error: 'name: Name is required', code: 'invalid_request', details: { issues: [{ code: 'x' }] } }), 'Failed to create color palette')).toBe(
      'name: Name is required',
    );
    expect(adminErrorMessage(apiError(409, { error: 'Name already used' }), 'Failed to create style')).toBe('Name already used');
    expect(adminErrorMessage(apiError(500, 'oops'), 'Failed to create style')).toBe('Failed to create style');
    expect(adminErrorMessage(new TypeError('Failed to fetch'), 'Failed to delete style')).toBe('Failed to delete style');
  });
  it('reports a missing token as such', () => {
    expect(adminErrorMessage(new AuthTokenMissingError(), 'Failed to create style')).toBe('Authentication token not found');
  });
});

describe("adminErrorMessage in the staff user's language", () => {
  afterAll(() => activateAdminLocale('en'));

  it('words the refusal codes of the catalogue with the facts of their details, and keeps the server text of the others', async () => {
    await activateAdminLocale('fr');
    expect(adminErrorMessage(apiError(401, { error: 'Invalid or expired token', code: 'token_invalid' }), 'Impossible de créer le style')).toBe('Jeton non valide ou expiré');
    expect(adminErrorMessage(new AuthTokenMissingError(), 'x')).toBe('Jeton d’authentification introuvable');
    expect(adminErrorMessage(apiError(409, { error: 'Username already exists' }), 'x')).toBe('Username already exists');
    expect(adminErrorMessage(apiError(409, { error: 'Username already exists', code: 'username_taken' }), 'x')).toBe('Ce nom d’utilisateur existe déjà');
    expect(adminErrorMessage(apiError(400, { error: 'Unknown category 7', code: 'unknown_category', details: { categoryId: 7 } }), 'x')).toBe('Catégorie inconnue 7');
    expect(adminErrorMessage(apiError(400, { error: 'name: Name is required', code: 'invalid_request' }), 'x')).toBe('name: Name is required');
    expect(adminErrorMessage(apiError(500, 'oops'), 'Impossible de créer le style')).toBe('Impossible de créer le style');
    // refusals whose English names the case: the catalogue's sentence for the code
    expect(adminErrorMessage(apiError(404, { error: 'Material not found', code: 'not_found' }), 'x')).toBe('Cet élément n’existe plus. Rechargez la page pour voir la liste à jour.');
    const hours = { error: 'Monday: the designer works 08:00-20:00, outside the showroom hours 10:00-18:00', code: 'designer_hours' };
    expect(adminErrorMessage(apiError(400, hours), 'x')).toMatch(/^Ces horaires sortent des heures/);
    await activateAdminLocale('ar');
    const limited = { error: 'Too many login attempts. Please try again in 3 minutes.', code: 'rate_limited', details: { budget: 'login', retryAfterSeconds: 170 } };
    expect(adminErrorMessage(apiError(429, limited), 'x')).toBe('محاولات كثيرة. يُرجى المحاولة مجددًا بعد 3 دقائق.');
    expect(adminErrorMessage(apiError(403, { error: 'You do not have permission for this action', code: 'forbidden' }), 'x')).toBe('ليست لديك صلاحية لتنفيذ هذا الإجراء');
    expect(duplicateErrorMessage(apiError(502, 'Bad Gateway'))).toBe('تعذّر تكرار المادة: 502 - Bad Gateway');
    expect(adminErrorMessage(apiError(409, { error: 'The last active admin cannot be deleted, deactivated or demoted', code: 'last_admin' }), 'x')).toBe(
      'لا يمكن حذف آخر مسؤول نشط أو إلغاء تفعيله أو خفض دوره',
    );
    const refused = { error: 'Google refused the authorization code: invalid_grant', code: 'google_code_refused', details: { reason: 'invalid_grant' } };
    expect(adminErrorMessage(apiError(400, refused), 'x')).toBe('رفضت Google رمز التفويض: invalid_grant');
  });
});

describe('styleCreateErrorMessage', () => {
  it('joins the issues when the server listed any', () => {
    const issue = { code: 'invalid_value', path: ['name'], expected: 'string', received: 'string', message: 'Name is required' };
    const body = { error: 'name: Name is required', code: 'invalid_request', details: { fields: { name: 'Name is required' }, issues: [issue] } };
    expect(styleCreateErrorMessage(apiError(400, body))).toBe('invalid_value at name (expected string, received string): Name is required');
    expect(styleCreateErrorMessage(apiError(400, { error: 'Please select an image for the design style.' }))).toBe('Please select an image for the design style.');
    expect(styleCreateErrorMessage(apiError(500, ''))).toBe('Failed to create style');
  });
});

describe('duplicateErrorMessage', () => {
  it('shows status and body text', () => {
    expect(duplicateErrorMessage(apiError(404, { error: 'Material not found' }))).toBe(
      'Failed to duplicate material: 404 - {"error":"Material not found"}',
    );
    expect(duplicateErrorMessage(apiError(502, 'Bad Gateway'))).toBe('Failed to duplicate material: 502 - Bad Gateway');
  });
});
