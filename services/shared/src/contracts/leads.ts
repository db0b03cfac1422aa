/**
 * Leads and funnel contracts ('Leads', 'Dashboard'): what staff read from the onboarding
 * service through GET /api/admin/leads, /leads/{id}, /leads/export.csv and /funnel, and the query
 * schemas both the SPA and the service use. Browser-safe.
 * Dates in filters are Beirut calendar days ('YYYY-MM-DD', both ends included).
 */
import { BUDGETS, CUSTOMER_LOCALES, PROJECT_PURPOSES, PROJECT_TIMELINES } from './options';
import { DateTimeString, Nullable, pageOf, QueryDate, QueryEnum, QueryPage, QueryPageSize, shapeOf, type Static, STRICT_QUERY, StringEnum, Type } from './schema';
import { LEAD_STAGES, leadActivitySchema, leadPipelineSchema } from './pipeline';
import { firstTouchSchema, LEAD_SOURCE_IDS } from './lead-sources';
import { customerInfoViewSchema, designPreferencesSchema, materialSelectionsSchema, projectTypesSchema, uploadedDocumentSchema } from './types';

/** Largest page of GET /api/admin/leads. */
export const LEAD_PAGE_SIZE_MAX = 100;
/** Default page size of GET /api/admin/leads. */
export const LEAD_PAGE_SIZE_DEFAULT = 20;
/** Most rows one CSV export holds (the newest ones). */
export const LEAD_EXPORT_MAX_ROWS = 10_000;
/** Most log entries a lead's detail shows (the newest). */
export const LEAD_ACTIVITIES_SHOWN = 200;
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

/** GET /api/admin/leads and /leads/export.csv query (query-string values); unknown parameters are refused. */
export const leadQuerySchema = Type.Object(
  {
    page: Type.Optional(QueryPage()),
    pageSize: Type.Optional(QueryPageSize()),
    /** free text matched against first/last name, e-mail and phone */
    q: Type.Optional(Type.String({ maxLength: 100, errorMessage: 'must be at most 100 characters' })),
    projectType: Type.Optional(QueryEnum(LEAD_PROJECT_TYPES)),
    purpose: Type.Optional(QueryEnum(PROJECT_PURPOSES)),
    budget: Type.Optional(QueryEnum(BUDGETS.map((b) => b.id))),
    timeline: Type.Optional(QueryEnum(PROJECT_TIMELINES.map((t) => t.id))),
    completed: Type.Optional(QueryEnum(['true', 'false'] as const)),
    /** the lead's source (LEAD_SOURCES) */
    source: Type.Optional(QueryEnum(LEAD_SOURCE_IDS)),
    /** 'YYYY-MM-DD', Beirut day the lead was created on or after */
    from: Type.Optional(QueryDate()),
    /** 'YYYY-MM-DD', Beirut day the lead was created on or before */
    to: Type.Optional(QueryDate()),
    /** pipeline stage */
    stage: Type.Optional(QueryEnum(LEAD_STAGES)),
    /** owning designer's id, or 'none' for leads nobody owns yet */
    owner: Type.Optional(Type.String({ pattern: '^([0-9a-f]{24}|none)$', errorMessage: "must be a designer id or 'none'" })),
    /** 'none': open leads without a next action; 'due': open leads whose next action is due today or earlier */
    nextAction: Type.Optional(QueryEnum(['none', 'due'] as const)),
    /** 'true': open leads with no activity for the configured number of days */
    stale: Type.Optional(QueryEnum(['true'] as const)),
  },
  STRICT_QUERY,
);
export type LeadQueryParams = Static<typeof leadQuerySchema>;

/** GET /api/admin/funnel query (default: the last 30 days). */
export const funnelQuerySchema = Type.Object({ from: Type.Optional(QueryDate()), to: Type.Optional(QueryDate()) }, STRICT_QUERY);
export type FunnelQueryParams = Static<typeof funnelQuerySchema>;

/** One row of GET /api/admin/leads. */
export const leadListItemSchema = Type.Composite([
  Type.Object({ id: Type.String() }),
  Type.Pick(customerInfoViewSchema, ['firstName', 'lastName', 'email', 'phone', 'projectDetails', 'projectTimeline', 'budget']),
  Type.Object({
    projectTypes: shapeOf(projectTypesSchema),
    /** furthest step reached, 1-5 */
    currentStep: Type.Integer(),
    isCompleted: Type.Boolean(),
    /** the language the customer answered in (their e-mails' language) */
    locale: StringEnum(CUSTOMER_LOCALES),
    /** LEAD_SOURCES id; '' for leads from before sources were kept */
    source: Type.String(),
    createdAt: DateTimeString(),
    updatedAt: DateTimeString(),
    pipeline: leadPipelineSchema,
  }),
]);
export type LeadListItem = Static<typeof leadListItemSchema>;

export const leadListResponseSchema = pageOf(leadListItemSchema);
export type LeadListResponse = Static<typeof leadListResponseSchema>;

/** A lead's document with a short-lived authorized link (relative URL, valid DOCUMENT_LINK_TTL_SECONDS). */
export const leadDocumentSchema = Type.Composite([uploadedDocumentSchema, Type.Object({ downloadUrl: Type.String() })]);
export type LeadDocument = Static<typeof leadDocumentSchema>;

