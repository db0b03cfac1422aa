/**
 * A prospective customer and their wizard answers (docs/product.md §3 onboarding state, server side).
 * `currentStep` is the furthest step reached (1-5); `isCompleted` is set by step 5.
 * Who owns the project (issue 34 item 1): `mailbox` is the address's mailbox (`mailboxOf`, the key
 * addresses are looked up and capped by), set on every save; `mailboxProvenAt` is when a link
 * e-mailed to it was last redeemed (null until then, and again once the address moves to another
 * mailbox); `sessionGeneration` is what a customer session must carry to be let in: proving the
 * mailbox bumps it, which ends every session signed before.
 * Where the lead came from (issue 39 item 5): `firstTouch` is what the browser noted of the first
 * visit (FirstTouch), stored when step 1 creates the customer and never changed; `source` is the
 * LEAD_SOURCES id derived from it then, or set by staff for a lead they added (`createdBy`: their
 * account id). Both null on records from before sources were kept.
 */
import { CUSTOMER_LOCALES, customerFieldRecord, type CustomerLocale } from '@cabinetry/shared/contracts';
import { mailboxOf } from '@cabinetry/shared/server/email-address';
import { type Connection, type InferSchemaType, isValidObjectId, type Model, Schema } from 'mongoose';

const firstTouchSchema = new Schema(
  { utmSource: String, utmMedium: String, utmCampaign: String, utmTerm: String, utmContent: String, gclid: String, fbclid: String, ctwaClid: String, referrer: String, landingPath: String },
  { _id: false },
);

