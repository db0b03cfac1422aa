/**
 * 'Add lead' on /admin/leads (issue 39 item 5): a walk-in or a phone call taken down in a short form
 * (name, phone, e-mail optional, project type, how they reached us, how they heard of us, the
 * language of their e-mails), checked by the same schema as the server (staffLeadRequestSchema).
 * A new lead opens its page; a twin (409 lead_exists) offers the lead that has the address or number.
 */
import { CUSTOMER_LOCALES, DIAL_CODE_REGIONS, DIAL_CODES, optionIdsOf, STAFF_LEAD_SOURCES } from '@cabinetry/shared/contracts';
import { Alert, Checkbox, Radio } from 'antd';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { CountryPicker } from '../../components/CountryPicker';
import { FormField } from '../../components/FormField';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast';
import { digitsOnly } from '../../lib/phone';
import { createLead } from '../api/onboarding';
import { SelectField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { adminErrorMessage } from '../lib/errors';
import { useLeadWording } from '../lib/leads';
import { NEW_LEAD, newLeadErrors, newLeadRequest, type NewLeadValues } from '../lib/newLead';
import { useAdminTranslation } from '../i18n/adminI18n';

/** The dialog, mounted while open. */
export function NewLeadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useAdminTranslation();
  const words = useLeadWording();
  const toast = useToast();
  const navigate = useNavigate();
  const [twin, setTwin] = useState<string | null>(null);

  const onSubmit = async (values: NewLeadValues) => {
    setTwin(null);
    try {
      const { id } = await createLead(newLeadRequest(values));
      toast({ title: t('leadForm.created'), description: `${values.firstName} ${values.lastName}`.trim() });
      onClose();
      navigate(`/admin/leads/${id}`);
    } catch (err) {
      const leadId = err instanceof ApiError && err.body?.code === 'lead_exists' ? (err.body.details as { leadId?: unknown } | undefined)?.leadId : undefined;
      if (typeof leadId === 'string') setTwin(leadId);
      else toast({ title: t('common.error'), description: adminErrorMessage(err, t('leadForm.failed')), variant: 'destructive' });
    }
  };

  return (
    <FormDialog<NewLeadValues> id="new-lead-form" title={t('leadForm.title')} submitLabel={t('leadForm.create')} initialValues={NEW_LEAD} validate={newLeadErrors} onSubmit={onSubmit} onClose={onClose}>
      <p className="muted">{t('leadForm.intro')}</p>
      {twin && (
        <Alert
          type="warning"
          showIcon
          title={t('errors.lead_exists')}
          action={<Link to={`/admin/leads/${twin}`} onClick={onClose}>{t('leadForm.openExisting')}</Link>}
        />
      )}
      <div className="form-grid">
        <TextField name="firstName" label={t('leadForm.firstName')} required autoComplete="off" />
        <TextField name="lastName" label={t('leadForm.lastName')} required autoComplete="off" />
      </div>
      <TextField
        name="phoneNumber"
        label={t('leadForm.phone')}
        required
        inputMode="tel"
        autoComplete="off"
        parse={digitsOnly}
        before={
          <Field<string> name="dialCode">
            {({ input }) => <CountryPicker id="dialCode" ariaLabel={t('leadForm.dialCode')} items={DIAL_CODES} regions={DIAL_CODE_REGIONS} value={input.value} onChange={input.onChange} showCode />}
          </Field>
        }
      />
      <TextField name="email" label={t('leadForm.email')} type="email" inputMode="email" autoComplete="off" />
      <Field<boolean> name="kitchen" type="checkbox" subscription={{ error: true, touched: true }}>
        {({ meta }) => (
          <FormField id="kitchen" label={t('leadForm.projectTypes')} required error={meta.touched && typeof meta.error === 'string' ? meta.error : false}>
            <span className="new-lead__boxes">
              {(['kitchen', 'wardrobe'] as const).map((type) => (
                <Field<boolean> key={type} name={type} type="checkbox">
                  {({ input }) => (
                    <Checkbox id={type} checked={!!input.checked} onChange={(e) => input.onChange(e.target.checked)} onBlur={() => input.onBlur()}>
                      {words.projectTypes({ kitchen: type === 'kitchen', wardrobe: type === 'wardrobe' })}
                    </Checkbox>
                  )}
                </Field>
              ))}
            </span>
          </FormField>
        )}
      </Field>
      <Field<string> name="source">
        {({ input }) => (
          <FormField id="source" label={t('leadForm.source')} required>
            <Radio.Group id="source" value={input.value} onChange={(e) => input.onChange(e.target.value)} options={STAFF_LEAD_SOURCES.map((s) => ({ value: s, label: words.source(s) }))} />
          </FormField>
        )}
      </Field>
      <div className="form-grid">
        <SelectField name="heardFrom" label={t('leadForm.heardFrom')} options={optionIdsOf('heardFrom').map((id) => ({ value: id, label: words.answer('heardFrom', id) }))} placeholder="—" />
        <SelectField name="locale" label={t('leadForm.language')} options={CUSTOMER_LOCALES.map((l) => ({ value: l, label: words.language(l) }))} />
      </div>
    </FormDialog>
  );
}
