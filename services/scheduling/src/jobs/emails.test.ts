import { describe, expect, it } from 'vitest';
import type { CustomerProfile } from '@cabinetry/shared/contracts';
import { adminBookingEmail, adminCancellationEmail, type AppointmentFacts, cancellationEmail, confirmationEmail, erasureLinkEmail, reminderEmail, rescheduledEmail, resumeLinkEmail } from './emails';

const facts: AppointmentFacts = {
  start: new Date('2026-11-24T08:00:00Z'), // 10:00 in the showroom (UTC+2 in November)
  end: new Date('2026-11-24T09:00:00Z'),
  appointmentType: 'in-person',
  meetingLink: null,
  specialRequests: '',
  cancelledBy: null,
  designerName: null,
};
const MANAGE = 'http://localhost:8080/ar/appointment/tok';

describe('customer e-mails in the customer language', () => {
  it('keep the English wording the e-mails always had', () => {
    const mail = confirmationEmail({ ...facts, appointmentType: 'virtual', meetingLink: 'https://meet.example/abc' }, 'http://localhost:8080/appointment/tok');
    expect(mail.subject).toBe('Your design consultation is booked: Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(mail.text).toBe(
      [
        'Hello,',
        'Thank you for choosing Atelier Cedar. Your one-hour design consultation is confirmed for Tuesday, November 24, 2026 at 10:00 (Beirut time).',
        'We will meet by video call: https://meet.example/abc',
        'The attached calendar file adds the appointment to your calendar.',
        'To view or cancel your appointment, open: http://localhost:8080/appointment/tok',
      ].join('\n\n'),
    );
    expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(mail.html).toContain('<bdi dir="ltr">\u2066<a href="http://localhost:8080/appointment/tok">');
  });

  it('word the confirmation in French and Arabic: subject, date (Latin digits), length, plain text and HTML', () => {
    const fr = confirmationEmail(facts, MANAGE, 'fr');
    expect(fr.subject).toBe('Votre consultation de design est réservée\u00a0: mardi 24 novembre 2026 à 10:00 (heure de Beyrouth)');
    expect(fr.text).toContain('Votre consultation de design d’une heure est confirmée pour le mardi 24 novembre 2026 à 10:00 (heure de Beyrouth).');
    expect(fr.html).toMatch(/^<!doctype html><html lang="fr" dir="ltr">/);

    const ar = confirmationEmail({ ...facts, end: new Date('2026-11-24T09:30:00Z') }, MANAGE, 'ar');
    // right to left, values are isolated in the plain text too: FSI (U+2068) or LRI (U+2066) … PDI (U+2069)
    expect(ar.subject).toBe('تم حجز استشارة التصميم: \u2068الثلاثاء، 24 تشرين الثاني 2026\u2069 الساعة \u206610:00\u2069 (بتوقيت بيروت)');
    expect(ar.text).toContain('لمدة 90 دقيقة');
    expect(ar.text.split('\n\n')[0]).toBe('مرحبًا،');
    // right to left, the link on its own line
    expect(ar.text).toContain(`لعرض موعدك أو إلغائه، افتح الرابط:\n${MANAGE}`);
    expect(ar.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(ar.html).toContain('<div dir="rtl"');
    // values isolated by <bdi> and by the marks inside it (Outlook ignores <bdi>): the time left to right,
    // the showroom (named in Arabic) and the brand as their own runs
    expect(ar.html).toContain('<bdi dir="ltr">\u206610:00\u2069</bdi>');
    expect(ar.html).toContain('<bdi>\u2068صالة عرض Atelier Cedar، شارع أرمينيا، مار مخايل، بيروت، لبنان\u2069</bdi>');
    expect(ar.html).toContain(`<bdi dir="ltr">\u2066<a href="${MANAGE}">${MANAGE}</a>\u2069</bdi>`);
    // left to right, the plain text carries no marks
    expect(fr.text).not.toMatch(/[\u2066-\u2069]/);
    expect(`${ar.text}${ar.html}`).not.toMatch(/[٠-٩]/);
  });

  it('word every customer e-mail in each language without English left in French or Arabic', () => {
    const staffCancel = { ...facts, cancelledBy: 'staff' as const, designerName: 'Nour', appointmentType: 'virtual' as const };
    for (const locale of ['fr', 'ar'] as const) {
      const mails = [
        confirmationEmail(staffCancel, MANAGE, locale),
        reminderEmail(staffCancel, MANAGE, locale),
        rescheduledEmail(staffCancel, MANAGE, locale),
        cancellationEmail(staffCancel, MANAGE, locale),
        cancellationEmail(facts, MANAGE, locale),
        resumeLinkEmail('http://localhost:8080/ar/resume#t', locale),
        erasureLinkEmail('http://localhost:8080/ar/erase#t', locale),
      ];
      for (const mail of mails) {
        const words = mail.text.replace(/https?:\S+/g, ''); // links aside
        for (const english of ['design consultation', 'Hello', 'appointment', 'Beirut time', 'calendar', 'project']) expect(words, `${locale}: ${mail.subject}`).not.toContain(english);
        expect(mail.html).toContain(`lang="${locale}"`);
      }
      if (locale === 'ar') for (const mail of mails) expect(mail.subject).toMatch(/[\u0600-\u06ff]/);
    }
    expect(reminderEmail(facts, MANAGE, 'fr').subject).toBe('Rappel\u00a0: votre consultation de design du mardi 24 novembre 2026 à 10:00 (heure de Beyrouth)');
    expect(resumeLinkEmail('http://x/fr/resume#t', 'fr').text).toContain('pendant 72 heures');
    const erasure = erasureLinkEmail('http://x/ar/erase#t', 'ar');
    expect(erasure.subject).toBe('أكّد حذف بياناتك');
    expect(erasure.text).toContain('http://x/ar/erase#t');
    expect(erasure.text).toContain('24');
    expect(erasureLinkEmail('http://x/erase#t').subject).toBe('Confirm the deletion of your data');
  });

  it('escape what they insert into the HTML', () => {
    const mail = confirmationEmail({ ...facts, designerName: '<b>Nour</b>' }, MANAGE, 'fr');
    expect(mail.html).toContain('<bdi>\u2068&#60;b&#62;Nour&#60;/b&#62;\u2069</bdi>');
    expect(mail.text).toContain('<b>Nour</b>');
  });
});

describe('staff e-mails', () => {
  const customer: CustomerProfile = {
    id: 'c1',
    firstName: 'Rima',
    lastName: 'Haddad',
    email: 'rima@example.com',
    phone: '+961 3 123 456',
    projectAddress: '',
    projectDetails: '',
    projectTimeline: '',
    budget: '',
    heardFrom: '',
    projectTypes: { kitchen: true, wardrobe: false },
    notes: '',
    counts: { styles: 0, colorPalettes: 0, materials: 0, documents: 0 },
    locale: 'ar',
    whatsAppIds: ['9613123456'],
  };

  it("stay English and name the customer's language", () => {
    const booking = adminBookingEmail(customer, facts);
    expect(booking.subject).toBe('New in-person consultation: Rima Haddad, Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(booking.text).toContain('Language: Arabic');
    expect(booking.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(adminCancellationEmail({ ...customer, locale: 'fr' }, facts).text).toContain('Language: French');
    expect(adminCancellationEmail({ ...customer, locale: undefined }, facts).text).toContain('Language: English');
  });
});
