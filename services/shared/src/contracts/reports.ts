/**
 * The sales reports (issue 39 item 7) and the no-show rate (issue 38 item 7), as staff read them on
 * the dashboard and in the report CSV: GET /api/admin/reports/pipeline (onboarding) and
 * GET /api/admin/appointments/no-shows (scheduling). Browser-safe.
 * Days are Beirut calendar days ('YYYY-MM-DD', both ends included), weeks Beirut weeks named by
 * their Monday, months 'YYYY-MM' on Beirut's clock; durations in minutes; values in whole US dollars.
 */
import { LEAD_STAGES, type LeadStage } from './pipeline';
import { Nullable, QueryDate, type Static, STRICT_QUERY, StringEnum, Type } from './schema';

/** The longest range a report covers, in calendar months (a from..to spanning more is refused 400). */
export const REPORT_RANGE_MONTHS_MAX = 13;
/** Without from/to: the report covers this many calendar months ending with today's. */
export const REPORT_DEFAULT_MONTHS = 6;

/**
 * The stages a lead moves forward through, in order; 'lost' is not on the way (a lost lead keeps
 * the furthest stage it reached). A lead's `reachedStage` is the rank of the furthest it reached.
 */
export const FORWARD_STAGES = LEAD_STAGES.filter((s) => s !== 'lost') as Exclude<LeadStage, 'lost'>[];
/** The rank of `stage` on the way to 'won' (new 0 … won 5); -1 for 'lost'. */
export const stageRank = (stage: LeadStage): number => FORWARD_STAGES.indexOf(stage as Exclude<LeadStage, 'lost'>);

/** The stages as the CSV exports name them (English; the back office words them per language). */
export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  consultation_booked: 'Consultation booked',
  consulted: 'Consulted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
};

/** GET /api/admin/reports/pipeline(.csv) query: leads created (and won) from..to. */
export const pipelineReportQuerySchema = Type.Object({ from: Type.Optional(QueryDate()), to: Type.Optional(QueryDate()) }, STRICT_QUERY);
export type PipelineReportQuery = Static<typeof pipelineReportQuerySchema>;

const count = () => Type.Integer({ minimum: 0 });

/** First contact of one group of leads (an owner, or a week of creation). */
export const firstContactRowSchema = Type.Object({
  /** leads whose first contact was due (created in the range under the first-contact rule) */
  leads: count(),
  /** of them, contacted (at any time) */
  contacted: count(),
  /** contacted by their deadline */
  onTime: count(),
  /** not contacted and past their deadline now */
  overdue: count(),
  /** onTime / (contacted + overdue); null when none of them is decided yet */
  onTimeShare: Nullable(Type.Number()),
  /** median minutes (wall clock) from step 1 to the first contact of the contacted ones; null when none */
  medianMinutes: Nullable(Type.Number()),
});
export type FirstContactRow = Static<typeof firstContactRowSchema>;

const ownerSchema = Nullable(Type.Object({ id: Type.String(), name: Type.String() }));

/** GET /api/admin/reports/pipeline: the four reports over the range. */
export const pipelineReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** (a) time to first contact and share on time, in all, per owner (null: nobody owns them) and per week of creation */
  firstContact: Type.Object({
    total: firstContactRowSchema,
    byOwner: Type.Array(Type.Composite([Type.Object({ owner: ownerSchema }), firstContactRowSchema])),
    byWeek: Type.Array(Type.Composite([Type.Object({ weekStart: Type.String() }), firstContactRowSchema])),
  }),
  /** (b) of the leads created in each month per source, how many reached each stage (or a later one): `reached[i]` for FORWARD_STAGES[i] */
  conversion: Type.Array(
    Type.Object({ month: Type.String(), source: Type.String({ description: "a LEAD_SOURCES id; '' for leads from before sources" }), created: count(), reached: Type.Array(count()) }),
  ),
  /** (c) leads won in the range per source: how many, their estimated value in total (USD), and how many have none */
  wonValue: Type.Array(Type.Object({ source: Type.String(), won: count(), value: count(), withoutValue: count() })),
  /** (d) open leads stale now, per owner (whatever their creation day) */
  stale: Type.Array(Type.Object({ owner: ownerSchema, count: count() })),
});
export type PipelineReport = Static<typeof pipelineReportSchema>;

/** How an appointment's customer was reminded: on WhatsApp, or by e-mail only. */
export const REMINDER_CHANNELS = ['whatsapp', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** Most weeks the no-show report covers, and its default. */
export const NO_SHOW_WEEKS_MAX = 52;
export const NO_SHOW_WEEKS_DEFAULT = 12;

/** GET /api/admin/appointments/no-shows query. */
export const noShowQuerySchema = Type.Object(
  { weeks: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|5[0-2])$', errorMessage: `must be a whole number from 1 to ${NO_SHOW_WEEKS_MAX}` })) },
  STRICT_QUERY,
);
export type NoShowQuery = Static<typeof noShowQuerySchema>;

const rateSchema = Type.Object({
  /** appointments of the week that were due to take place (not cancelled, started by now) */
  held: count(),
  /** of them, marked no-show */
  noShows: count(),
});

/** One Beirut week of GET /api/admin/appointments/no-shows: in all, per designer (by the name they were booked with) and per reminder channel. */
export const noShowWeekSchema = Type.Composite([
  Type.Object({ weekStart: Type.String() }),
  rateSchema,
  Type.Object({
    byDesigner: Type.Array(Type.Composite([Type.Object({ designerName: Type.String() }), rateSchema])),
    byChannel: Type.Array(Type.Composite([Type.Object({ channel: StringEnum(REMINDER_CHANNELS) }), rateSchema])),
  }),
]);
export type NoShowWeek = Static<typeof noShowWeekSchema>;
