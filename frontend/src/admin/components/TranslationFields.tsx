/**
 * The optional French and Arabic name and description of a catalogue dialog (styles, palettes,
 * materials, categories), in one titled group; the Arabic fields are written right to left.
 */
import { Input } from 'antd';
import { Field } from 'react-final-form';
import { FormField } from '../../components/FormField';

const LANGUAGES = [
  { suffix: 'Fr', language: 'French', lang: 'fr', dir: 'ltr' },
  { suffix: 'Ar', language: 'Arabic', lang: 'ar', dir: 'rtl' },
] as const;

function TranslatedField({ name, label, lang, dir, multiline }: { name: string; label: string; lang: string; dir: 'ltr' | 'rtl'; multiline?: boolean }) {
  return (
    <Field<string> name={name} parse={(v) => v ?? ''}>
      {({ input, meta }) => {
        const error = meta.touched && typeof meta.error === 'string' ? meta.error : false;
        const props = { ...input, id: name, lang, dir, status: error ? ('error' as const) : undefined, 'aria-invalid': !!error };
        return (
          <FormField id={name} label={label} error={error}>
            {multiline ? <Input.TextArea {...props} rows={2} /> : <Input {...props} />}
          </FormField>
        );
      }}
    </Field>
  );
}

/** French and Arabic name and description; empty ones fall back to English for customers. */
export function TranslationFields() {
  return (
    <fieldset className="translation-fields">
      <legend className="field__label">Translations (optional)</legend>
      <p className="field__help">Customers reading French or Arabic see these; an empty field shows the English text.</p>
      {LANGUAGES.map(({ suffix, language, lang, dir }) => (
        <div className="form-grid" key={suffix}>
          <TranslatedField name={`name${suffix}`} label={`${language} name`} lang={lang} dir={dir} />
          <TranslatedField name={`description${suffix}`} label={`${language} description`} lang={lang} dir={dir} multiline />
        </div>
      ))}
    </fieldset>
  );
}
