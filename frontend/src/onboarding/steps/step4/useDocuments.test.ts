import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { activateLocale, i18n } from '../../../i18n/i18n';
import { uploadStatusText } from './useDocuments';

const tooLarge = new ApiError(413, 'Payload Too Large', undefined, 'Payload Too Large');

describe("step 4's 'Upload failed: {status text}'", () => {
  it('names the status text in English and the status number in French and Arabic, never English there', async () => {
    const texts: Record<string, string> = {};
    for (const language of ['en', 'fr', 'ar'] as const) {
      await activateLocale(language);
      texts[language] = i18n.t('step4.uploadFailedStatus', { status: uploadStatusText(tooLarge, language) });
    }
    expect(texts.en).toBe('Upload failed: Payload Too Large');
    expect(texts.fr).toBe('Échec de l’envoi\u00a0: 413');
    expect(texts.ar).toBe('تعذّر رفع الملف: 413');
  });

  it('falls back to the number when HTTP/2 sends no status text', () => {
    expect(uploadStatusText(new ApiError(502, 'Bad Gateway', undefined, ''), 'en')).toBe('502');
  });
});
