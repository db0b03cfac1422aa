/** Step 1 'Personal Details': names, email and phone with its dial-code picker. */
import { DIAL_CODE_REGIONS, DIAL_CODES } from '@cabinetry/shared/contracts';
import { Field } from 'react-final-form';
import { CountryPicker } from '../../../components/CountryPicker';
import { digitsOnly } from '../../../lib/phone';
import { TextField } from '../../../components/TextField';
import { useTranslation } from 'react-i18next';

/** The four required personal fields. */
export function PersonalDetails() {
  const { t } = useTranslation();
  return (
    <section className="form-section" aria-labelledby="personal-title">
      <h2 id="personal-title" className="section-title">{t('step1.personal')}</h2>
      <div className="form-grid">
        <TextField name="firstName" label={t('step1.firstName')} required autoComplete="given-name" />
        <TextField name="lastName" label={t('step1.lastName')} required autoComplete="family-name" />
        <TextField name="email" label={t('step1.email')} required type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          name="phoneNumber"
          label={t('step1.phone')}
          required
          inputMode="tel"
          autoComplete="tel-national"
          parse={digitsOnly}
          help={t('step1.phoneHelp')}
          before={
            <Field<string> name="dialCode">
              {({ input }) => (
                <CountryPicker
                  id="dialCode"
                  ariaLabel={t('step1.countryCode')}
                  items={DIAL_CODES}
                  regions={DIAL_CODE_REGIONS}
                  value={input.value}
                  onChange={input.onChange}
                  showCode
                />
              )}
            </Field>
          }
        />
      </div>
    </section>
  );
}
