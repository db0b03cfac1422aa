/** The WhatsApp template requests: Meta's shape, each kind's parameters and quick replies, in the customer's language. */
import { describe, expect, it } from 'vitest';
import { validate } from '@cabinetry/shared/contracts/validate';
import { WHATSAPP_MESSAGE_KINDS, WHATSAPP_REPLY_PAYLOADS, whatsAppTemplateMessageSchema } from '@cabinetry/shared/contracts/whatsapp';
import { QUICK_REPLIES, templateParameters, whatsAppTemplate } from './templates';

const input = {
  to: '96170123456',
  locale: 'ar' as const,
  template: 'appointment_confirmation',
  facts: { start: new Date('2026-12-15T12:00:00Z'), appointmentType: 'virtual' as const, designerName: 'Rima\n  Haddad' },
  manageUrl: 'https://cabinets.example.com/ar/appointment/abc',
};

describe('whatsAppTemplate', () => {
  it("is Meta's template request for every kind, with only the agreed payloads", () => {
    for (const kind of WHATSAPP_MESSAGE_KINDS) {
      const request = whatsAppTemplate(kind, input);
      expect(validate(whatsAppTemplateMessageSchema, request).ok, kind).toBe(true);
      expect(request.template.language).toEqual({ code: 'ar', policy: 'deterministic' });
      for (const payload of QUICK_REPLIES[kind]) expect(WHATSAPP_REPLY_PAYLOADS).toContain(payload);
    }
  });

  it("words the day in the customer's language on Beirut's winter clock, the designer on one line, the kind of consultation", () => {
    // 12:00 UTC on 15 December is 14:00 in Beirut (UTC+2 in winter)
    expect(templateParameters('confirmation', input)).toEqual(['الثلاثاء، 15 كانون الأول 2026', '14:00', 'Rima Haddad', 'عبر مكالمة فيديو', input.manageUrl]);
    expect(templateParameters('reminder-2h', { ...input, locale: 'en', facts: { ...input.facts, designerName: null, appointmentType: 'in-person' } })).toEqual([
      'Tuesday, December 15, 2026',
      '14:00',
      'Atelier Cedar',
      'in person at our showroom',
      input.manageUrl,
    ]);
    expect(templateParameters('missed', { ...input, locale: 'fr' })).toEqual(['mardi 15 décembre 2026', '14:00', input.manageUrl]);
    expect(templateParameters('cancelled', { ...input, locale: 'fr' })).toEqual(['mardi 15 décembre 2026', '14:00']);
  });
});
