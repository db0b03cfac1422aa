/** The virtual-booking toasts of docs/product.md §8: the meeting link (10 s, with Copy Link) or the invitation note (8 s). */
import { Button } from 'antd';
import { useState } from 'react';
import type { ToastInput } from '../../../components/toast';

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

/** The note shown (8 s) when the meeting link is not known yet: it comes with the calendar invitation. */
export const INVITATION_NOTE_TOAST: ToastInput = {
  title: 'Virtual Meeting',
  description: 'The meeting link will be included in your calendar invitation.',
  duration: 8,
};
