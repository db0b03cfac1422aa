/**
 * Leads and funnel contracts ('Leads', 'Dashboard'): what staff read from the onboarding
 * service through GET /api/admin/leads, /leads/{id}, /leads/export.csv and /funnel, and the query
 * schemas both the SPA and the service use. Browser-safe.
 * Dates in filters are Beirut calendar days ('YYYY-MM-DD', both ends included).
 */
import { BUDGETS, PROJECT_PURPOSES, PROJECT_TIMELINES } from './options';
import type { Schema } from './schemas';
import type { CustomerInfo, DesignPreferences, MaterialSelections, ProjectTypes, UploadedDocument } from './types';

/** Largest page of GET /api/admin/leads. */
export const LEAD_PAGE_SIZE_MAX = 100;
/** Default page size of GET /api/admin/leads. */
export const LEAD_PAGE_SIZE_DEFAULT = 20;
/** Most rows one CSV export holds (the newest ones). */
export const LEAD_EXPORT_MAX_ROWS = 10_000;
/** How long a document download link stays valid, in seconds. */
export const DOCUMENT_LINK_TTL_SECONDS = 300;

export const LEAD_PROJECT_TYPES = ['kitchen', 'wardrobe'] as const;

/** The five wizard steps as the funnel names them (the step titles of docs/product.md §2). */
export const FUNNEL_STEPS = [
  { step: 1, label: 'Project Info' },
  { step: 2, label: 'Design Preferences' },
  { step: 3, label: 'Materials Selection' },
  { step: 4, label: 'Document Upload' },
  { step: 5, label: 'Consultation Booking' },
] as const;

/** Filters of the leads list and the CSV export, as query-string values. */
export interface LeadQueryParams {
  page?: string;
  pageSize?: string;
  /** free text matched against first/last name, e-mail and phone */
  q?: string;
  projectType?: (typeof LEAD_PROJECT_TYPES)[number];
  purpose?: (typeof PROJECT_PURPOSES)[number];
  budget?: string;
  timeline?: string;
  completed?: 'true' | 'false';
  /** 'YYYY-MM-DD', Beirut day the lead was created on or after */
  from?: string;
  /** 'YYYY-MM-DD', Beirut day the lead was created on or before */
  to?: string;
}

const date = { type: 'string', format: 'date', errorMessage: 'must be a date (YYYY-MM-DD)' };
const oneOf = (values: readonly string[]) => ({ type: 'string', enum: [...values], errorMessage: `must be one of ${values.join(', ')}` });

/** GET /api/admin/leads and /leads/export.csv query; unknown parameters are refused. */
export const leadQuerySchema: Schema<LeadQueryParams> = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$', errorMessage: 'must be a whole number from 1' },
    pageSize: { type: 'string', pattern: '^([1-9][0-9]?|100)$', errorMessage: `must be a whole number from 1 to ${LEAD_PAGE_SIZE_MAX}` },
    q: { type: 'string', maxLength: 100, errorMessage: 'must be at most 100 characters' },
    projectType: oneOf(LEAD_PROJECT_TYPES),
    purpose: oneOf(PROJECT_PURPOSES),
    budget: oneOf(BUDGETS.map((b) => b.id)),
    timeline: oneOf(PROJECT_TIMELINES.map((t) => t.id)),
    completed: oneOf(['true', 'false']),
    from: date,
    to: date,
  },
  errorMessage: { additionalProperties: 'Unknown query parameter' },
};

/** GET /api/admin/funnel query (default: the last 30 days). */
export interface FunnelQueryParams {
  from?: string;
  to?: string;
}

export const funnelQuerySchema: Schema<FunnelQueryParams> = {
  type: 'object',
  additionalProperties: false,
  properties: { from: date, to: date },
  errorMessage: { additionalProperties: 'Unknown query parameter' },
};

/** One row of GET /api/admin/leads. */
export interface LeadListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectTypes: ProjectTypes;
  /** 'residential' | 'commercial' | '' */
  projectDetails: string;
  /** timeline option id or '' */
  projectTimeline: string;
  /** budget option id or '' */
  budget: string;
  /** furthest step reached, 1-5 */
  currentStep: number;
  isCompleted: boolean;
  /** ISO date-times */
  createdAt: string;
  updatedAt: string;
}

export interface LeadListResponse {
  items: LeadListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** A lead's document with a short-lived authorized link (relative URL, valid DOCUMENT_LINK_TTL_SECONDS). */
export interface LeadDocument extends UploadedDocument {
  downloadUrl: string;
}

/** GET /api/admin/leads/{id}: everything the customer entered. */
export interface LeadDetail {
  id: string;
  customerInfo: Partial<CustomerInfo>;
  projectTypes: ProjectTypes;
  designPreferences: DesignPreferences;
  materialSelections: MaterialSelections;
  notes: string;
  currentStep: number;
  isCompleted: boolean;
  completedAt: string | null;
  /** what step 5 recorded; null until the customer submitted it */
  appointment: { appointmentType: string; appointmentDate: string } | null;
  createdAt: string;
  updatedAt: string;
  documents: LeadDocument[];
}

/** GET /api/admin/funnel: customers created from `from` to `to` (Beirut days) reaching each step. */
export interface FunnelResponse {
  from: string;
  to: string;
  steps: { step: number; label: string; count: number }[];
  completed: number;
}
