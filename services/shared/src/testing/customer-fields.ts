/**
 * Test fixtures for the step-1 field list (browser-safe): fields as a new line in CUSTOMER_FIELDS
 * would be, and `addCustomerFields`, which appends them to the list so the tests can show every
 * reader follows an added field. Call it before the readers load (some build their columns then).
 */
import { CUSTOMER_FIELDS, type CustomerField, type CustomerFieldKey } from '../contracts';

/** An option field of the project group: how many rooms, with two options. */
export const ROOM_COUNT_FIELD = {
  key: 'roomCount' as CustomerFieldKey,
  kind: 'options',
  group: 'project',
  label: 'Rooms',
  options: [
    { id: '1-2', label: 'One or two rooms' },
    { id: '3+', label: 'Three rooms or more' },
  ],
  messages: 'step1.rooms',
} satisfies CustomerField;

/** A text field of the contact group: the floor. */
export const FLOOR_FIELD = { key: 'floor' as CustomerFieldKey, kind: 'text', group: 'contact', label: 'Floor' } satisfies CustomerField;

/** Appends `fields` to CUSTOMER_FIELDS, for the rest of the test file. */
export function addCustomerFields(...fields: CustomerField[]): void {
  (CUSTOMER_FIELDS as CustomerField[]).push(...fields);
}
