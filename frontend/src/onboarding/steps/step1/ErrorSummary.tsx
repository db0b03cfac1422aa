/** 'Please fix the following errors:' — the messages of touched fields that have errors (docs/product.md §2 step 1). */
import { useFormState } from 'react-final-form';
import { focusField } from '../../../lib/focusField';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../i18n/validation';

/** Lists the errors of touched fields in `order`; renders nothing when there are none. */
export function ErrorSummary({ order }: { order: readonly string[] }) {
  const { errors = {}, touched = {} } = useFormState({ subscription: { errors: true, touched: true } });
  const { t } = useTranslation();
  const messages = order.filter((f) => touched[f] && errors[f]).map((f) => ({ field: f, message: String(errors[f]) }));
  if (messages.length === 0) return null;
  return (
    <div className="error-summary" role="alert">
      <strong>{t('step1.fixErrors')}</strong>
      <ul>
        {messages.map((m) => (
          <li key={m.field}>
            <a
              href={`#${m.field}`}
              onClick={(e) => {
                e.preventDefault();
                focusField(m.field);
              }}
            >
              {validationText(t, m.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
