/**
 * The virtual-booking toasts: the meeting link (10 s, with Copy Link), the note of where the link will
 * come from (8 s), or the meeting error (10 s).
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { useState } from 'react';
import type { ToastInput } from '../../../components/toast';
import { Button } from '../../../ui/Button';

/** 'Copy Link' button that confirms with 'Copied!'. */
export function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      type="link"
      onClick={() =>
        void navigator.clipboard
          ?.writeText(link)
          .then(() => setCopied(true))
          .catch(() => setCopied(false))
      }
    >
      {copied ? 'Copied!' : 'Copy Link'}
    </Button>
  );
}

/** The meeting-link toast: the link (opens in a new tab) and a Copy Link button, shown 10 s. */
export function meetingLinkToast(link: string, title = 'Your meeting link is ready'): ToastInput {
  return {
    title,
    description: (
      <a href={link} target="_blank" rel="noopener noreferrer">
        {link}
      </a>
    ),
    action: <CopyLinkButton link={link} />,
    duration: 10,
  };
}

/** The invitation note of a virtual booking whose Google account makes the link. */
export const INVITATION_NOTE = 'The meeting link will be included in your calendar invitation.';

/**
 * The note (8 s) of where a virtual booking's link will come from, when it is not known yet: the
 * server's note for the booking (calendar invitation, or e-mailed by staff without a Google account).
 */
export function linkNoteToast(a: Pick<AppointmentView, 'notificationNote'>, title = 'Virtual Meeting'): ToastInput {
  return { title, description: a.notificationNote || INVITATION_NOTE, duration: 8 };
}

/** 'Virtual Meeting Error' (10 s): the Meet link cannot be created. */
export const MEETING_ERROR_TOAST: ToastInput = {
  title: 'Virtual Meeting Error',
  sep: ' – ',
  description: 'Could not create Google Meet link. Try an in-person appointment instead, or contact support.',
  variant: 'destructive',
  duration: 10,
};
