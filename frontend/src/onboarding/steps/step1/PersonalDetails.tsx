/** Step 1 'Personal Details': names, email and phone with its dial-code picker. */
import { DIAL_CODE_REGIONS, DIAL_CODES } from '@cabinetry/shared/contracts';
import { Field } from 'react-final-form';
import { CountryPicker } from '../../../components/CountryPicker';
import { digitsOnly } from '../../../lib/phone';
import { TextField } from '../../../components/TextField';

/** The four required personal fields. */
export function PersonalDetails() {
  return (
    <section className="form-section" aria-labelledby="personal-title">
      <h2 id="personal-title" className="section-title">Personal Details</h2>
      <div className="form-grid">
        <TextField name="firstName" label="First Name" required autoComplete="given-name" />
        <TextField name="lastName" label="Last Name" required autoComplete="family-name" />
        <TextField name="email" label="Email" required type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" />
        <TextField
          name="phoneNumber"
          label="Phone Number"
          required
          inputMode="tel"
          autoComplete="tel-national"
          parse={digitsOnly}
          help="Enter your local number without the country code (7-15 digits)"
          before={
            <Field<string> name="dialCode">
              {({ input }) => (
                <CountryPicker
                  id="dialCode"
                  ariaLabel="Country code"
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
