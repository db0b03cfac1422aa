/** Step 1 'Project Details': address (country + street), timeline, budget and "How did you hear about us?". */
import { ADDRESS_COUNTRIES, ADDRESS_REGIONS, BUDGETS, HEARD_FROM, PROJECT_TIMELINES } from '@cabinetry/shared/contracts';
import { Field } from 'react-final-form';
import { CountryPicker } from '../../../components/CountryPicker';
import { FormField } from '../../../components/FormField';
import { TextField } from '../../../components/TextField';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const timelines = PROJECT_TIMELINES.map((o) => ({ id: o.id, label: t(`step1.timelines.${o.id}`) }));
  const budgets = BUDGETS.map((o) => ({ id: o.id, label: t(`step1.budgets.${o.id}`) }));
  const heardFrom = HEARD_FROM.map((o) => ({ id: o.id, label: t(`step1.heardFromOptions.${o.id}`) }));
  return (
    <section className="form-section" aria-labelledby="project-details-title">
      <h2 id="project-details-title" className="section-title">{t('step1.projectDetails')}</h2>
      <fieldset className="address-fieldset">
        <legend className="field__label">{t('step1.projectAddress')}</legend>
        <div className="address-row">
          <Field<string> name="addressCountry">
            {({ input }) => (
              <CountryPicker
                id="addressCountry"
                ariaLabel={t('step1.country')}
                items={ADDRESS_COUNTRIES}
                regions={ADDRESS_REGIONS}
                value={input.value}
                onChange={input.onChange}
              />
            )}
          </Field>
          <div className="address-row__street">
            <TextField name="street" label={t('step1.street')} autoComplete="street-address" placeholder={t('step1.streetPlaceholder')} />
          </div>
        </div>
      </fieldset>
      <div className="form-grid">
        <OptionSelect name="projectTimeline" label={t('step1.timeline')} placeholder={t('step1.timelinePlaceholder')} options={timelines} />
        <OptionSelect name="budget" label={t('step1.budget')} placeholder={t('step1.budgetPlaceholder')} options={budgets} />
        <OptionSelect name="heardFrom" label={t('step1.heardFrom')} placeholder={t('step1.heardFromPlaceholder')} options={heardFrom} />
      </div>
    </section>
  );
}
