/**
 * The calendar file in the customer's language (issue 35 item 3): the e-mailed invitation and the
 * pages' download share one builder, worded from the e-mail catalogues; a video call is never
 * titled 'at the showroom'; the showroom's address is the reader's language's.
 */
import { calendarFile } from '@cabinetry/shared/calendar-file';
import { describe, expect, it } from 'vitest';

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const base = { appointmentId: 'a1', start: '2026-11-24T07:00:00Z', end: '2026-11-24T08:00:00Z' };
const inPerson = (locale: 'en' | 'fr' | 'ar', specialRequests?: string) => unfold(calendarFile({ ...base, appointmentType: 'in-person', locale, specialRequests }));
const virtual = (locale: 'en' | 'fr' | 'ar') => unfold(calendarFile({ ...base, appointmentType: 'virtual', locale }));

describe('the calendar file in the customer language', () => {
  it('keeps the English wording of the spec, and names a video call for what it is', () => {
    expect(inPerson('en')).toContain('SUMMARY:Atelier Cedar Showroom Design Consultation\r\n');
    expect(inPerson('en')).toContain('LOCATION:Atelier Cedar Showroom\\, Armenia Street\\, Mar Mikhael\\, Beirut\\, Lebanon\r\n');
    expect(virtual('en')).toContain('SUMMARY:Atelier Cedar Design Consultation by Video Call\r\n');
    expect(inPerson('en', 'Bring samples')).toContain('Special requests: Bring samples');
  });

  it('words the title, description, place and labels in French', () => {
    const ics = inPerson('fr', 'Des échantillons');
    expect(ics).toContain('SUMMARY:Consultation de design au showroom Atelier Cedar\r\n');
    expect(ics).toContain('DESCRIPTION:Consultation de design en personne avec Atelier Cedar.\\nDemandes particulières\u00a0: Des échantillons');
    expect(ics).toContain('LOCATION:Showroom Atelier Cedar\\, Rue d’Arménie\\, Mar Mikhaël\\, Beyrouth\\, Liban\r\n');
    expect(virtual('fr')).toContain('SUMMARY:Consultation de design en visioconférence avec Atelier Cedar\r\n');
    expect(virtual('fr')).toContain('LOCATION:Visioconférence (nous vous enverrons le lien)');
  });

  it('words the title, description, place and labels in Arabic', () => {
    const ics = inPerson('ar', 'عينات');
    expect(ics).toContain('SUMMARY:استشارة تصميم في صالة عرض Atelier Cedar\r\n');
    expect(ics).toContain('طلبات خاصة: عينات');
    expect(ics).toContain('LOCATION:صالة عرض Atelier Cedar، شارع أرمينيا، مار مخايل، بيروت، لبنان\r\n');
    expect(virtual('ar')).toContain('SUMMARY:استشارة تصميم عبر مكالمة فيديو مع Atelier Cedar\r\n');
  });

  it('never titles or places a video call at the showroom, in any language', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const ics = virtual(locale);
      const summary = /SUMMARY:([^\r]*)/.exec(ics)?.[1] ?? '';
      expect(summary, locale).not.toMatch(/showroom|صالة/i);
      expect(ics, locale).not.toMatch(/Armenia|Arménie|أرمينيا/);
    }
  });
});
