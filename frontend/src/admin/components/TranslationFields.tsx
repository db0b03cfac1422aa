/**
 * The optional translated name and description of a catalogue dialog (styles, palettes, materials,
 * categories), one pair per translated language of the registry (French, Arabic), in one titled
 * group; each field is written in its language's direction (Arabic right to left).
 */
import { localeDirection, TRANSLATED_LOCALES, translatedFieldsOf } from '@cabinetry/shared/contracts';
import { Input } from 'antd';
import { Field } from 'react-final-form';
import { FormField } from '../../components/FormField';
import { useAdminTranslation } from '../i18n/adminI18n';


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

/** Each translated language's name and description; empty ones fall back to English for customers. */
export function TranslationFields() {
  const { t } = useAdminTranslation();
  return (
    <fieldset className="translation-fields">
      <legend className="field__label">{t('dialogs.translations.legend')}</legend>
      <p className="field__help">{t('dialogs.translations.help')}</p>
      {TRANSLATED_LOCALES.map((lang) => {
        const fields = translatedFieldsOf(lang);
        const dir = localeDirection(lang);
        return (
          <div className="form-grid" key={lang}>
            <TranslatedField name={fields.name} label={t(`dialogs.translations.${lang}.name`)} lang={lang} dir={dir} />
            <TranslatedField name={fields.description} label={t(`dialogs.translations.${lang}.description`)} lang={lang} dir={dir} multiline />
          </div>
        );
      })}
    </fieldset>
  );
}
