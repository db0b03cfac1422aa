/** A centred spinner with a caption, for route chunks and data loading. */
import { Spin } from '../ui/Spin';

/** Loading state; `label` is read out and shown under the spinner. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{label}</span>
    </div>
  );
}
