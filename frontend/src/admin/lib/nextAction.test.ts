import { AUTOMATIC_NEXT_ACTIONS } from '@cabinetry/shared/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../i18n/locales/ar.json';
import en from '../i18n/locales/en.json';
import fr from '../i18n/locales/fr.json';
import { nextActionText } from './nextAction';

describe('nextActionText', () => {
  it("shows the product's own next actions in the staff member's language, anything typed as typed", async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { en: { translation: en }, fr: { translation: fr }, ar: { translation: ar } }, lng: 'ar', interpolation: { escapeValue: false } });
    expect(nextActionText(i18n.t, AUTOMATIC_NEXT_ACTIONS.missedConsultation)).toBe('استشارة فائتة: اتصل لتحديد موعد جديد');
    await i18n.changeLanguage('fr');
    expect(nextActionText(i18n.t, AUTOMATIC_NEXT_ACTIONS.callBack)).toBe('Rappeler\u00a0: le client l’a demandé sur WhatsApp');
    await i18n.changeLanguage('en');
    for (const [key, text] of Object.entries(AUTOMATIC_NEXT_ACTIONS)) expect(nextActionText(i18n.t, text), key).toBe(text);
    expect(nextActionText(i18n.t, 'Send the quote')).toBe('Send the quote');
  });
});
