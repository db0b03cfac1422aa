/**
 * E-mail texts for appointment notifications: the customer's confirmation, reminder, move and
 * cancellation — each with the link to view or cancel the appointment — and the admins'
 * new-booking (with the customer's answers), move and cancellation notices; and the customer's
 * resume link (continue the project on another device) and erasure confirmation link; plus the words of the calendar file the
 * customer's e-mails attach; and a lead owner's morning digest (in their back-office language). Pure.
 * Customer texts are in the customer's language (`locale`: the catalogues of
 * @cabinetry/shared/i18n/emails, dates through @cabinetry/shared/time): a localized subject, a plain
 * text part, and an HTML part with `<html lang dir>` (right to left for Arabic) in which every
 * inserted value (date, time, link, address, name) is bidi-isolated, so Arabic text never reorders
 * it. Staff texts are English and name the customer's language.
 * Customer e-mails are fixed text plus the stored appointment's time, length, type, place or
 * meeting link and manage link only: nothing a visitor typed (name, special requests) is echoed to
 * an address a visitor typed.
 *
 * A new customer e-mail kind: add its section (<kind>.subject, <kind>.body, …) to the three
 * catalogues (services/shared/src/i18n/emails/{en,fr,ar}.json) and one function here: about an
 * upcoming appointment, `appointmentEmail({ subject: "<kind>.subject", body: "<kind>.body" }, a, manageUrl, locale)`;
 * any other, `const say = sayer(locale); return customerEmail(locale, say, say("<kind>.subject"), [say("<kind>.body", values)]);`
 * (email-catalogues.test.ts checks the three catalogues agree and that this file uses every key).
 */
import { BRAND, type CustomerFieldGroup, customerFieldsIn, englishAnswer, showroomAddress, type CustomerLocale, type CustomerProfile, ERASURE_LINK_TTL_HOURS, RESUME_LINK_TTL_HOURS } from '@cabinetry/shared/contracts';
import { emailDir, emailLocale, emailTranslator } from '@cabinetry/shared/i18n/emails';
import { appointmentDateParts, consultationLength, formatAppointmentDate, showroomWallTime } from '@cabinetry/shared/time';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** What the texts need to know about the appointment. */
export interface AppointmentFacts {
  start: Date;
  end: Date;
  appointmentType: 'in-person' | 'virtual';
  meetingLink: string | null;
  /** visitor text: in staff e-mails only */
  specialRequests: string;
  /** who cancelled (cancellation texts only) */
  cancelledBy: 'customer' | 'staff' | null;
  /** the designer the customer meets (display name set by staff); null: the showroom has no designers */
  designerName: string | null;
}

/** A message in both parts of an e-mail: plain text, and HTML (escaped, values isolated). */
interface Words {
  text: string;
  html: string;
}

/** A paragraph: words, or words followed by a link. */
type Paragraph = Words | (Words & { href: string });

/** A value inserted into a message: text (escaped and isolated in HTML) or words already rendered. */
type Value = string | number | Words;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * `text` between Unicode isolation marks: LRI (U+2066) when `dir` is 'ltr' (times, links), else FSI
 * (U+2068), closed by PDI (U+2069). They keep a value's direction where `<bdi>` is ignored (Outlook's
 * Word engine) and in plain text.
 */
const isolateMarks = (text: string, dir?: 'ltr'): string => `${dir === 'ltr' ? '\u2066' : '\u2068'}${text}\u2069`;

/** `text` escaped and isolated from the HTML around it (`<bdi>` and the marks), in `dir` when known. */
const isolate = (text: string, dir?: 'ltr'): string => `<bdi${dir ? ` dir="${dir}"` : ''}>${isolateMarks(escape(text), dir)}</bdi>`;

/** Plain English words (staff e-mails). */
const plain = (text: string): Words => ({ text, html: escape(text) });

/** A value's place in a message while its HTML is escaped: its index between two private-use characters (never in a catalogue; values go in after escaping). */
const mark = (i: number) => `\ue000${i}\ue001`;
const MARK = /\ue000(\d+)\ue001/g;

