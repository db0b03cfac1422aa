/**
 * The three catalogues agree: the same keys (plural forms aside: each locale has exactly the forms
 * its plural rules need), the same placeholders, no key the customer pages never use and no key used
 * that a catalogue lacks; every customer-visible refusal code, every customer schema's validation
 * message and every option id has its sentence.
 */
import {
  ADDRESS_REGIONS,
  appointmentCreateRequestSchema,
  CUSTOMER_FIELDS,
  CUSTOMER_LOCALES,
  customerInfoSchema,
  designPreferencesSchema,
  DIAL_CODE_REGIONS,
  ERROR_CODES,
  KITCHEN_MATERIALS_REQUIRED,
  projectTypesSchema,
  step1FormSchema,
  step4NotesRequestSchema,
  UPLOAD_REFUSAL_REASONS,
  WARDROBE_MATERIALS_REQUIRED,
} from '@cabinetry/shared/contracts';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales';
import { VALIDATION_KEYS } from './validation';
import { withEnglishOptions } from './optionMessages';
import { byBase, catalogueChecks, errorMessages, flatten, sourceUnder } from './catalogueChecks';

/** Every catalogue file, by its language code (./locales/<code>.json). */
const FILES = Object.fromEntries(
  Object.entries(import.meta.glob<object>('./locales/*.json', { eager: true, import: 'default' })).map(([file, catalogue]) => [/([\w-]+)\.json$/.exec(file)![1], catalogue]),
) as Record<Locale, object>;
/** The catalogues as the pages get them: English with step 1's option labels (./optionMessages.ts). */
const CATALOGUES: Record<Locale, object> = { ...FILES, en: withEnglishOptions(FILES.en as Record<string, unknown>) };
/** Refusals only staff (or the services themselves) meet: the customer pages never word them. */
const STAFF_ONLY_CODES = [
  ...['token_missing', 'token_invalid', 'forbidden', 'internal_token_required'],
  ...['setup_token_missing', 'setup_token_invalid', 'setup_done', 'bad_credentials', 'account_deactivated'],
  ...['own_account_edit', 'own_account_delete', 'last_admin', 'username_taken'],
  ...['unknown_category', 'unknown_style', 'style_image_required', 'material_image_required'],
  ...['appointment_cancelled', 'appointment_not_started', 'appointment_outcome_set', 'download_link_invalid'],
  ...['google_not_configured', 'google_state_invalid', 'google_replace_unconfirmed', 'google_code_refused', 'google_no_refresh_token'],
  ...['designer_exists', 'designer_hours', 'designer_booked', 'designer_staff_taken', 'designer_unlinked', 'designer_taken', 'designer_calendar_busy'],
  ...['lead_exists', 'lead_no_email', 'lead_closed', 'lost_reason_required'],
  ...['whatsapp_not_configured', 'webhook_verify_refused', 'webhook_signature_invalid', 'whatsapp_window_closed', 'whatsapp_not_consented'],
];

const flat = Object.fromEntries(LOCALES.map((l) => [l, flatten(CATALOGUES[l])])) as Record<Locale, Map<string, string>>;
const english = byBase(flat.en);

/** The customer pages' source (the back office, tests and the catalogues aside). */
const customerSource = () => sourceUnder(fileURLToPath(new URL('..', import.meta.url)), ['admin', 'locales', 'testing']);


describe('the catalogues', () => {
  it('are one per language of the locale registry, which the customer record can hold', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
    expect([...LOCALES]).toEqual([...CUSTOMER_LOCALES]);
  });

  catalogueChecks(CATALOGUES, customerSource);

  it('word every refusal code a customer can meet', () => {
    const codes = Object.keys(ERROR_CODES).filter((code) => !STAFF_ONLY_CODES.includes(code));
    expect([...english.keys()].filter((k) => k.startsWith('errors.')).map((k) => k.slice('errors.'.length)).sort()).toEqual(codes.sort());
    expect([...english.keys()].filter((k) => k.startsWith('uploadRefusals.')).map((k) => k.slice('uploadRefusals.'.length)).sort()).toEqual([...UPLOAD_REFUSAL_REASONS].sort());
  });

  it("word every validation message of the customer's schemas", () => {
    const schemas = [step1FormSchema, customerInfoSchema, projectTypesSchema, designPreferencesSchema, step4NotesRequestSchema, appointmentCreateRequestSchema];
    const messages = new Set(schemas.flatMap(errorMessages));
    expect([...messages].filter((m) => !VALIDATION_KEYS[m])).toEqual([]);
    for (const key of Object.values(VALIDATION_KEYS)) expect(flat.en.has(key), key).toBe(true);
    expect([KITCHEN_MATERIALS_REQUIRED, WARDROBE_MATERIALS_REQUIRED]).toEqual([flat.en.get('rules.kitchenMaterials'), flat.en.get('rules.wardrobeMaterials')]);
    // English says exactly what the schemas say
    for (const [message, key] of Object.entries(VALIDATION_KEYS)) expect(flat.en.get(key)).toBe(message);
  });

  it('name every option and region the pickers show, the English option labels only in the shared field list', () => {
    const under = (prefix: string) => [...flat.en.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)).sort();
    for (const field of CUSTOMER_FIELDS) {
      if (field.kind !== 'options') continue;
      for (const o of field.options) {
        expect(flatten(FILES.en).has(`${field.messages}.${o.id}`), `en.json ${field.messages}.${o.id}`).toBe(false);
        for (const locale of LOCALES) expect(flat[locale].get(`${field.messages}.${o.id}`), `${locale} ${field.messages}.${o.id}`).toBeTruthy();
      }
    }
    expect(under('countries.regions.')).toEqual([...new Set([...DIAL_CODE_REGIONS, ...ADDRESS_REGIONS])].sort());
  });
});
