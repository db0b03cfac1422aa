/** Step 1 'Project Details': address (country + street), timeline and budget. */
import { ADDRESS_COUNTRIES, ADDRESS_REGIONS, BUDGETS, PROJECT_TIMELINES } from '@cabinetry/shared/contracts';
import { Field } from 'react-final-form';
import { CountryPicker } from '../../../components/CountryPicker';
import { FormField } from '../../../components/FormField';
import { TextField } from '../../../components/TextField';

/** A native select of option ids (docs/product.md §3 option lists); the empty first option is the placeholder. */
function OptionSelect({ name, label, placeholder, options }: { name: string; label: string; placeholder: string; options: readonly { id: string; label: string }[] }) {
  return (
    <Field<string> name={name} parse={(v) => v ?? ''}>
      {({ input }) => (
        <FormField id={name} label={label}>
          <select {...input} id={name} className="text-input">
            <option value="">{placeholder}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </Field>
  );
}

/** Optional project details. */
export function ProjectDetails() {
  return (
    <section className="form-section" aria-labelledby="project-details-title">
      <h2 id="project-details-title" className="section-title">Project Details</h2>
      <fieldset className="address-fieldset">
        <legend className="field__label">Project Address</legend>
        <div className="address-row">
          <Field<string> name="addressCountry">
            {({ input }) => (
              <CountryPicker
                id="addressCountry"
                ariaLabel="Country"
                items={ADDRESS_COUNTRIES}
                regions={ADDRESS_REGIONS}
                value={input.value}
                onChange={input.onChange}
              />
            )}
          </Field>
          <div className="address-row__street">
            <TextField name="street" label="Street, city, postal code" autoComplete="street-address" placeholder="e.g. Armenia St 24, Beirut 2071" />
          </div>
        </div>
      </fieldset>
      <div className="form-grid">
        <OptionSelect name="projectTimeline" label="Project Timeline" placeholder="Select a timeline" options={PROJECT_TIMELINES} />
        <OptionSelect name="budget" label="Estimated Budget" placeholder="Select a budget range" options={BUDGETS} />
      </div>
    </section>
  );
}
