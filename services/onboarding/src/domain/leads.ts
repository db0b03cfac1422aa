/**
 * Leads (staff 'Leads' page): the MongoDB filter for the staff's list filters (date ranges in showroom days), and the
 * list-row / detail views of a stored customer. Pure: no I/O.
 */
import { showroomDay, showroomDayRange } from '@cabinetry/shared/time';
import { dueCondition, noNextActionCondition, type StoredPipeline, staleCondition, toLeadPipeline } from './pipeline';
import type { WhatsAppConsent } from './whatsapp-consent';
import { customerFieldRecord, type CustomerFieldKey, type CustomerLocale, type FirstTouch, type LeadActivity, type LeadDetail, type LeadDocument, type LeadListItem, type LeadQueryParams, localeOr, type MaterialSelections } from '@cabinetry/shared/contracts';

/** Escapes every regular-expression metacharacter so user text matches literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Words of a search (at most 5), each matched against name, e-mail and phone. */
const MAX_SEARCH_WORDS = 5;

/**
 * The search condition for `q`: text that looks like a phone number ('+961 71-123 456') matches
 * the stored phone by its digits; otherwise every word must match first name, last name, e-mail
 * or phone (case-insensitive, literal). null for a blank search.
 */
export function searchCondition(q: string): Record<string, unknown> | null {
  const text = q.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  if (/^[\d\s+().-]+$/.test(text) && digits.length >= 3) return { 'customerInfo.phone': { $regex: escapeRegex(digits) } };
  const words = text.split(/\s+/).slice(0, MAX_SEARCH_WORDS);
  const clauses = words.map((word) => {
    const re = { $regex: escapeRegex(word), $options: 'i' };
    return { $or: ['firstName', 'lastName', 'email', 'phone'].map((f) => ({ [`customerInfo.${f}`]: re })) };
  });
  return clauses.length === 1 ? clauses[0] : { $and: clauses };
}

/**
 * The MongoDB filter for validated list parameters (see leadQuerySchema) at `now` (due, stale after
 * `staleDays` days), or a message for a combination the schema cannot refuse (from after to). Only
 * literal values reach the filter.
 */
export function leadFilter(params: LeadQueryParams, now: Date, staleDays: number): Record<string, unknown> | string {
  const filter: Record<string, unknown> = {};
  const pipeline: Record<string, unknown>[] = [];
  if (params.stage) filter.stage = params.stage === 'new' ? { $in: ['new', null] } : params.stage;
  if (params.owner) filter['owner.id'] = params.owner === 'none' ? null : params.owner;
  if (params.nextAction === 'none') pipeline.push(noNextActionCondition());
  if (params.nextAction === 'due') pipeline.push(dueCondition(showroomDay(now)));
  if (params.stale) pipeline.push(staleCondition(now, staleDays));
  const search = params.q ? searchCondition(params.q) : null;
  if (search) Object.assign(filter, search);
  if (pipeline.length) filter.$and = [...((filter.$and as unknown[] | undefined) ?? []), ...pipeline];
  if (params.projectType) filter[`projectTypes.${params.projectType}`] = true;
  if (params.purpose) filter['customerInfo.projectDetails'] = params.purpose;
  if (params.budget) filter['customerInfo.budget'] = params.budget;
  if (params.timeline) filter['customerInfo.projectTimeline'] = params.timeline;
  if (params.completed) filter.isCompleted = params.completed === 'true';
  if (params.source) filter.source = params.source;
  if (params.from || params.to) {
    const range = showroomDayRange(params.from, params.to);
    if (typeof range === 'string') return range;
    filter.createdAt = range;
  }
  return filter;
}

/** Newest first; _id breaks ties so pages never overlap. */
export const LEAD_SORT = { createdAt: -1, _id: -1 } as const;

