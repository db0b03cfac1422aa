/**
 * E-mail texts for appointment notifications: the customer's confirmation, reminder and
 * cancellation — each with the link to view or cancel the appointment — and the admins'
 * new-booking (with the customer's answers) and cancellation notices; and the customer's resume
 * link (continue the project on another device). Pure.
 * Customer e-mails are fixed text plus the stored appointment's time, length, type, place or
 * meeting link and manage link only: nothing a visitor typed (name, special requests) is echoed to
 * an address a visitor typed.
 */
import { BRAND, BUDGETS, type CustomerProfile, PROJECT_TIMELINES, RESUME_LINK_TTL_HOURS } from '@cabinetry/shared/contracts';
import { consultationLength, formatAppointmentDate } from '@cabinetry/shared/time';

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

/** A paragraph: plain text, or text followed by a link. */
type Paragraph = string | { text: string; href: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** 'Tuesday, November 24, 2026 at 10:00 (Beirut time)', as every page words an appointment. */
export const whenText = (start: Date) => formatAppointmentDate(start);

/** 'one-hour' for 60 minutes, else e.g. '90-minute' (the appointment's own length). */
const lengthText = (a: { start: Date; end: Date }) => consultationLength(Math.round((a.end.getTime() - a.start.getTime()) / 60_000));

function render(title: string, paragraphs: Paragraph[]): EmailContent {
  const asText = (p: Paragraph) => (typeof p === 'string' ? p : `${p.text} ${p.href}`);
  const asHtml = (p: Paragraph) => (typeof p === 'string' ? escape(p) : `${escape(p.text)} <a href="${escape(p.href)}">${escape(p.href)}</a>`);
  return {
    subject: title,
    text: paragraphs.map(asText).join('\n\n'),
    html: `<div style="font-family:Georgia,serif;color:#2b2118;max-width:560px"><h2 style="color:#5b3a1e">${escape(title)}</h2>${paragraphs
      .map((p) => `<p style="font-family:Arial,sans-serif;line-height:1.5;white-space:pre-line">${asHtml(p)}</p>`)
      .join('')}<p style="font-family:Arial,sans-serif;color:#8a7a6a">${BRAND.name}</p></div>`,
  };
}

/** Customer e-mails greet without the (visitor-typed) name. */
const GREETING = 'Hello,';

/** The manage-link paragraph every customer e-mail ends with. */
const manageParagraph = (manageUrl: string, canCancel: boolean): Paragraph => ({
  text: canCancel ? 'To view or cancel your appointment, open:' : 'To view your appointment, open:',
  href: manageUrl,
});

const whereText = (a: AppointmentFacts) =>
  a.appointmentType === 'virtual'
    ? a.meetingLink
      ? `We will meet by video call: ${a.meetingLink}`
      : 'We will meet by video call; we will send you the meeting link before your appointment.'
    : `We look forward to welcoming you at ${BRAND.showroomAddress}.`;

/** Who the customer meets, when the showroom has designers. */
const withWhom = (a: AppointmentFacts): Paragraph[] => (a.designerName ? [`You will meet ${a.designerName}, one of our designers.`] : []);

/** The customer's booking confirmation (the calendar file is attached by the caller). */
export function confirmationEmail(a: AppointmentFacts, manageUrl: string): EmailContent {
  return render(`Your design consultation is booked: ${whenText(a.start)}`, [
    GREETING,
    `Thank you for choosing ${BRAND.name}. Your ${lengthText(a)} design consultation is confirmed for ${whenText(a.start)}.`,
    ...withWhom(a),
    whereText(a),
    'The attached calendar file adds the appointment to your calendar.',
    manageParagraph(manageUrl, true),
  ]);
}

/** The customer's reminder, sent 24 hours before the appointment. */
export function reminderEmail(a: AppointmentFacts, manageUrl: string): EmailContent {
  return render(`Reminder: your design consultation on ${whenText(a.start)}`, [
    GREETING,
    `This is a friendly reminder of your ${lengthText(a)} design consultation with ${BRAND.name} on ${whenText(a.start)}.`,
    ...withWhom(a),
    whereText(a),
    manageParagraph(manageUrl, true),
  ]);
}

/** The customer's notice that their appointment moved (the updated calendar file is attached by the caller). */
export function rescheduledEmail(a: AppointmentFacts, manageUrl: string): EmailContent {
  return render(`Your design consultation has moved: ${whenText(a.start)}`, [
    GREETING,
    `Your ${lengthText(a)} design consultation with ${BRAND.name} is now on ${whenText(a.start)}.`,
    ...withWhom(a),
    whereText(a),
    'The attached calendar file moves the appointment in your calendar.',
    manageParagraph(manageUrl, true),
  ]);
}

/** The customer's cancellation notice (worded for who cancelled). */
export function cancellationEmail(a: AppointmentFacts, manageUrl: string): EmailContent {
  return render('Your design consultation has been cancelled', [
    GREETING,
    a.cancelledBy === 'staff'
      ? `We are sorry: we have had to cancel your design consultation of ${whenText(a.start)}. Please book a new time whenever suits you, or reply to this e-mail and we will find one with you.`
      : `Your design consultation of ${whenText(a.start)} has been cancelled. You are welcome to book a new time whenever suits you.`,
    manageParagraph(manageUrl, false),
  ]);
}

/** The customer's resume link: continue the project on another device (valid RESUME_LINK_TTL_HOURS, once). */
export function resumeLinkEmail(resumeUrl: string): EmailContent {
  return render('Continue your project', [
    GREETING,
    `You asked to continue your ${BRAND.name} project on another device. Open this link on the device you want to use:`,
    { text: 'Continue your project:', href: resumeUrl },
    `The link works once and for ${RESUME_LINK_TTL_HOURS} hours; asking for a new one replaces it. If you did not ask for it, you can ignore this e-mail: nothing changes.`,
  ]);
}

const labelOf = (options: readonly { id: string; label: string }[], id: string) => options.find((o) => o.id === id)?.label ?? (id || 'not given');

/** The customer's answers, one 'Label: value' line each. */
function answersSummary(c: CustomerProfile): string {
  const types = [c.projectTypes.kitchen && 'Kitchen', c.projectTypes.wardrobe && 'Wardrobe'].filter(Boolean).join(' and ') || 'not given';
  return [
    `Name: ${`${c.firstName} ${c.lastName}`.trim()}`,
    `E-mail: ${c.email}`,
    `Phone: ${c.phone || 'not given'}`,
    `Project address: ${c.projectAddress || 'not given'}`,
    `Project: ${types}${c.projectDetails ? ` (${c.projectDetails})` : ''}`,
    `Timeline: ${labelOf(PROJECT_TIMELINES, c.projectTimeline)}`,
    `Budget: ${labelOf(BUDGETS, c.budget)}`,
    `Design styles chosen: ${c.counts.styles}; colour palettes: ${c.counts.colorPalettes}; materials: ${c.counts.materials}; documents uploaded: ${c.counts.documents}`,
    ...(c.notes ? [`Notes: ${c.notes}`] : []),
  ].join('\n');
}

/** The admins' notice of a new booking, with the customer's answers. */
export function adminBookingEmail(c: CustomerProfile, a: AppointmentFacts): EmailContent {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return render(`New ${a.appointmentType} consultation: ${name}, ${whenText(a.start)}`, [
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
  return render(`Moved: ${name}, now ${whenText(a.start)}`, [
    `${name} (${c.email}) moved their ${a.appointmentType} design consultation${previousStart ? ` of ${whenText(previousStart)}` : ''} to ${whenText(a.start)}.`,
    ...(a.designerName ? [`Designer: ${a.designerName}`] : []),
  ]);
}

/** The admins' notice of a cancellation (by the customer or by staff). */
export function adminCancellationEmail(c: CustomerProfile, a: AppointmentFacts): EmailContent {
  const name = `${c.firstName} ${c.lastName}`.trim();
  const what = `${a.appointmentType} design consultation of ${whenText(a.start)}`;
  return render(`Cancelled: ${name}, ${whenText(a.start)}`, [
    a.cancelledBy === 'staff'
      ? `The ${what} with ${name} (${c.email}) was cancelled by staff; the customer has been told. The time is free again.`
      : `${name} (${c.email}) cancelled their ${what}. The time is free again.`,
  ]);
}

/** The admins' notice of a future appointment cancelled because its customer's data was erased (no name: the person is gone). */
export function adminErasureEmail(a: AppointmentFacts): EmailContent {
  return render(`Cancelled: ${whenText(a.start)} (customer data erased)`, [
    `The ${a.appointmentType} design consultation of ${whenText(a.start)}${a.designerName ? ` with ${a.designerName}` : ''} was cancelled: its customer asked for their data to be erased, and everything about them has been removed. The time is free again.`,
  ]);
}