const customerSchema = new Schema(
  {
    /** step 1's answers: one string per field of customerInfoSchema ('' = not given) */
    customerInfo: customerFieldRecord(() => String),
    projectTypes: { kitchen: Boolean, wardrobe: Boolean },
    /** the language of the customer's latest page that e-mails them (CUSTOMER_LOCALES: step 1, booking, move, cancellation, a redeemed resume link), for their e-mails */
    locale: { type: String, enum: CUSTOMER_LOCALES, default: 'en' },
    designPreferences: { styles: [String], colorPalettes: [String] },
    materialSelections: { type: Schema.Types.Mixed, default: {} },
    notes: { type: String, default: '' },
    currentStep: { type: Number, default: 1 },
    isCompleted: { type: Boolean, default: false },
    completedAt: { type: Date, default: null },
    /** the appointment booked when step 5 completed, as scheduling answered */
    appointment: { appointmentId: String, appointmentType: String, appointmentDate: String, specialRequests: String },
    /** the mailbox of customerInfo.email (set on save; null without an address) */
    mailbox: { type: String, default: null },
    /** when a link e-mailed to the address was last redeemed; null while the mailbox is unproven */
    mailboxProvenAt: { type: Date, default: null },
    /** sessions signed with an older generation have ended */
    sessionGeneration: { type: Number, default: 0 },
    /** the sales pipeline (issue 39; ../domain/pipeline.ts): stage (LEAD_STAGES; absent on older records: new) */
    stage: { type: String, default: 'new' },
    /** the keys of the appointment events applied (scheduling's leadPipelineEventKey): a repeated delivery is applied once */
    appointmentEvents: { type: [String], default: [] },
    /** the owning designer (scheduling's id and name) and when they were given the lead */
    owner: { id: { type: String, default: null }, name: String, assignedAt: Date },
    /** one business hour after step 1; null for records from before the pipeline */
    firstContactDueAt: { type: Date, default: null },
    /** the first contact attempt (null: none yet) */
    firstContactAt: { type: Date, default: null },
    /** the latest activity logged (step 1 to begin with) */
    lastActivityAt: { type: Date, default: null },
    nextAction: { text: String, dueDay: { type: String, default: null } },
    /** when lost: the reason's id and label as chosen, and the text */
    lost: { reasonId: String, reason: String, note: String },
    /** the furthest stage the lead reached (stageRank: new 0 … won 5; a lost lead keeps it), kept by actions/pipeline.ts moveStage for the conversion report */
    reachedStage: { type: Number, default: 0 },
    /** when the lead was moved to 'won' (null unless won now), for the won-value report */
    wonAt: { type: Date, default: null },
    /** the estimated project value, whole US dollars (null: not estimated) */
    estimatedValue: { type: Number, default: null },
    /** the WhatsApp consent (domain/whatsapp-consent.ts); null until step 1's opt-in is ticked */
    whatsAppConsent: {
      type: new Schema(
        { optedIn: Boolean, phone: String, wordingVersion: Number, locale: String, at: Date, clientHash: String },
        { _id: false },
      ),
      default: null,
    },
    firstTouch: { type: firstTouchSchema, default: null },
    source: { type: String, default: null },
    createdBy: { type: String, default: null },
  },
  { timestamps: true, minimize: false },
);
// Staff's leads list: newest first, every filter followed by the sort; the search's
// per-field regex clauses scan these field indexes; the funnel groups a createdAt range.
customerSchema.index({ createdAt: -1, _id: -1 });
for (const field of [
  'projectTypes.kitchen',
  'projectTypes.wardrobe',
  'customerInfo.projectDetails',
  'customerInfo.budget',
  'customerInfo.projectTimeline',
  'isCompleted',
  'source',
]) {
  customerSchema.index({ [field]: 1, createdAt: -1, _id: -1 });
}
for (const field of ['firstName', 'lastName', 'email', 'phone']) customerSchema.index({ [`customerInfo.${field}`]: 1 });
customerSchema.index({ createdAt: 1, currentStep: 1, isCompleted: 1 });
// the pipeline's list filters (each followed by the list's sort), the overdue-first part of the list,
// staleness, next actions, and the owners' monthly tallies
for (const field of ['stage', 'owner.id']) customerSchema.index({ [field]: 1, createdAt: -1, _id: -1 });
customerSchema.index({ firstContactAt: 1, firstContactDueAt: 1, stage: 1 });
customerSchema.index({ lastActivityAt: 1, stage: 1, 'owner.id': 1, 'owner.name': 1 });
customerSchema.index({ 'nextAction.dueDay': 1, stage: 1 });
customerSchema.index({ 'owner.assignedAt': 1, 'owner.id': 1 });
// the board (routes/admin-board.ts): each column is one stage, newest first, under at most one
// selective filter per index (the others are checked on the fetched cards). For
// { stage: 'quoted', 'owner.id': X } sorted { createdAt: -1, _id: -1 } MongoDB's plan is
// LIMIT ← FETCH ← IXSCAN stage_1_owner.id_1_createdAt_-1__id_-1 (no SORT stage); 'new' is
// { $in: ['new', null] }, two index bounds merged in order (SORT_MERGE), still no SORT. Without a
// filter the column uses stage_1_createdAt_-1__id_-1 above. The column totals ($match, $group by
// stage) read the same indexes.
for (const field of ['owner.id', 'source', 'customerInfo.budget', 'projectTypes.kitchen', 'projectTypes.wardrobe']) {
  customerSchema.index({ stage: 1, [field]: 1, createdAt: -1, _id: -1 });
}
// the sales reports (domain/pipeline-report.ts): leads created in a range with their first contact,
// furthest stage and source; leads won in a range with their source and value
customerSchema.index({ createdAt: 1, firstContactDueAt: 1, firstContactAt: 1, 'owner.id': 1, 'owner.name': 1 });
customerSchema.index({ createdAt: 1, source: 1, reachedStage: 1 });
customerSchema.index({ wonAt: 1, source: 1, estimatedValue: 1 }, { partialFilterExpression: { wonAt: { $type: 'date' } } });
// a designer account's leads include those it added (leadScopeOf): only staff-added leads carry createdBy
customerSchema.index({ createdBy: 1, createdAt: -1, _id: -1 }, { partialFilterExpression: { createdBy: { $type: 'string' } } });
// an address's customer: the proven one first, else the oldest (customerOfMailbox)
customerSchema.index({ mailbox: 1, mailboxProvenAt: -1, createdAt: 1, _id: 1 });

