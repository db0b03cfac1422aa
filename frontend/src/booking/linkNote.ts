/**
 * The note a virtual booking shows while it has no meeting link, worded by the page from the
 * booking's meetingLinkStatus (the server's `notificationNote` stays its English for staff), so it
 * reads in the page's language.
 */
import type { TFunction } from 'i18next';
import type { AppointmentView, MeetingLinkStatus } from '@cabinetry/shared/contracts';

/** Catalogue key of the note on a virtual booking without its link yet, by its meetingLinkStatus. */
const LINK_NOTES: Record<MeetingLinkStatus, string> = {
  pending: 'step5.linkInInvitation',
  'by-email': 'step5.linkByEmail',
  failed: 'step5.meetingErrorText',
  ready: 'step5.invitationNote',
};

/**
 * Where a virtual booking's link will come from, in the page's language: the calendar invitation
 * (a Google account is linked), an e-mail from staff (none is), or that the link could not be made;
 * 'The meeting link will be included in your calendar invitation.' when the status is not known.
 */
export const linkNote = (t: TFunction, a: Pick<AppointmentView, 'meetingLinkStatus'>): string => t(LINK_NOTES[a.meetingLinkStatus ?? 'ready']);
