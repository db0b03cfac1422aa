/** react-final-form fields for the admin dialogs: text area, switch, select and price, each labelled. */
import { AutoComplete, Input, Select, Switch } from 'antd';
import { Field } from 'react-final-form';
import { FormField } from '../../components/FormField';
import { useAdminTranslation } from '../i18n/adminI18n';

const shownError = (meta: { touched?: boolean; error?: unknown }) => (meta.touched && typeof meta.error === 'string' ? meta.error : false);

/** A multi-line text field. */
export function TextAreaField({ name, label, rows = 3 }: { name: string; label: string; rows?: number }) {
  return (
    <Field<string> name={name} parse={(v) => v ?? ''}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FormField id={name} label={label} error={error}>
            <Input.TextArea {...input} id={name} rows={rows} status={error ? 'error' : undefined} aria-invalid={!!error} />
          </FormField>
        );
      }}
    </Field>
  );
}

/** An on/off switch bound to a boolean, with its state written beside it ('Active' / 'Inactive' unless given). */
export function SwitchField({ name, label, onText, offText }: { name: string; label: string; onText?: string; offText?: string }) {
  const { t } = useAdminTranslation();
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input }) => (
        <div className="field field--inline">
          <label className="field__label" htmlFor={name}>
            {label}
          </label>
          <span className="switch-row">
            <Switch id={name} checked={!!input.checked} onChange={(on) => input.onChange(on)} />
            <span className="muted">{input.checked ? (onText ?? t('common.active')) : (offText ?? t('common.inactive'))}</span>
          </span>
        </div>
      )}
    </Field>
  );
}

export interface SelectOption<V> {
  value: V;
  label: string;
}

/** Options, optionally grouped under a label. */
export type SelectOptions<V> = (SelectOption<V> | { label: string; options: SelectOption<V>[] })[];

interface SelectProps<V> {
  name: string;
  label: string;
  options: SelectOptions<V>;
  required?: boolean;
  multiple?: boolean;
  placeholder?: string;
  help?: string;
  loading?: boolean;
}

/** A single or multiple select; options are filtered by typing their label. */
export function SelectField<V extends string | number>({ name, label, options, required, multiple, placeholder, help, loading }: SelectProps<V>) {
  return (
    <Field<V | V[]> name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FormField id={name} label={label} required={required} help={help} error={error}>
            <Select<V | V[]>
              id={name}
              mode={multiple ? 'multiple' : undefined}
              value={input.value === '' ? undefined : input.value}
              onChange={(v) => input.onChange(v)}
              onBlur={() => input.onBlur()}
              options={options}
              placeholder={placeholder}
              loading={loading}
              showSearch={{ optionFilterProp: 'label' }}
              status={error ? 'error' : undefined}
              aria-invalid={!!error}
              aria-required={required}
              style={{ width: '100%' }}
            />
          </FormField>
        );
      }}
    </Field>
  );
}

const PRICES = ['€', '€€', '€€€', '€€€€'].map((value) => ({ value }));

/** Price as free text of euro symbols, with the usual levels offered. */
export function PriceField({ name, label }: { name: string; label: string }) {
  const { t } = useAdminTranslation();
  return (
    <Field<string> name={name} parse={(v) => v ?? ''}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FormField id={name} label={label} help={t('dialogs.priceHelp')} error={error}>
            <AutoComplete id={name} value={input.value} onChange={(v) => input.onChange(v)} onBlur={() => input.onBlur()} options={PRICES} status={error ? 'error' : undefined} />
          </FormField>
        );
      }}
    </Field>
  );
}