/** GET /api/admin/leads/{id}: everything the customer entered. */
export const leadDetailSchema = Type.Object({
  id: Type.String(),
  customerInfo: customerInfoViewSchema,
  projectTypes: shapeOf(projectTypesSchema),
  designPreferences: shapeOf(designPreferencesSchema),
  materialSelections: shapeOf(materialSelectionsSchema),
  notes: Type.String(),
  currentStep: Type.Integer(),
  isCompleted: Type.Boolean(),
  /** the language the customer answered in (their e-mails' language) */
  locale: StringEnum(CUSTOMER_LOCALES),
  completedAt: Nullable(DateTimeString()),
  /** what step 5 recorded; null until the customer submitted it */
  appointment: Nullable(Type.Object({ appointmentType: Type.String(), appointmentDate: Type.String() })),
  /** LEAD_SOURCES id; '' for leads from before sources were kept */
  source: Type.String(),
  /** where the customer's first visit came from; null when staff added the lead or it predates sources */
  firstTouch: Nullable(shapeOf(firstTouchSchema)),
  createdAt: DateTimeString(),
  updatedAt: DateTimeString(),
  documents: Type.Array(leadDocumentSchema),
  pipeline: leadPipelineSchema,
  /** the lead's log, newest first (at most LEAD_ACTIVITIES_SHOWN) */
  activities: Type.Array(leadActivitySchema),
});
export type LeadDetail = Static<typeof leadDetailSchema>;

/** GET /api/admin/funnel: customers created from `from` to `to` (Beirut days) reaching each step. */
export const funnelResponseSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  steps: Type.Array(Type.Object({ step: Type.Integer(), label: Type.String(), count: Type.Integer() })),
  completed: Type.Integer(),
});
export type FunnelResponse = Static<typeof funnelResponseSchema>;

/** Most leads the 'Today' page lists. */
export const TODAY_LEADS_MAX = 200;

/** GET /api/admin/leads/today query: an admin may name the owner (a designer id); a designer account always gets their own. */
export const todayQuerySchema = Type.Object({ owner: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$', errorMessage: 'must be a designer id' })) }, STRICT_QUERY);
export type TodayQueryParams = Static<typeof todayQuerySchema>;

/** GET /api/admin/leads/today: the open leads of one owner (all owners for an admin naming none) past their first-contact deadline, then those whose next action is due today or earlier, soonest first. */
export const todayResponseSchema = Type.Object({ items: Type.Array(leadListItemSchema), today: Type.String() });
export type TodayResponse = Static<typeof todayResponseSchema>;

/** Cards a board column answers at once (its first page, and each "load more"). */
export const BOARD_COLUMN_PAGE = 20;

/**
 * The board's filters (/admin/board keeps them in the address; GET /api/admin/leads/board takes them):
 * the lead list's owner, source, project type and budget filters, meaning the same.
 */
export const boardFiltersSchema = Type.Object(Type.Pick(leadQuerySchema, ['owner', 'source', 'projectType', 'budget']).properties, STRICT_QUERY);
export type BoardFilters = Static<typeof boardFiltersSchema>;

/**
 * GET /api/admin/leads/board query: the filters, and for one column's next cards its `stage` and
 * the `cursor` its previous page answered (`cursor` needs `stage`).
 */
export const boardQuerySchema = Type.Object(
  {
    ...boardFiltersSchema.properties,
    /** only this column */
    stage: Type.Optional(QueryEnum(LEAD_STAGES)),
    /** where the column's previous page ended ('<created ms>_<id>', as answered in `next`) */
    cursor: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}_[0-9a-f]{24}$', errorMessage: 'must be the cursor a board column answered' })),
  },
  STRICT_QUERY,
);
export type BoardQueryParams = Static<typeof boardQuerySchema>;

/** One card of the board: a lead as its column shows it. */
export const boardCardSchema = Type.Object({
  id: Type.String(),
  /** first and last name ('' when the lead gave none) */
  name: Type.String(),
  projectTypes: shapeOf(projectTypesSchema),
  /** BUDGETS id ('' when not given) */
  budget: Type.String(),
  /** LEAD_SOURCES id ('' for leads from before sources were kept) */
  source: Type.String(),
  owner: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  /** whole US dollars (null: not estimated) */
  estimatedValue: Nullable(Type.Integer({ minimum: 0 })),
  /** first contact past its deadline */
  overdue: Type.Boolean(),
  /** no activity for the configured number of days */
  stale: Type.Boolean(),
  /** the showroom day the next action is due (null: none) */
  nextActionDue: Nullable(Type.String()),
  createdAt: DateTimeString(),
});
export type BoardCard = Static<typeof boardCardSchema>;

/** One column: the stage, how many leads and how many dollars of estimated value it holds (under the filters), a page of cards newest first, and the cursor of the next page (null: no more). */
export const boardColumnSchema = Type.Object({
  stage: StringEnum(LEAD_STAGES),
  count: Type.Integer({ minimum: 0 }),
  valueSum: Type.Integer({ minimum: 0 }),
  cards: Type.Array(boardCardSchema),
  next: Nullable(Type.String()),
});
export type BoardColumn = Static<typeof boardColumnSchema>;

/** GET /api/admin/leads/board: every stage's column in LEAD_STAGES order (only `stage`'s when named). */
export const boardResponseSchema = Type.Object({ columns: Type.Array(boardColumnSchema) });
export type BoardResponse = Static<typeof boardResponseSchema>;
