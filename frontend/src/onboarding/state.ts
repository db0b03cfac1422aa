/**
 * The wizard's state (docs/product.md §3 "Onboarding state") and its persistence in localStorage under one key.
 * Saved data that cannot be read is ignored.
 */
import { customerField, customerFieldRecord, isKnownAnswer } from '@cabinetry/shared/contracts';
import type {
  Appointment,
  CustomerInfo,
  DesignPreferences,
  MaterialSelections,
  ProjectTypes,
  ResumedProject,
  UploadedDocument,
} from '@cabinetry/shared/contracts';
import { STORAGE_KEY } from './storageKey';

export { STORAGE_KEY };
export const STEP_COUNT = 5;

export type StoredAppointment = Pick<Appointment, 'appointmentType' | 'appointmentDate'> & Partial<Appointment>;

export interface OnboardingState {
  currentStep: number;
  customerId: string | null;
  isCompleted: boolean;
  appointment?: StoredAppointment;
  customerInfo: CustomerInfo;
  projectTypes: ProjectTypes;
  designPreferences: DesignPreferences;
  materialSelections: MaterialSelections;
  documents: UploadedDocument[];
  notes: string;
  /** step 1's "Send me confirmations and reminders on WhatsApp" (unticked by default) */
  whatsAppOptIn: boolean;
}

/** Step 1's answers in a fresh wizard: none given ('' is every option field's "not given"), a residential project. */
const freshAnswers = () => ({ ...customerFieldRecord(() => ''), projectDetails: 'residential' }) as CustomerInfo;

/** A fresh wizard: step 1, nothing chosen, residential project. */
export function initialState(): OnboardingState {
  return {
    currentStep: 1,
    customerId: null,
    isCompleted: false,
    customerInfo: freshAnswers(),
    projectTypes: { kitchen: false, wardrobe: false },
    designPreferences: { styles: [], colorPalettes: [] },
    materialSelections: {},
    documents: [],
    notes: '',
    whatsAppOptIn: false,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

function pickStrings<T extends object>(defaults: T, saved: unknown): T {
  if (!isObject(saved)) return defaults;
  const out = { ...defaults } as Record<string, unknown>;
  for (const [k, v] of Object.entries(defaults)) {
    if (typeof saved[k] === typeof v) out[k] = saved[k];
  }
  return out as T;
}

/**
 * Step 1's answers from `values` (saved state, or the form's values with phone and address
 * combined): each step-1 field (CUSTOMER_FIELDS) a string, an option field one of its ids; anything else
 * is the fresh wizard's answer ('', a residential project).
 */
export function sanitizeCustomerInfo(values: unknown): CustomerInfo {
  const saved = isObject(values) ? values : {};
  const fresh = freshAnswers();
  const answer = (key: keyof CustomerInfo) => {
    const value = saved[key];
    return typeof value === 'string' && isKnownAnswer(customerField(key), value) ? value : fresh[key];
  };
  // a record of every field (customerFieldRecord), each option one of the schema's ids
  return customerFieldRecord(answer) as CustomerInfo;
}

/** A saved document with the fields the file list shows. */
const isDocument = (v: unknown): v is UploadedDocument =>
  isObject(v) && typeof v.id === 'string' && typeof v.filename === 'string' && typeof v.fileSize === 'number';

function pickLists<T extends object>(keys: (keyof T)[], saved: unknown): T | undefined {
  if (!isObject(saved)) return undefined;
  return Object.fromEntries(keys.map((k) => [k, strings(saved[k as string])])) as T;
}

/** Reads saved state; missing, corrupt or oddly shaped data yields (parts of) the initial state. */
export function parseStoredState(raw: string | null): OnboardingState {
  const base = initialState();
  let saved: unknown;
  try {
    saved = raw ? JSON.parse(raw) : null;
  } catch {
    return base;
  }
  if (!isObject(saved)) return base;
  const step = Number(saved.currentStep);
  const ms = isObject(saved.materialSelections) ? saved.materialSelections : {};
  const appointment = saved.appointment;
  return {
    currentStep: Number.isInteger(step) && step >= 1 && step <= STEP_COUNT ? step : 1,
    customerId: typeof saved.customerId === 'string' && saved.customerId ? saved.customerId : null,
    isCompleted: saved.isCompleted === true,
    appointment:
      isObject(appointment) && typeof appointment.appointmentType === 'string' && typeof appointment.appointmentDate === 'string'
        ? (appointment as unknown as StoredAppointment)
        : undefined,
    customerInfo: sanitizeCustomerInfo(saved.customerInfo),
    projectTypes: pickStrings(base.projectTypes, saved.projectTypes),
    designPreferences: pickLists(['styles', 'colorPalettes'], saved.designPreferences) ?? base.designPreferences,
    materialSelections: {
      kitchen: pickLists(['lowerCabinets', 'upperCabinets', 'tallCabinets', 'countertops'], ms.kitchen),
      wardrobe: pickLists(['exteriors', 'interiors'], ms.wardrobe),
    },
    documents: Array.isArray(saved.documents) ? saved.documents.filter(isDocument) : [],
    notes: typeof saved.notes === 'string' ? saved.notes : '',
    whatsAppOptIn: saved.whatsAppOptIn === true,
  };
}

/**
 * The wizard of a project restored by a resume link: the server's answers (read as saved state is,
 * so odd stored values fall back to a fresh wizard's), with no documents listed yet (step 4 loads
 * them from the server, step 5 the appointment).
 */
export function stateFromResumed(project: ResumedProject): OnboardingState {
  return parseStoredState(JSON.stringify({ ...project, documents: [], appointment: project.appointment ?? undefined }));
}

/** Loads the saved wizard from storage (a fresh one where there is no storage, as in the build's pre-renderer). */
export function loadState(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): OnboardingState {
  if (!storage) return initialState();
  try {
    return parseStoredState(storage.getItem(STORAGE_KEY));
  } catch {
    return initialState();
  }
}

/** True when storage holds a wizard that differs from a fresh one (so pages pre-rendered with a fresh wizard do not match it). */
export function hasSavedState(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  return JSON.stringify(loadState(storage)) !== JSON.stringify(initialState());
}

/** Saves the wizard to storage (quota or privacy errors are ignored). */
export function saveState(state: OnboardingState, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* storage unavailable: the wizard still works for this visit */
  }
}