/**
 * The message function of `locale` answering Words: `say(key, values)` words the catalogue message
 * `key` with `values` in both parts; in HTML each value is escaped and isolated (`<bdi>`), Words
 * values are inserted as they are.
 */
function sayer(locale: CustomerLocale) {
  const t = emailTranslator(locale);
  const rtl = emailDir(locale) === 'rtl';
  return (key: string, values: Record<string, Value> = {}): Words => {
    // a `count` stays a number, so the catalogue picks its plural form ('لمدة 90 دقيقة', 'de 90 minutes'); it needs no isolation
    const { count, ...named } = values;
    const plural = typeof count === 'number' ? { count } : {};
    const entries = Object.entries(named);
    // right to left, a value in the plain-text part is isolated too (a Latin name or a number inside Arabic)
    const asText = (v: Value) => (typeof v === 'object' ? v.text : rtl ? isolateMarks(String(v)) : String(v));
    const text = t(key, { ...plural, ...Object.fromEntries(entries.map(([name, v]) => [name, asText(v)])) });
    const marked = t(key, { ...plural, ...Object.fromEntries(entries.map(([name], i) => [name, mark(i)])) });
    const html = escape(marked).replace(MARK, (_, i: string) => {
      const v = entries[Number(i)][1];
      return typeof v === 'object' ? v.html : isolate(String(v));
    });
    return { text, html };
  };
}
type Say = ReturnType<typeof sayer>;

/**
 * The appointment's day and showroom time in `locale`, as every page words it: 'Tuesday, November
 * 24, 2026 at 10:00 (Beirut time)', 'mardi 24 novembre 2026 à 10:00 (heure de Beyrouth)', … (the
 * time kept left to right).
 */
function when(say: Say, locale: CustomerLocale, start: Date): Words {
  const parts = appointmentDateParts(start, locale)!;
  const time = emailDir(locale) === 'rtl' ? isolateMarks(parts.time, 'ltr') : parts.time;
  return say('when', { day: parts.day, time: { text: time, html: isolate(parts.time, 'ltr') } });
}

/** The English wording staff read, e.g. 'Tuesday, November 24, 2026 at 10:00 (Beirut time)'. */
export const whenText = (start: Date) => formatAppointmentDate(start);

/** The appointment's length: 'one-hour' for 60 minutes, else e.g. '90-minute' (in `say`'s language). */
function lengthOf(say: Say, a: { start: Date; end: Date }): Words {
  const minutes = Math.round((a.end.getTime() - a.start.getTime()) / 60_000);
  return minutes === 60 ? say('length.oneHour') : say('length.minutes', { count: minutes });
}

/** An e-mail: `title` is the subject and the heading; the brand signs it. HTML in `locale`'s language and direction. */
function render(locale: CustomerLocale, title: Words, paragraphs: Paragraph[]): EmailContent {
  const dir = emailDir(locale);
  // right to left, a link goes on its own line: a URL at the end of an Arabic line reads badly in plain text
  const asText = (p: Paragraph) => ('href' in p ? `${p.text}${dir === 'rtl' ? '\n' : ' '}${p.href}` : p.text);
  const asHtml = (p: Paragraph) => ('href' in p ? `${p.html} <bdi dir="ltr">${isolateMarks(`<a href="${escape(p.href)}">${escape(p.href)}</a>`, 'ltr')}</bdi>` : p.html);
  // Georgia has no Arabic letters: Arabic mail names faces that do (Apple, Windows, Android)
  const headingFont = dir === 'rtl' ? "'Geeza Pro',Tahoma,'Segoe UI','Noto Naskh Arabic',serif" : 'Georgia,serif';
  const body = `<div dir="${dir}" style="font-family:${headingFont};color:#2b2118;max-width:560px"><h2 style="color:#5b3a1e">${title.html}</h2>${paragraphs
    .map((p) => `<p style="font-family:Arial,sans-serif;line-height:1.5;white-space:pre-line">${asHtml(p)}</p>`)
    .join('')}<p style="font-family:Arial,sans-serif;color:#8a7a6a">${BRAND.name}</p></div>`;
  return {
    subject: title.text,
    text: paragraphs.map(asText).join('\n\n'),
    html: `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(title.text)}</title></head><body>${body}</body></html>`,
  };
}

