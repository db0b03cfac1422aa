/**
 * 'Continue on another device' (issue 24): a link-style button that opens the resume-link dialog,
 * whose code loads on the first click. Render it where the wizard offers it.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../ui/Button';

const ContinueElsewhereDialog = lazy(() => import('./ContinueElsewhereDialog'));

/**
 * The button (`label`, in the page's language) and, once opened, its dialog offering a link to
 * `email` (the step-1 address; may be '') and, when the project is saved (`customerId`), its data export.
 */
export function ContinueElsewhere({ email, customerId = null, label }: { email: string; customerId?: string | null; label: string }) {
  const [open, setOpen] = useState(false);
  // once opened, the dialog stays mounted (closed) for the next time
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="link"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ContinueElsewhereDialog open={open} email={email} customerId={customerId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
