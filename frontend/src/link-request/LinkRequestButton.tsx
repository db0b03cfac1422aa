/**
 * A link-styled button that unfolds an e-mailed-link form (ResumeLinkForm): 'Delete my data' (the
 * erasure confirmation link) and, on the manage page, 'Download my data' (the resume link, which
 * connects the device to the project, where the download is).
 */
import { type ReactNode, useState } from 'react';
import { Button } from '../ui/Button';
import { ResumeLinkForm, type ResumeLinkFormProps } from './ResumeLinkForm';
import './link-request.css';

export interface LinkRequestButtonProps extends ResumeLinkFormProps {
  /** the button's text, also the unfolded section's name */
  label: string;
  /** what the form is for, shown above it */
  intro: string;
  icon?: ReactNode;
  danger?: boolean;
}

/** The button and, once pressed, the intro and the form. */
export function LinkRequestButton({ label, intro, icon, danger, ...form }: LinkRequestButtonProps) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button type="link" danger={danger} icon={icon} onClick={() => setOpen(true)}>
        {label}
      </Button>
    );
  return (
    <section className="erasure-request" aria-label={label}>
      <p className="muted">{intro}</p>
      <ResumeLinkForm {...form} />
    </section>
  );
}