/** A customer e-mail in `locale`: greeted without the (visitor-typed) name. */
function customerEmail(locale: CustomerLocale, say: Say, subject: Words, paragraphs: Paragraph[]): EmailContent {
  return render(locale, subject, [say('greeting'), ...paragraphs]);
}

/** The manage-link paragraph every appointment e-mail ends with. */
const manageParagraph = (say: Say, manageUrl: string, canCancel: boolean): Paragraph => ({ ...say(canCancel ? 'manage.viewOrCancel' : 'manage.view'), href: manageUrl });

const whereParagraph = (say: Say, a: AppointmentFacts, locale: CustomerLocale): Paragraph =>
  a.appointmentType === 'virtual'
    ? a.meetingLink
      ? { ...say('where.videoLink'), href: a.meetingLink }
      : say('where.videoLater')
    : say('where.showroom', { address: showroomAddress(locale, { withName: true }) });

/**
 * The SMS twin of a notice whose e-mail is `email`: the brand, the e-mail's subject and, given a
 * `manageUrl`, the line that opens the appointment; plain text in `locale` (values isolated right to left).
 */
export function smsText(email: EmailContent, manageUrl: string | null, locale: CustomerLocale = 'en'): string {
  const say = sayer(locale);
  return [`${BRAND.name}: ${email.subject}`, ...(manageUrl ? [`${say('manage.view').text} ${manageUrl}`] : [])].join('\n');
}

/** Who the customer meets, when the showroom has designers. */
const withWhom = (say: Say, a: AppointmentFacts): Paragraph[] => (a.designerName ? [say('designer', { name: a.designerName })] : []);

/** The catalogue keys of an e-mail about an upcoming appointment: subject and first paragraph ({{when}}, {{length}}, {{brand}}), and what the attached calendar file does, if one is attached. */
interface AppointmentEmailKeys {
  subject: string;
  body: string;
  calendar?: string;
}

/** An e-mail about an upcoming appointment in `locale`: its time and length, the designer, the place or meeting link, the calendar file's line, the manage link. */
function appointmentEmail(keys: AppointmentEmailKeys, a: AppointmentFacts, manageUrl: string, locale: CustomerLocale): EmailContent {
  const say = sayer(locale);
  const values = { when: when(say, locale, a.start), length: lengthOf(say, a), brand: BRAND.name };
  return customerEmail(locale, say, say(keys.subject, values), [
    say(keys.body, values),
    ...withWhom(say, a),
    whereParagraph(say, a, locale),
    ...(keys.calendar ? [say(keys.calendar)] : []),
    manageParagraph(say, manageUrl, true),
  ]);
}

/** The customer's booking confirmation in `locale` (the calendar file is attached by the caller). */
export const confirmationEmail = (a: AppointmentFacts, manageUrl: string, locale: CustomerLocale = 'en'): EmailContent =>
  appointmentEmail({ subject: 'confirmation.subject', body: 'confirmation.body', calendar: 'confirmation.calendar' }, a, manageUrl, locale);

/** The customer's reminder in `locale`, sent 24 hours before the appointment. */
export const reminderEmail = (a: AppointmentFacts, manageUrl: string, locale: CustomerLocale = 'en'): EmailContent =>
  appointmentEmail({ subject: 'reminder.subject', body: 'reminder.body' }, a, manageUrl, locale);

/** The customer's notice in `locale` that their appointment moved (the updated calendar file is attached by the caller). */
export const rescheduledEmail = (a: AppointmentFacts, manageUrl: string, locale: CustomerLocale = 'en'): EmailContent =>
  appointmentEmail({ subject: 'rescheduled.subject', body: 'rescheduled.body', calendar: 'rescheduled.calendar' }, a, manageUrl, locale);