/** A stored customer as the leads views read it (the shape of a lean customer document). */
export interface StoredCustomer extends StoredPipeline {
  _id: { toString(): string };
  customerInfo?: Partial<Record<CustomerFieldKey, string | null>> | null;
  projectTypes?: { kitchen?: boolean | null; wardrobe?: boolean | null } | null;
  designPreferences?: { styles?: string[] | null; colorPalettes?: string[] | null } | null;
  materialSelections?: unknown;
  notes?: string | null;
  locale?: string | null;
  currentStep?: number | null;
  isCompleted?: boolean | null;
  completedAt?: Date | null;
  appointment?: { appointmentType?: string | null; appointmentDate?: string | null } | null;
  /** the WhatsApp consent (./whatsapp-consent.ts) */
  whatsAppConsent?: WhatsAppConsent | null;
  firstTouch?: Partial<Record<keyof FirstTouch, string | null>> | null;
  source?: string | null;
  /** the estimated project value, whole US dollars (null: not estimated) */
  estimatedValue?: number | null;
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : '');
const str = (v: string | null | undefined) => v ?? '';

/** The step-1 answers of a stored customer (every field of customerInfoSchema), '' where missing. */
export function customerFields(c: Pick<StoredCustomer, 'customerInfo'>): Record<CustomerFieldKey, string> {
  const info = c.customerInfo ?? {};
  return customerFieldRecord((key) => str(info[key]));
}

/** The stored first touch without its empty fields; null when there is none (or nothing in it). */
export function firstTouchOf(c: StoredCustomer): FirstTouch | null {
  const fields = Object.entries(c.firstTouch ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  return fields.length ? (Object.fromEntries(fields) as FirstTouch) : null;
}

/** The customer's stored language; English when none (customers from before languages) or unknown. */
export const localeOf = (c: StoredCustomer): CustomerLocale => localeOr(c.locale);

const typesOf = (c: StoredCustomer) => ({ kitchen: !!c.projectTypes?.kitchen, wardrobe: !!c.projectTypes?.wardrobe });

/** The list row of a stored customer at `now` (its pipeline stale after `staleDays` days). */
export function toLeadListItem(c: StoredCustomer, now: Date, staleDays: number): LeadListItem {
  const f = customerFields(c);
  return {
    id: c._id.toString(),
    firstName: f.firstName,
    lastName: f.lastName,
    email: f.email,
    phone: f.phone,
    projectTypes: typesOf(c),
    projectDetails: f.projectDetails,
    projectTimeline: f.projectTimeline,
    budget: f.budget,
    currentStep: c.currentStep ?? 1,
    isCompleted: !!c.isCompleted,
    locale: localeOf(c),
    source: str(c.source),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    pipeline: toLeadPipeline(c, now, staleDays),
  };
}

/** The detail view of a stored customer with its documents (links already signed) and its log (newest first), its pipeline at `now`. */
export function toLeadDetail(c: StoredCustomer, documents: LeadDocument[], { now, staleDays, activities }: { now: Date; staleDays: number; activities: LeadActivity[] }): LeadDetail {
  const appointment = c.appointment?.appointmentDate
    ? { appointmentType: str(c.appointment.appointmentType), appointmentDate: c.appointment.appointmentDate }
    : null;
  return {
    id: c._id.toString(),
    customerInfo: customerFields(c),
    projectTypes: typesOf(c),
    designPreferences: { styles: c.designPreferences?.styles ?? [], colorPalettes: c.designPreferences?.colorPalettes ?? [] },
    materialSelections: (c.materialSelections ?? {}) as MaterialSelections,
    notes: str(c.notes),
    currentStep: c.currentStep ?? 1,
    isCompleted: !!c.isCompleted,
    locale: localeOf(c),
    completedAt: c.completedAt ? c.completedAt.toISOString() : null,
    appointment,
    source: str(c.source),
    firstTouch: firstTouchOf(c),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    documents,
    pipeline: toLeadPipeline(c, now, staleDays),
    activities,
  };
}
