import { describe, expect, it } from 'vitest';
import { initialState } from '../../state';
import { toCustomerInfo, toFormValues } from './formValues';

describe('step 1 form values', () => {
  it('stores the combined phone and address and the option ids', () => {
    expect(
      toCustomerInfo({
        firstName: 'Rana',
        lastName: 'Haddad',
        email: 'rana@example.com',
        dialCode: 'fr',
        phoneNumber: '612345678',
        addressCountry: 'fr',
        street: '12 Rue de Rivoli, Paris',
        projectDetails: 'commercial',
        projectTimeline: '12months+',
        budget: '100k+',
        heardFrom: 'architect',
      }),
    ).toEqual({
      firstName: 'Rana',
      lastName: 'Haddad',
      email: 'rana@example.com',
      phone: '+33612345678',
      projectAddress: '12 Rue de Rivoli, Paris, France',
      projectDetails: 'commercial',
      projectTimeline: '12months+',
      budget: '100k+',
      heardFrom: 'architect',
    });
  });
  it('fills gaps with empty values and drops unknown options', () => {
    expect(toCustomerInfo({ projectDetails: 'industrial', projectTimeline: 'soon', budget: '1M', heardFrom: 'tiktok' })).toEqual(initialState().customerInfo);
  });
  it('splits stored values back on prefill and round-trips', () => {
    const info = { ...initialState().customerInfo, phone: '+971501234567', projectAddress: 'Marina Walk, Dubai, United Arab Emirates' };
    const values = toFormValues(info);
    expect(values).toMatchObject({ dialCode: 'ae', phoneNumber: '501234567', addressCountry: 'ae', street: 'Marina Walk, Dubai' });
    expect(toCustomerInfo(values)).toEqual(info);
  });
  it('prefills a fresh wizard with Lebanon for both pickers', () => {
    expect(toFormValues(initialState().customerInfo)).toMatchObject({ dialCode: 'lb', addressCountry: 'lb', phoneNumber: '', street: '' });
  });
});
