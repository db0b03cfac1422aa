/**
 * The sales pipeline on a lead (issue 39 items 1-4): its stage, its owner (a designer), the first
 * contact deadline, the contact attempts and other activities logged on it, its next action, and
 * the staff-editable reasons a lead is lost. What the onboarding service stores and answers through
 * /api/admin/leads/{id}/…, /api/admin/leads/today and /api/admin/lost-reasons, and what scheduling
 * tells it about a lead's appointments (/internal/customers/{id}/appointment-events). Browser-safe.
 * Instants are ISO strings (UTC); due days are showroom days ('YYYY-MM-DD').
 */
import { DateString, DateTimeString, Nullable, ObjectIdString, type Static, StringEnum, Type } from './schema';

/** The stages in order; 'won' and 'lost' close a lead. */
export const LEAD_STAGES = ['new', 'contacted', 'consultation_booked', 'consulted', 'quoted', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
/** Stages of a lead still being worked (a next action is expected, it can go stale or be overdue). */
export const OPEN_LEAD_STAGES: readonly LeadStage[] = ['new', 'contacted', 'consultation_booked', 'consulted', 'quoted'];

/** How staff reached out (or wrote down) something: the attempts a lead's log holds. */
export const CONTACT_CHANNELS = ['call', 'whatsapp', 'email', 'visit', 'note'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
/** What came of an attempt ('note' has none). */
export const CONTACT_OUTCOMES = ['reached', 'no_answer', 'left_message', 'wrong_number'] as const;
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number];

/** The entries of a lead's activity log. */
export const ACTIVITY_KINDS = ['stage', 'owner', 'attempt', 'next_action'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Most lost reasons staff may keep. */
export const LOST_REASONS_MAX = 30;

const reasonText = Type.String({ minLength: 1, maxLength: 200, errorMessage: 'must be 1 to 200 characters' });

/** One reason a lead is lost ('id' stays when the label is edited). */
export const lostReasonSchema = Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,40}$', errorMessage: 'must be 1 to 40 lowercase letters, digits or dashes' }), label: Type.String({ minLength: 1, maxLength: 100, errorMessage: 'must be 1 to 100 characters' }) }, { additionalProperties: false });
export type LostReason = Static<typeof lostReasonSchema>;

/** GET and PUT /api/admin/lost-reasons. */
export const lostReasonsSchema = Type.Object(
  { reasons: Type.Array(lostReasonSchema, { minItems: 1, maxItems: LOST_REASONS_MAX, errorMessage: `must hold 1 to ${LOST_REASONS_MAX} reasons` }) },
  { additionalProperties: false, errorMessage: { required: { reasons: 'reasons is required' } } },
);
export type LostReasons = Static<typeof lostReasonsSchema>;

/** POST /api/admin/leads/{id}/stage: 'lost' needs a reason id from the list and a text. */
export const stageChangeRequestSchema = Type.Object(
  {
    stage: StringEnum(LEAD_STAGES, { errorMessage: `must be one of ${LEAD_STAGES.join(', ')}` }),
    lostReasonId: Type.Optional(Type.String({ maxLength: 40 })),
    lostNote: Type.Optional(reasonText),
  },
  { additionalProperties: false, errorMessage: { required: { stage: 'stage is required' } } },
);
export type StageChangeRequest = Static<typeof stageChangeRequestSchema>;

/** POST /api/admin/leads/{id}/activities: a contact attempt or a note. */
export const attemptRequestSchema = Type.Object(
  {
    channel: StringEnum(CONTACT_CHANNELS, { errorMessage: `must be one of ${CONTACT_CHANNELS.join(', ')}` }),
    outcome: Type.Optional(StringEnum(CONTACT_OUTCOMES, { errorMessage: `must be one of ${CONTACT_OUTCOMES.join(', ')}` })),
    text: Type.Optional(Type.String({ maxLength: 1000, errorMessage: 'must be at most 1000 characters' })),
  },
  { additionalProperties: false, errorMessage: { required: { channel: 'channel is required' } } },
);
export type AttemptRequest = Static<typeof attemptRequestSchema>;

/** PUT /api/admin/leads/{id}/next-action: what to do next and the showroom day it is due. */
export const nextActionRequestSchema = Type.Object(
  { text: reasonText, dueDay: DateString({ errorMessage: 'must be a date (YYYY-MM-DD)' }) },
  { additionalProperties: false, errorMessage: { required: { text: 'text is required', dueDay: 'dueDay is required' } } },
);
export type NextActionRequest = Static<typeof nextActionRequestSchema>;

/** Largest estimated project value staff may set, in whole US dollars. */
export const LEAD_VALUE_MAX = 10_000_000;

/** PUT /api/admin/leads/{id}/value: the estimated project value in whole US dollars (0 to LEAD_VALUE_MAX), or null to clear it. */
export const leadValueRequestSchema = Type.Object(
  {
    estimatedValue: Nullable(Type.Integer({ minimum: 0, maximum: LEAD_VALUE_MAX }), { errorMessage: `must be a whole number of dollars from 0 to ${LEAD_VALUE_MAX}, or null` }),
  },
  { additionalProperties: false, errorMessage: { required: { estimatedValue: 'estimatedValue is required' } } },
);
export type LeadValueRequest = Static<typeof leadValueRequestSchema>;

/** PUT /api/admin/leads/{id}/owner: the designer who owns the lead. */
export const ownerRequestSchema = Type.Object({ designerId: ObjectIdString({ errorMessage: 'must be a designer id' }) }, { additionalProperties: false, errorMessage: { required: { designerId: 'designerId is required' } } });
export type OwnerRequest = Static<typeof ownerRequestSchema>;

/** One entry of a lead's log, newest first. `by` is the staff username, or '' for the product's own moves. */
export const leadActivitySchema = Type.Object({
  id: Type.String(),
  kind: StringEnum(ACTIVITY_KINDS),
  at: DateTimeString(),
  by: Type.String(),
  /** stage: the move */
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
  /** attempt */
  channel: Type.Optional(StringEnum(CONTACT_CHANNELS)),
  outcome: Type.Optional(StringEnum(CONTACT_OUTCOMES)),
  /** attempt or note text, lost note, next action text, the new owner's name */
  text: Type.Optional(Type.String()),
  /** lost: the reason's label when it was chosen */
  reason: Type.Optional(Type.String()),
  /** next action: its due day */
  dueDay: Type.Optional(Type.String()),
});
export type LeadActivity = Static<typeof leadActivitySchema>;

/** The pipeline part of a lead as staff read it (list row and detail). */
export const leadPipelineSchema = Type.Object({
  stage: StringEnum(LEAD_STAGES),
  /** the owning designer (null until one is chosen) */
  owner: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  /** one business hour after step 1 */
  firstContactDueAt: Nullable(DateTimeString()),
  /** the first attempt's instant (null: nobody has reached out yet) */
  firstContactAt: Nullable(DateTimeString()),
  /** no attempt yet and the deadline has passed */
  overdue: Type.Boolean(),
  /** open, and no activity for the configured number of days */
  stale: Type.Boolean(),
  lastActivityAt: Nullable(DateTimeString()),
  nextAction: Nullable(Type.Object({ text: Type.String(), dueDay: Type.String() })),
  /** lost: the reason's label and the text */
  lost: Nullable(Type.Object({ reason: Type.String(), note: Type.String() })),
  /** the estimated project value in whole US dollars, as staff set it (null: not estimated) */
  estimatedValue: Nullable(Type.Integer({ minimum: 0 })),
});
export type LeadPipeline = Static<typeof leadPipelineSchema>;

/**
 * The next actions the product gives a lead's owner by itself, stored as this English text (staff may
 * edit it like their own) and shown in the staff member's language by its key: a WhatsApp "Call me",
 * and a missed consultation (issue 38 items 5 and 7).
 */
export const AUTOMATIC_NEXT_ACTIONS = {
  callBack: 'Call back: the customer asked on WhatsApp',
  missedConsultation: 'Missed consultation: call to book a new time',
} as const;
export type AutomaticNextAction = keyof typeof AUTOMATIC_NEXT_ACTIONS;

/**
 * POST /internal/customers/{customerId}/appointment-events (scheduling tells onboarding): a booking,
 * a completed consultation, a cancellation, and a no-show (staff marked it: the owner gets a task).
 */
export const APPOINTMENT_EVENTS = ['booked', 'completed', 'cancelled', 'no-show'] as const;
export type AppointmentEvent = (typeof APPOINTMENT_EVENTS)[number];
export const appointmentEventSchema = Type.Object(
  {
    event: StringEnum(APPOINTMENT_EVENTS),
    appointmentId: Type.String({ maxLength: 40 }),
    /** the event's idempotency key (appointment id, event, sequence): an event delivered again is applied once */
    key: Type.String({ minLength: 1, maxLength: 120 }),
    /** the appointment's designer (null: booked with no designers) */
    designer: Nullable(Type.Object({ id: Type.String({ maxLength: 40 }), name: Type.String({ maxLength: 200 }) })),
  },
  { additionalProperties: false },
);
export type AppointmentEventRequest = Static<typeof appointmentEventSchema>;

/** POST /internal/designers/pick (onboarding asks scheduling): the customer's language and each designer's leads owned this month. */
export const designerPickRequestSchema = Type.Object(
  {
    language: Nullable(Type.String({ maxLength: 5 })),
    tallies: Type.Array(Type.Object({ designerId: Type.String({ maxLength: 40 }), count: Type.Integer({ minimum: 0 }), lastAssignedAt: Type.Integer({ minimum: 0 }) }), { maxItems: 1000 }),
    /** only this designer (an admin's choice): answered when active, else null */
    designerId: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type DesignerPickRequest = Static<typeof designerPickRequestSchema>;
/** Its answer: the active designer the assignment rules rank first (null: the showroom has none). */
export const designerPickAnswerSchema = Type.Object({ designer: Nullable(Type.Object({ id: Type.String(), name: Type.String() })) });
export type DesignerPickAnswer = Static<typeof designerPickAnswerSchema>;

/** Most owners one POST /internal/leads/digests asks about. */
export const LEAD_DIGEST_OWNERS_MAX = 100;

/** POST /internal/leads/digests (the scheduling worker's morning digest asks onboarding): the owners (designer ids). */
export const leadDigestRequestSchema = Type.Object(
  { ownerIds: Type.Array(ObjectIdString(), { minItems: 1, maxItems: LEAD_DIGEST_OWNERS_MAX }) },
  { additionalProperties: false },
);
export type LeadDigestRequest = Static<typeof leadDigestRequestSchema>;

/** A lead in an owner's digest: its id (the back office link) and name only, no contact details. */
const digestLeadSchema = Type.Object({ id: Type.String(), name: Type.String() });

/**
 * Its answer: the showroom's day, and per owner asked (in the order asked) the open leads past their
 * first-contact deadline (oldest deadline first), then those whose next action is due that day or
 * before (`dueDay`), as the owner's Today page lists them.
 */
export const leadDigestAnswerSchema = Type.Object({
  today: Type.String(),
  owners: Type.Array(
    Type.Object({
      ownerId: Type.String(),
      overdue: Type.Array(digestLeadSchema),
      due: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), dueDay: Type.String() })),
    }),
  ),
});
export type LeadDigestAnswer = Static<typeof leadDigestAnswerSchema>;
