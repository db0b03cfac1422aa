/**
 * The optional French and Arabic name and description of a catalogue dialog (styles, palettes,
 * materials, categories), in one titled group; the Arabic fields are written right to left.
 */
import { Input } from 'antd';
import { Field } from 'react-final-form';
import { FormField } from '../../components/FormField';
import { useAdminTranslation } from '../i18n/adminI18n';

const LANGUAGES = [
  { suffix: 'Fr', lang: 'fr', dir: 'ltr' },
  { suffix: 'Ar', lang: 'ar', dir: 'rtl' },
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
  const { t } = useAdminTranslation();
  return (
    <fieldset className="translation-fields">
      <legend className="field__label">{t('dialogs.translations.legend')}</legend>
      <p className="field__help">{t('dialogs.translations.help')}</p>
      {LANGUAGES.map(({ suffix, lang, dir }) => (
        <div className="form-grid" key={suffix}>
          <TranslatedField name={`name${suffix}`} label={t(`dialogs.translations.${lang}.name`)} lang={lang} dir={dir} />
          <TranslatedField name={`description${suffix}`} label={t(`dialogs.translations.${lang}.description`)} lang={lang} dir={dir} multiline />
        </div>
      ))}
    </fieldset>
  );
}
