/** A react-final-form text input (native, styled like antd) with its label, help and touched-only error. */
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FormField } from './FormField';
import { useTranslation } from 'react-i18next';
import { validationText } from '../i18n/validation';

interface Props {
  name: string;
  label: string;
  required?: boolean;
  help?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** transforms typed text before it reaches the form state */
  parse?: (value: string) => string;
  /** control shown before the input in the same row (e.g. a dial-code picker) */
  before?: ReactNode;
}

/** Shows the error only once the field has been left (touched). */
export function TextField({ name, label, required, help, type = 'text', autoComplete, placeholder, inputMode, parse, before }: Props) {
  const { t } = useTranslation();
  return (
    <Field<string> name={name} parse={parse ? (v) => parse(v ?? '') : (v) => v ?? ''}>
      {({ input, meta }) => {
        const error = meta.touched && typeof meta.error === 'string' ? validationText(t, meta.error) : false;
        const control = (
          <input
            {...input}
            className="text-input"
            id={name}
            type={type}
            autoComplete={autoComplete}
            placeholder={placeholder}
            inputMode={inputMode}
            // e-mail addresses and phone numbers read left to right, also on a right-to-left page
            dir={inputMode === 'email' || inputMode === 'tel' ? 'ltr' : undefined}
            aria-invalid={!!error}
            aria-required={required}
            aria-describedby={error || help ? `${name}-msg` : undefined}
          />
        );
        return (
          <FormField id={name} label={label} required={required} help={help} error={error}>
            {before ? <div className="input-row">{before}{control}</div> : control}
          </FormField>
        );
      }}
    </Field>
  );
}
