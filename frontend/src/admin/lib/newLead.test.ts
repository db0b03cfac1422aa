import { describe, expect, it } from 'vitest';
import { NEW_LEAD, newLeadErrors, newLeadRequest } from './newLead';

describe("the 'Add lead' form", () => {
  it('makes the request the server takes: the phone combined, a blank e-mail and answer left out', () => {
    expect(newLeadRequest({ ...NEW_LEAD, firstName: 'Karim', lastName: 'Saad', phoneNumber: '3123456', kitchen: true, email: '  ' })).toEqual({
      firstName: 'Karim',
      lastName: 'Saad',
      phone: '+9613123456',
      projectTypes: { kitchen: true, wardrobe: false },
      source: 'walk-in',
      locale: 'en',
    });
    expect(newLeadErrors({ ...NEW_LEAD, firstName: 'Karim', lastName: 'Saad', phoneNumber: '3123456', wardrobe: true, email: 'k@example.com', heardFrom: 'architect', source: 'phone' })).toEqual({});
  });
  it("names the server's rules by the form's fields", () => {
    expect(newLeadErrors(NEW_LEAD)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phoneNumber: 'Please enter a valid phone number (7-15 digits)',
      kitchen: 'Please select at least one project type.',
    });
    expect(newLeadErrors({ ...NEW_LEAD, firstName: 'K', lastName: 'S', phoneNumber: '12', kitchen: true, email: 'not-an-address' })).toEqual({
      phoneNumber: 'Please enter a valid phone number (7-15 digits)',
      email: 'Please enter a valid email address',
    });
  });
});
