/**
 * Option lists of docs/product.md §3 "Option lists" and §9 category types: ids are what the API stores,
 * labels are exact UI text. Browser-safe.
 */
import { LOCALE_CODES, type LocaleCode, localeMap } from './locales';

export interface Option<Id extends string = string> {
  id: Id;
  label: string;
}

export const PROJECT_TIMELINES = [
  { id: '1-3months', label: '1-3 months' },
  { id: '3-6months', label: '3-6 months' },
  { id: '6-12months', label: '6-12 months' },
  { id: '12months+', label: 'More than 12 months' },
] as const satisfies readonly Option[];

export const BUDGETS = [
  { id: 'under10k', label: 'Under $10,000' },
  { id: '10k-25k', label: '$10,000 - $25,000' },
  { id: '25k-50k', label: '$25,000 - $50,000' },
  { id: '50k-100k', label: '$50,000 - $100,000' },
  { id: '100k+', label: '$100,000+' },
] as const satisfies readonly Option[];

/** Step 1's "How did you hear about us?" answers (optional); labels are the CSV's English. */
export const HEARD_FROM = [
  { id: 'instagram', label: 'Instagram' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'google', label: 'Google' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'friend', label: 'A friend or family' },
  { id: 'walked-by', label: 'Walked by the showroom' },
  { id: 'architect', label: 'An architect or designer' },
  { id: 'other', label: 'Other' },
] as const satisfies readonly Option[];
export type HeardFromId = (typeof HEARD_FROM)[number]['id'];
/** Heard-from ids, with '' for "not given". */
export const HEARD_FROM_IDS = ['', ...HEARD_FROM.map((o) => o.id)] as const;

export type ProjectTimelineId = (typeof PROJECT_TIMELINES)[number]['id'];
export type BudgetId = (typeof BUDGETS)[number]['id'];

/** docs/product.md §3 "Category types and labels", in the wizard's section order. */
export const CATEGORY_TYPES = [
  { id: 'kitchen_lower', label: 'Kitchen Lower Cabinets' },
  { id: 'kitchen_upper', label: 'Kitchen Upper Cabinets' },
  { id: 'kitchen_tall', label: 'Kitchen Tall Cabinets' },
  { id: 'countertop', label: 'Countertops' },
  { id: 'wardrobe_exterior', label: 'Wardrobe Exterior' },
  { id: 'wardrobe_interior', label: 'Wardrobe Interior' },
] as const satisfies readonly Option[];

export type CategoryType = (typeof CATEGORY_TYPES)[number]['id'];

/** The languages customers read the product in (docs/product.md §11; ./locales.ts), stored on the customer record for e-mails. */
export const CUSTOMER_LOCALES = LOCALE_CODES;
export type CustomerLocale = LocaleCode;
/**
 * The cookie naming the visitor's language (one of CUSTOMER_LOCALES), set by the SPA when a language
 * is chosen in the language menu (frontend/src/i18n/localeCookie.ts imports it from this import-free
 * module). The server sends a visitor of an unprefixed customer page to their language by
 * it, else by Accept-Language (gateway/src/locale-redirect.ts), before any page is sent.
 */
export const LOCALE_COOKIE = 'cabinetry_locale';
/** Each language's English name, as staff read it (lead list, lead detail, leads CSV). */
export const LOCALE_LABELS: Record<CustomerLocale, string> = localeMap((l) => l.englishName);

/** Step 1's project purpose (the "Residential" / "Commercial" cards). */
export const PROJECT_PURPOSE_OPTIONS = [
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
] as const satisfies readonly Option[];
export const PROJECT_PURPOSES = PROJECT_PURPOSE_OPTIONS.map((o) => o.id);
export type ProjectPurpose = (typeof PROJECT_PURPOSE_OPTIONS)[number]['id'];

export const APPOINTMENT_TYPES = ['in-person', 'virtual'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/**
 * Appointment statuses: pending/confirmed are active (they hold their slot); cancelled, completed
 * and no-show are not (completed and no-show are set by staff once the appointment has started).
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The back-office roles: what ANY_STAFF routes grant (a `designer` is not one of them). */
export const ADMIN_ROLES = ['admin', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
/**
 * Every staff account's role: the back-office roles and `designer`, an account linked to one
 * designer (its `designerId`) that sees only that designer's appointments and those customers'
 * leads, and marks those appointments completed or no-show (routes naming the role check it owns them).
 */
export const STAFF_ROLES = [...ADMIN_ROLES, 'designer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** docs/product.md §9 upload limits, enforced by the browser (silent drop) and by the onboarding service (4xx). */
export const UPLOAD_RULES = {
  'floor-plans': { maxBytes: 10 * 1024 * 1024, extensions: ['.pdf', '.dwg', '.jpg', '.jpeg', '.png'] },
  inspiration: { maxBytes: 5 * 1024 * 1024, extensions: ['.jpg', '.jpeg', '.png'] },
} as const;
export type FileCategory = keyof typeof UPLOAD_RULES;
/** Files accepted in one upload request (step 4). */
export const MAX_FILES_PER_UPLOAD = 5;
/** docs/product.md §5 catalogue images (style, palette, material): at most this many bytes. */
export const CATALOGUE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Upload volume limits, enforced by the onboarding service: files in one upload request (the SPA
 * sends a larger selection in batches of this size) and documents a customer may hold in total.
 */
export const UPLOAD_LIMITS = { filesPerRequest: MAX_FILES_PER_UPLOAD, documentsPerCustomer: 30 } as const;
export const FILE_CATEGORIES = Object.keys(UPLOAD_RULES) as FileCategory[];

/** Phone digits after the dial code (docs/product.md §5 step 1 / §9). */
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/**
 * The version of step 1's WhatsApp opt-in wording ("Send me confirmations and reminders on WhatsApp"
 * and the line naming the showroom, in every language): bump it whenever that wording changes, so
 * each stored consent says which words the customer agreed to.
 */
export const WHATSAPP_CONSENT_VERSION = 1;