/** The customer's cancellation notice in `locale` (worded for who cancelled). */
export function cancellationEmail(a: AppointmentFacts, manageUrl: string, locale: CustomerLocale = 'en'): EmailContent {
  const say = sayer(locale);
  return customerEmail(locale, say, say('cancellation.subject'), [
    say(a.cancelledBy === 'staff' ? 'cancellation.byStaff' : 'cancellation.byCustomer', { when: when(say, locale, a.start) }),
    manageParagraph(say, manageUrl, false),
  ]);
}

/** The customer's "we missed you" in `locale` after staff marked a no-show: pick a new time through the manage link. */
export function missedEmail(a: AppointmentFacts, manageUrl: string, locale: CustomerLocale = 'en'): EmailContent {
  const say = sayer(locale);
  return customerEmail(locale, say, say('missed.subject'), [{ ...say('missed.body', { when: when(say, locale, a.start) }), href: manageUrl }]);
}

/** How a WhatsApp template names the consultation's kind in `locale` ('in person at our showroom', 'by video call', …). */
export function consultationKindWords(appointmentType: AppointmentFacts['appointmentType'], locale: CustomerLocale): string {
  return sayer(locale)(appointmentType === 'virtual' ? 'whatsapp.video' : 'whatsapp.inPerson').text;
}

/** The customer's resume link in `locale`: continue the project on another device (valid RESUME_LINK_TTL_HOURS, once). */
export function resumeLinkEmail(resumeUrl: string, locale: CustomerLocale = 'en'): EmailContent {
  const say = sayer(locale);
  return customerEmail(locale, say, say('resume.subject'), [
    say('resume.body', { brand: BRAND.name }),
    { ...say('resume.link'), href: resumeUrl },
    say('resume.validity', { hours: RESUME_LINK_TTL_HOURS }),
  ]);
}

/** The customer's erasure confirmation link in `locale` (valid ERASURE_LINK_TTL_HOURS, once; the page's button confirms). */
export function erasureLinkEmail(erasureUrl: string, locale: CustomerLocale = 'en'): EmailContent {
  const say = sayer(locale);
  return customerEmail(locale, say, say('erasure.subject'), [
    say('erasure.body', { brand: BRAND.name }),
    { ...say('erasure.link'), href: erasureUrl },
    say('erasure.validity', { hours: ERASURE_LINK_TTL_HOURS }),
  ]);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** 'Language: Arabic': the customer's language named in English (staff know which language the customer's e-mails were in). */
const languageLine = (c: CustomerProfile) => `Language: ${languageNames.of(emailLocale(c.locale))}`;

/** A staff e-mail: English, `subject` as the heading. */
const staffEmail = (subject: string, paragraphs: string[]): EmailContent => render('en', plain(subject), paragraphs.map(plain));

/** 'one-hour' for 60 minutes, else e.g. '90-minute' (the appointment's own length, in English). */
const lengthText = (a: { start: Date; end: Date }) => consultationLength(Math.round((a.end.getTime() - a.start.getTime()) / 60_000));

/** Step 1's answers of `group` but the name (the summary's first line), one 'Label: value' line each (customerFieldsIn; options as their English labels). */
const answerLines = (c: CustomerProfile, group: CustomerFieldGroup) =>
  customerFieldsIn(group)
    .filter((f) => f.key !== 'firstName' && f.key !== 'lastName')
    .map((f) => `${f.label}: ${englishAnswer(f, c[f.key]) || 'not given'}`);

/** The customer's answers, one 'Label: value' line each. */
function answersSummary(c: CustomerProfile): string {
  const types = [c.projectTypes.kitchen && 'Kitchen', c.projectTypes.wardrobe && 'Wardrobe'].filter(Boolean).join(' and ') || 'not given';
  return [
    `Name: ${`${c.firstName} ${c.lastName}`.trim()}`,
    ...answerLines(c, 'contact'),
    languageLine(c),
    `Project: ${types}`,
    ...answerLines(c, 'project'),
    ...answerLines(c, 'origin'),
    `Design styles chosen: ${c.counts.styles}; colour palettes: ${c.counts.colorPalettes}; materials: ${c.counts.materials}; documents uploaded: ${c.counts.documents}`,
    ...(c.notes ? [`Notes: ${c.notes}`] : []),
  ].join('\n');
}

