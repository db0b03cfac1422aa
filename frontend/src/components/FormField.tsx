/** A labelled form row: label bound to the control's id, then help text or the error. */
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  required?: boolean;
  help?: string;
  /** shown instead of the help text */
  error?: string | false;
  children: ReactNode;
}

/** Label + control + help/error; the control must use `id` and may use `describedBy(id)`. */
export function FormField({ id, label, required, help, error, children }: Props) {
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span className="field__required" aria-hidden="true"> *</span>}
      </label>
      {children}
      {error ? (
        <div className="field__error" id={`${id}-msg`}>
          {error}
        </div>
      ) : (
        help && (
          <div className="field__help" id={`${id}-msg`}>
            {help}
          </div>
        )
      )}
    </div>
  );
}
