/**
 * The virtual-booking toasts: the meeting link (10 s, with Copy Link), the note of where the link will
 * come from (8 s), or the meeting error (10 s), in the page's language: the page words the note from
 * the booking's meetingLinkStatus (the server's `notificationNote` is its English for staff).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { useState } from 'react';
import type { ToastInput } from '../../../components/toast';
import { Button } from '../../../ui/Button';
import { linkNote } from '../../../booking/linkNote';

/** 'Copy Link' button that confirms with 'Copied!'. */
export function CopyLinkButton({ link }: { link: string }) {
  const { t } = useTranslation();
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
      {copied ? t('step5.copied') : t('step5.copyLink')}
    </Button>
  );
}

/** The meeting-link toast: the link (opens in a new tab) and a Copy Link button, shown 10 s; `title` defaults to 'Your meeting link is ready'. */
export function meetingLinkToast(t: TFunction, link: string, title = t('step5.linkReady')): ToastInput {
  return {
    title,
    description: (
      <a href={link} target="_blank" rel="noopener noreferrer" dir="ltr">
        {link}
      </a>
    ),
    action: <CopyLinkButton link={link} />,
    duration: 10,
  };
}


/** The note (8 s) of where a virtual booking's link will come from, when it is not known yet (linkNote). */
export function linkNoteToast(t: TFunction, a: Pick<AppointmentView, 'meetingLinkStatus'>, title = t('step5.virtualMeeting')): ToastInput {
  return { title, description: linkNote(t, a), duration: 8 };
}

/** 'Virtual Meeting Error' (10 s): the Meet link cannot be created. */
export const meetingErrorToast = (t: TFunction): ToastInput => ({
  title: t('step5.meetingError'),
  sep: ' – ',
  description: t('step5.meetingErrorText'),
  variant: 'destructive',
  duration: 10,
});
