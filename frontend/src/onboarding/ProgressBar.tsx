/** The wizard's progress bar: five numbered markers, fill (step-1)/4, completed markers clickable (docs/product.md §2). */
import CheckSvg from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { useNavigate } from 'react-router-dom';
import { stepPath } from './OnboardingContext';
import { markerState, progressFill } from './progress';
import { Icon } from '../ui/Icon';

const LABELS = ['Project', 'Style', 'Materials', 'Documents', 'Consultation'];

/** Completed markers show a check and go back; the current one is highlighted; later ones are inert. */
export function ProgressBar({ step, reached }: { step: number; reached: number }) {
  const navigate = useNavigate();
  return (
    <nav className="progress" aria-label="Onboarding progress">
      <div className="progress__track" aria-hidden="true">
        <div className="progress__fill" style={{ width: `${progressFill(step) * 100}%` }} />
      </div>
      <ol className="progress__markers">
        {LABELS.map((label, i) => {
          const n = i + 1;
          const state = markerState(n, step, reached);
          return (
            <li key={n} className={`progress__item progress__item--${state}`}>
              <button
                type="button"
                className="progress__marker"
                disabled={state !== 'done'}
                aria-current={state === 'current' ? 'step' : undefined}
                aria-label={`Step ${n}: ${label}${state === 'done' ? ' (completed)' : ''}`}
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
