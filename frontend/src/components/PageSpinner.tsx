/** A centred spinner with a caption, for route chunks and data loading. */
import { Spin } from '../ui/Spin';
import { useTranslation } from 'react-i18next';

/** Loading state; `label` (default 'Loading...') is read out and shown under the spinner. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span>{label ?? t('shell.loading')}</span>
    </div>
  );
}
