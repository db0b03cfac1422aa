/** The wizard's progress bar: five numbered markers, fill (step-1)/4, completed markers clickable (docs/product.md §2). */
import CheckSvg from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { stepPath } from './OnboardingContext';
import { markerState, progressFill } from './progress';
import { Icon } from '../ui/Icon';
import { useTranslation } from 'react-i18next';
import { useLocaleNavigate } from '../i18n/useLocale';

const LABELS = ['wizard.steps.project', 'wizard.steps.style', 'wizard.steps.materials', 'wizard.steps.documents', 'wizard.steps.consultation'];

/** Completed markers show a check and go back; the current one is highlighted; later ones are inert. */
export function ProgressBar({ step, reached }: { step: number; reached: number }) {
  const navigate = useLocaleNavigate();
  const { t } = useTranslation();
  return (
    <nav className="progress" aria-label={t('wizard.progress')}>
      <div className="progress__track" aria-hidden="true">
        <div className="progress__fill" style={{ width: `${progressFill(step) * 100}%` }} />
      </div>
      <ol className="progress__markers">
        {LABELS.map((key, i) => {
          const label = t(key);
          const n = i + 1;
          const state = markerState(n, step, reached);
          return (
            <li key={n} className={`progress__item progress__item--${state}`}>
              <button
                type="button"
                className="progress__marker"
                disabled={state !== 'done'}
                aria-current={state === 'current' ? 'step' : undefined}
                aria-label={t(state === 'done' ? 'wizard.markerDone' : 'wizard.marker', { step: n, label })}
                onClick={() => navigate(stepPath(n))}
              >
                {state === 'done' ? <Icon svg={CheckSvg} /> : n}
              </button>
              <span className="progress__label">{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
