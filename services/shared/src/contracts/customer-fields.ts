/**
 * Step 1's customer fields (docs/product.md §3 `customerInfo`, §5 step 1) as every reader of a
 * customer's answers lists them: the lead's views, the leads CSV, the customer's data export, the
 * staff's booking e-mail, the wizard's state and the staff's lead page. Which fields exist is the
 * schema's to say (./types.ts `customerInfoSchema`): CUSTOMER_FIELD_SPECS must name exactly its keys
 * (the compiler refuses a missing or an extra one); this module adds how each field reads.
 * Browser-safe and schema-free (the schema's type only), so the customer pages may import it.
 */
import { BUDGETS, HEARD_FROM, type Option, PROJECT_PURPOSE_OPTIONS, PROJECT_TIMELINES } from './options';
import type { CustomerInfo } from './types';

/** A step-1 field's name (a key of customerInfo). */
export type CustomerFieldKey = keyof CustomerInfo;

/**
 * Where staff read a field: with the customer's contact details, with the project's answers, or
 * with where the lead came from (the lead page's cards; the CSV's and the e-mail's column groups).
 */
export type CustomerFieldGroup = 'contact' | 'project' | 'origin';

interface FieldSpecBase {
  /** the field's English name as staff read it: the CSV column's header, the staff e-mail's line ('Budget') */
  label: string;
  group: CustomerFieldGroup;
}

/** Free text, stored and shown as typed. */
export interface TextFieldSpec extends FieldSpecBase {
  kind: 'text';
}

/** One of a list of option ids ('' = not given), shown by its label. */
export interface OptionFieldSpec extends FieldSpecBase {
  kind: 'options';
  /** the ids stored, each with its English label (the label exists only here) */
  options: readonly Option[];
  /** where the customer pages' catalogues word the options: `${messages}.${id}` ('step1.budgets') */
  messages: string;
}

export type CustomerFieldSpec = TextFieldSpec | OptionFieldSpec;

/** A step-1 field with its name. */
export type CustomerField = CustomerFieldSpec & { key: CustomerFieldKey };

/** Every step-1 field, in the order staff read them (the CSV's and the e-mail's order within a group). */
const CUSTOMER_FIELD_SPECS = {
  firstName: { kind: 'text', group: 'contact', label: 'First name' },
  lastName: { kind: 'text', group: 'contact', label: 'Last name' },
  email: { kind: 'text', group: 'contact', label: 'Email' },
  phone: { kind: 'text', group: 'contact', label: 'Phone' },
  projectAddress: { kind: 'text', group: 'contact', label: 'Project address' },
  projectDetails: { kind: 'options', group: 'project', label: 'Purpose', options: PROJECT_PURPOSE_OPTIONS, messages: 'step1' },
  projectTimeline: { kind: 'options', group: 'project', label: 'Timeline', options: PROJECT_TIMELINES, messages: 'step1.timelines' },
  budget: { kind: 'options', group: 'project', label: 'Budget', options: BUDGETS, messages: 'step1.budgets' },
  heardFrom: { kind: 'options', group: 'origin', label: 'Heard about us', options: HEARD_FROM, messages: 'step1.heardFromOptions' },
} as const satisfies Record<CustomerFieldKey, CustomerFieldSpec>;

/** The step-1 fields (CUSTOMER_FIELD_SPECS with their keys), in order. */
export const CUSTOMER_FIELDS: readonly CustomerField[] = Object.entries(CUSTOMER_FIELD_SPECS).map(([key, spec]) => ({ key: key as CustomerFieldKey, ...spec }));

/** The step-1 field named `key` (from CUSTOMER_FIELDS). Throws for a key the list lacks (the compiler refuses one). */
export function customerField(key: CustomerFieldKey): CustomerField {
  const field = CUSTOMER_FIELDS.find((f) => f.key === key);
  if (!field) throw new Error(`Unknown step-1 field '${key}'`);
  return field;
}

/** The step-1 fields of one group, in order. */
export const customerFieldsIn = (group: CustomerFieldGroup): CustomerField[] => CUSTOMER_FIELDS.filter((f) => f.group === group);

/**
 * A record with one entry per step-1 field, `value(key)` each, in CUSTOMER_FIELDS order (the one
 * place a record of every field is built, so no reader lists the keys by hand).
 */
export function customerFieldRecord<V>(value: (key: CustomerFieldKey) => V): Record<CustomerFieldKey, V> {
  return Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f.key, value(f.key)])) as Record<CustomerFieldKey, V>;
}

/** An answer in English as staff read it: an option's label (the id itself when no option has it), text as typed; '' stays ''. */
export function englishAnswer(field: CustomerField, value: string): string {
  if (field.kind === 'text' || !value) return value;
  return field.options.find((o) => o.id === value)?.label ?? value;
}

/** Whether `value` is an answer the field knows: any text in a text field, one of its option ids in an option field. */
export const isKnownAnswer = (field: CustomerField, value: string): boolean => field.kind === 'text' || field.options.some((o) => o.id === value);

/** The option ids of field `key`, in order ([] for a text field). */
export function optionIdsOf(key: CustomerFieldKey): string[] {
  const field = customerField(key);
  return field.kind === 'options' ? field.options.map((o) => o.id) : [];
}
