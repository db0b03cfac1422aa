/**
 * The step-1 fields are listed once (CUSTOMER_FIELDS, @cabinetry/shared/contracts): a field added to
 * the list reaches the leads CSV (header and row), the lead's view and the customer's data export
 * without any of them naming it. The field is added before those readers load (they build their
 * columns when loaded), as a new line in the list would be.
 */
import { addCustomerFields, FLOOR_FIELD, ROOM_COUNT_FIELD } from '@cabinetry/shared/testing/customer-fields';
import { describe, expect, it } from 'vitest';

addCustomerFields(ROOM_COUNT_FIELD, FLOOR_FIELD);

const { LEAD_CSV_HEADER, leadCsvRow } = await import('./leads-csv');
const { toLeadDetail } = await import('./leads');
const { resumedProject } = await import('../routes/resume');

const now = new Date('2026-11-29T10:00:00Z');
const customer = {
  _id: { toString: () => '6650a1b2c3d4e5f6a7b8c9d0' },
  customerInfo: { firstName: 'Rana', lastName: 'Haddad', email: 'rana@example.com', phone: '+96171123456', budget: '25k-50k', roomCount: '3+', floor: '4th' },
  createdAt: now,
  updatedAt: now,
};

describe('a step-1 field added to CUSTOMER_FIELDS', () => {
  it('is a CSV column in its group, its option written as the English label', () => {
    const row = leadCsvRow(customer);
    const cell = (header: string) => row[LEAD_CSV_HEADER.indexOf(header)];
    // each with its group, in the list's order
    expect(LEAD_CSV_HEADER.indexOf('Rooms')).toBe(LEAD_CSV_HEADER.indexOf('Budget') + 1);
    expect(LEAD_CSV_HEADER.indexOf('Floor')).toBe(LEAD_CSV_HEADER.indexOf('Project address') + 1);
    expect(cell('Rooms')).toBe('Three rooms or more');
    expect(cell('Floor')).toBe('4th');
    expect(cell('Budget')).toBe('$25,000 - $50,000');
    expect(row).toHaveLength(LEAD_CSV_HEADER.length);
  });

  it("is in the lead's view and the customer's export, '' when a customer never answered it", () => {
    const detail = toLeadDetail(customer, [], { now, staleDays: 7, activities: [] });
    expect(detail.customerInfo).toMatchObject({ roomCount: '3+', floor: '4th', projectTimeline: '' });
    const exported = resumedProject(customer);
    expect(exported.customerInfo).toMatchObject({ roomCount: '3+', floor: '4th' });
    expect(resumedProject({ ...customer, customerInfo: { firstName: 'Rana' } }).customerInfo).toMatchObject({ roomCount: '', floor: '', budget: '' });
  });
});
