/** E-mail texts for appointment notifications (customer confirmation and cancellation). Pure. */
import { DateTime } from 'luxon';
import { BEIRUT } from '../domain/beirut-time';
import { BRAND, SHOWROOM_ADDRESS } from '../domain/calendar-file';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** 'Tuesday 24 November 2026 at 10:00 (Beirut time)' */
export const whenText = (start: Date) =>
  `${DateTime.fromJSDate(start).setZone(BEIRUT).setLocale('en-GB').toFormat("cccc d LLLL yyyy 'at' HH:mm")} (Beirut time)`;

function render(title: string, paragraphs: string[]): EmailContent {
  return {
    subject: title,
    text: paragraphs.join('\n\n'),
    html: `<div style="font-family:Georgia,serif;color:#2b2118;max-width:560px"><h2 style="color:#5b3a1e">${escape(title)}</h2>${paragraphs
      .map((p) => `<p style="font-family:Arial,sans-serif;line-height:1.5">${escape(p)}</p>`)
      .join('')}<p style="font-family:Arial,sans-serif;color:#8a7a6a">${BRAND}</p></div>`,
  };
}

export function confirmationEmail(a: { firstName: string; start: Date; appointmentType: 'in-person' | 'virtual'; meetingLink: string | null; specialRequests: string }): EmailContent {
  const where =
    a.appointmentType === 'virtual'
      ? a.meetingLink
        ? `We will meet by video call: ${a.meetingLink}`
        : 'We will meet by video call; the link will be in your calendar invitation.'
      : `We look forward to welcoming you at ${SHOWROOM_ADDRESS}.`;
  return render(`Your design consultation is booked: ${whenText(a.start)}`, [
    `Dear ${a.firstName},`,
    `Thank you for choosing ${BRAND}. Your one-hour design consultation is confirmed for ${whenText(a.start)}.`,
    where,
    ...(a.specialRequests ? [`Your special requests: ${a.specialRequests}`] : []),
    'The attached calendar file adds the appointment to your calendar.',
  ]);
}

export function cancellationEmail(a: { firstName: string; start: Date }): EmailContent {
  return render('Your design consultation has been cancelled', [
    `Dear ${a.firstName},`,
    `Your design consultation of ${whenText(a.start)} has been cancelled. You are welcome to book a new time whenever suits you.`,
  ]);
}