// the mailbox follows the address; an address moved to another mailbox is no longer proven
customerSchema.pre('validate', function () {
  const email = this.customerInfo?.email;
  const mailbox = email ? mailboxOf(email) : null;
  if (this.mailbox === mailbox) return;
  if (!this.isNew) this.mailboxProvenAt = null;
  this.mailbox = mailbox;
});

export type CustomerDoc = InferSchemaType<typeof customerSchema>;

/**
 * Stores `locale` as the language of customer `id` when it is not already; answers whether the customer
 * exists (false: unknown) and whether the language changed.
 */
export async function storeLocale(customers: Model<CustomerDoc>, id: string, locale: CustomerLocale): Promise<{ found: boolean; changed: boolean }> {
  const result = await customers.updateOne({ _id: id, locale: { $ne: locale } }, { $set: { locale } }).exec();
  if (result.matchedCount > 0) return { found: true, changed: true };
  return { found: !!(await customers.exists({ _id: id })), changed: false };
}

export function customerModel(conn: Connection): Model<CustomerDoc> {
  return (conn.models.Customer as Model<CustomerDoc> | undefined) ?? conn.model<CustomerDoc>('Customer', customerSchema, 'customers');
}

/** A customer model (customerModel). */
export type CustomerModel = Model<CustomerDoc>;

/**
 * The id of the customer whose address delivers to `mailbox` (a `mailboxOf` key), or null: the one
 * whose mailbox was proven (the latest proof), else the oldest record, so a newer unproven draft
 * never takes an address over.
 */
export async function customerOfMailbox(customers: CustomerModel, mailbox: string): Promise<string | null> {
  const found = await customers.findOne({ mailbox }, { _id: 1 }).sort({ mailboxProvenAt: -1, createdAt: 1, _id: 1 }).lean();
  return found ? found._id.toString() : null;
}

/** The current session generation of customer `id`, or null when there is no such customer. */
export async function sessionGenerationOf(customers: CustomerModel, id: string): Promise<number | null> {
  if (!isValidObjectId(id)) return null;
  const found = await customers.findById(id, { sessionGeneration: 1 }).lean();
  return found ? (found.sessionGeneration ?? 0) : null;
}

/**
 * Records that customer `id` proved their mailbox at `now` (they redeemed a link e-mailed to it) and
 * ends every session of theirs: the generation is bumped. Answers the new generation, or null when
 * the customer is gone.
 */
export async function proveMailbox(customers: CustomerModel, id: string, now: Date): Promise<number | null> {
  const updated = await customers
    .findOneAndUpdate({ _id: id }, { $inc: { sessionGeneration: 1 }, $set: { mailboxProvenAt: now } }, { returnDocument: 'after', projection: { sessionGeneration: 1 }, timestamps: false })
    .lean();
  return updated ? (updated.sessionGeneration ?? 0) : null;
}

/**
 * Sets `mailbox` on the customers saved before it existed (once per database, by the start's
 * upgrade steps, ../upgrade.ts; idempotent: only records without one are touched), in batches of 500. Answers how many were set.
 */
export async function backfillMailboxes(customers: CustomerModel): Promise<number> {
  let done = 0;
  let batch: { updateOne: { filter: object; update: object } }[] = [];
  const flush = async () => {
    if (batch.length) await customers.bulkWrite(batch as never, { timestamps: false });
    done += batch.length;
    batch = [];
  };
  const missing = customers
    .find({ mailbox: { $exists: false }, 'customerInfo.email': { $nin: [null, ''] } }, { 'customerInfo.email': 1 })
    .lean<{ _id: unknown; customerInfo: { email: string } }[]>()
    .cursor();
  for await (const c of missing) {
    batch.push({ updateOne: { filter: { _id: c._id, mailbox: { $exists: false } }, update: { $set: { mailbox: mailboxOf(c.customerInfo.email) } } } });
    if (batch.length === 500) await flush();
  }
  await flush();
  return done;
}