/** The admins' notice of a new booking, with the customer's answers (and language). */
export function adminBookingEmail(c: CustomerProfile, a: AppointmentFacts): EmailContent {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return staffEmail(`New ${a.appointmentType} consultation: ${name}, ${whenText(a.start)}`, [
    `${name} booked a ${lengthText(a)} ${a.appointmentType === 'virtual' ? 'video call' : 'showroom visit'} for ${whenText(a.start)}.`,
    ...(a.designerName ? [`Designer: ${a.designerName}`] : []),
    ...(a.appointmentType === 'virtual'
      ? [a.meetingLink ? `Meeting link: ${a.meetingLink}` : 'No meeting link could be created automatically: please send the customer one.']
      : []),
    ...(a.specialRequests ? [`Special requests: ${a.specialRequests}`] : []),
    answersSummary(c),
  ]);
}

/** The admins' notice that a customer moved their appointment (from `previousStart`). */
export function adminRescheduledEmail(c: CustomerProfile, a: AppointmentFacts, previousStart: Date | null): EmailContent {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return staffEmail(`Moved: ${name}, now ${whenText(a.start)}`, [
    `${name} (${c.email}) moved their ${a.appointmentType} design consultation${previousStart ? ` of ${whenText(previousStart)}` : ''} to ${whenText(a.start)}.`,
    ...(a.designerName ? [`Designer: ${a.designerName}`] : []),
    languageLine(c),
  ]);
}

/** The admins' notice of a cancellation (by the customer or by staff). */
export function adminCancellationEmail(c: CustomerProfile, a: AppointmentFacts): EmailContent {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const what = `${a.appointmentType} design consultation of ${whenText(a.start)}`;
  return staffEmail(`Cancelled: ${name}, ${whenText(a.start)}`, [
    a.cancelledBy === 'staff'
      ? `The ${what} with ${name} (${c.email}) was cancelled by staff; the customer has been told. The time is free again.`
      : `${name} (${c.email}) cancelled their ${what}. The time is free again.`,
    languageLine(c),
  ]);
}

/** The admins' notice of a future appointment cancelled because its customer's data was erased (no name: the person is gone). */
export function adminErasureEmail(a: AppointmentFacts): EmailContent {
  return staffEmail(`Cancelled: ${whenText(a.start)} (customer data erased)`, [
    `The ${a.appointmentType} design consultation of ${whenText(a.start)}${a.designerName ? ` with ${a.designerName}` : ''} was cancelled: its customer asked for their data to be erased, and everything about them has been removed. The time is free again.`,
  ]);
}

/** A lead in an owner's morning digest: its back-office page, and the showroom day its follow-up was due (follow-ups only). */
export interface DigestLead {
  name: string;
  url: string;
  dueDay?: string;
}

/**
 * An owner's morning digest in their back-office language `locale`: greeted by `ownerName`, the leads
 * past their first-contact deadline, then the follow-ups due on showroom day `today` (one due earlier
 * says its day), each a lead's name and the link to its page. Only names: no customer's phone or address.
 */
export function leadDigestEmail(ownerName: string, today: string, overdue: DigestLead[], due: DigestLead[], locale: CustomerLocale): EmailContent {
  const say = sayer(locale);
  const dayOf = (day: string) => appointmentDateParts(showroomWallTime(day, '12:00')!.toJSDate(), locale)!.day;
  const lead = (l: DigestLead): Paragraph => ({ ...(l.dueDay && l.dueDay < today ? say('digest.leadDueEarlier', { name: l.name, day: dayOf(l.dueDay) }) : say('digest.lead', { name: l.name })), href: l.url });
  return render(locale, say('digest.subject', { day: dayOf(today) }), [
    say('digest.greeting', { name: ownerName }),
    ...(overdue.length ? [say('digest.overdue', { count: overdue.length }), ...overdue.map(lead)] : []),
    ...(due.length ? [say('digest.due', { count: due.length }), ...due.map(lead)] : []),
    say('digest.footer'),
  ]);
}
