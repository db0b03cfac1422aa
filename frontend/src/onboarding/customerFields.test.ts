/**
 * The customer pages and the lead pages read step 1's fields from the shared list (CUSTOMER_FIELDS):
 * a field added to it is kept by the wizard's state and form values (an unknown option dropped), its
 * options get their English wording, and staff read its answer in the wizard's words.
 */
import type { CustomerFieldKey } from '@cabinetry/shared/contracts';
import { addCustomerFields, ROOM_COUNT_FIELD } from '@cabinetry/shared/testing/customer-fields';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { withEnglishOptions } from '../i18n/optionMessages';
import { activateAdminLocale, ADMIN_NS } from '../admin/i18n/adminI18n';
import { leadWording } from '../admin/lib/leads';
import { parseStoredState } from './state';
import { toCustomerInfo } from './steps/step1/formValues';

addCustomerFields(ROOM_COUNT_FIELD);

describe('a step-1 field added to CUSTOMER_FIELDS', () => {
  it('is kept by the saved state and the form values, an unknown option dropped', () => {
    const saved = (roomCount: unknown) => parseStoredState(JSON.stringify({ customerInfo: { firstName: 'Rana', roomCount } })).customerInfo;
    expect(saved('3+')).toMatchObject({ firstName: 'Rana', roomCount: '3+', budget: '' });
    expect(saved('99')).toMatchObject({ roomCount: '' });
    expect(saved(3)).toMatchObject({ roomCount: '' });
    expect(toCustomerInfo({ firstName: 'Rana', roomCount: '1-2' } as never)).toMatchObject({ roomCount: '1-2', projectDetails: 'residential' });
  });

  it('has its options in English and staff read its answers in those words', async () => {
    expect(withEnglishOptions({ step1: { title: 'Design' } })).toEqual(
      expect.objectContaining({ step1: expect.objectContaining({ title: 'Design', rooms: { '1-2': 'One or two rooms', '3+': 'Three rooms or more' } }) }),
    );
    await activateAdminLocale('en');
    // the English catalogue was loaded before the field was added: add what activateLocale adds
    i18n.addResourceBundle('en', 'translation', withEnglishOptions({}), true, false);
    const words = leadWording(i18n.getFixedT('en', ADMIN_NS), i18n.getFixedT('en'));
    expect([words.answer('roomCount' as CustomerFieldKey, '3+'), words.answer('roomCount' as CustomerFieldKey, '')]).toEqual(['Three rooms or more', '—']);
  });
});
