/**
 * Changing a lead's pipeline (issue 39 items 1-4): the one place a stage, an owner, an attempt or
 * a next action is written, each with its activity on the lead (who, when, what). What a staff route
 * asked for is audited by the route (its table entry); what follows from it (a first attempt moving
 * a new lead to contacted) and the product's own moves (appointment events, owners chosen by the
 * assignment rules, as '(automatic)') are audited here.
 */
import { type AppointmentEventRequest, type AttemptRequest, AUDIT_SYSTEM_ACTORS, AUTOMATIC_NEXT_ACTIONS, type AutomaticNextAction, FORWARD_STAGES, LEAD_STAGES, type LeadStage, stageMoveDetail, stageRank } from '@cabinetry/shared/contracts';
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import { SHOWROOM_ZONE } from '@cabinetry/shared/time';
import { DateTime } from 'luxon';
import { pickDesigner } from '../clients/scheduling';
import type { OnboardingDeps } from '../deps';
import { isOpenStage, stageAfterEvent, stageOf, type StoredPipeline } from '../domain/pipeline';

type PipelineDeps = Pick<OnboardingDeps, 'customers' | 'activities' | 'audit' | 'now' | 'config'>;

/** Who acts: a staff username, or '' for the product itself. */
export type Actor = string;

/** The audit actor of the product's own moves. */
export const AUTOMATIC = AUDIT_SYSTEM_ACTORS.automatic;

/** Extra fields of a move to 'lost'. */
export interface LostDetails {
  reasonId: string;
  reason: string;
  note: string;
}

/**
 * Moves lead `id` from `from` to `to` (a conditional update: a lead moved meanwhile is left as it
 * is and false answered), logs the move and, unless `routeAudits` (the staff route records it),
 * audits it. Keeps the report fields with the stage: `reachedStage` (the furthest, stageRank) and
 * `wonAt`. Throws nothing but database errors.
 */
export async function moveStage(deps: PipelineDeps, id: string, from: LeadStage, to: LeadStage, by: Actor, { lost, routeAudits = false }: { lost?: LostDetails; routeAudits?: boolean } = {}): Promise<boolean> {
  const at = deps.now();
  const fromStored = from === 'new' ? { $in: ['new', null] } : from;
  const set: Record<string, unknown> = { stage: to, lastActivityAt: at, lost: to === 'lost' && lost ? lost : null };
  // what the reports read: the furthest stage reached (never lowered) and when a lead still won was won
  if (to === 'won') set.wonAt = at;
  else if (from === 'won') set.wonAt = null;
  const update = { $set: set, ...(stageRank(to) > 0 ? { $max: { reachedStage: stageRank(to) } } : {}) };
  const done = await deps.customers.updateOne({ _id: id, stage: fromStored }, update, { timestamps: false });
  if (!done.modifiedCount) return false;
  await deps.activities.create({ customerId: id, kind: 'stage', at, by, from, to, ...(lost ? { reason: lost.reason, text: lost.note } : {}) });
  if (!routeAudits) deps.audit({ actor: by || AUTOMATIC, action: 'lead.stage', target: `lead ${id}`, detail: stageMoveDetail(from, to), customerId: id });
  return true;
}

/**
 * Applies scheduling's appointment event to lead `id`: the stage per stageAfterEvent, and a booking's
 * designer becomes the owner; then remembers the event's `key`, so the same event delivered again
 * (scheduling retries until it hears an answer) changes nothing. Answers the stage afterwards; throws
 * HttpError 404 for an unknown lead.
 */
export async function applyAppointmentEvent(deps: PipelineDeps, id: string, { event, designer, key }: AppointmentEventRequest): Promise<LeadStage> {
  const lead = await deps.customers.findById(id, { stage: 1, owner: 1, appointmentEvents: 1 }).lean<StoredPipeline & { appointmentEvents?: string[] }>();
  if (!lead) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
  const current = stageOf(lead);
  if (lead.appointmentEvents?.includes(key)) return current;
  if (event === 'booked' && designer && lead.owner?.id !== designer.id) await setOwner(deps, id, designer, '');
  if (event === 'no-show') await giveAutomaticNextAction(deps, id, 'missedConsultation', key);
  const next = stageAfterEvent(current, event);
  const moved = !!next && (await moveStage(deps, id, current, next, ''));
  await deps.customers.updateOne({ _id: id }, { $addToSet: { appointmentEvents: key } }, { timestamps: false });
  if (moved) return next;
  return stageOf((await deps.customers.findById(id, { stage: 1 }).lean<StoredPipeline>()) ?? lead);
}

/** Makes `designer` the owner of lead `id` and logs it (the text: their name). */
export async function setOwner(deps: PipelineDeps, id: string, designer: { id: string; name: string }, by: Actor): Promise<boolean> {
  const at = deps.now();
  const done = await deps.customers.updateOne({ _id: id }, { $set: { owner: { id: designer.id, name: designer.name, assignedAt: at } } }, { timestamps: false });
  if (!done.matchedCount) return false;
  await deps.activities.create({ customerId: id, kind: 'owner', at, by, text: designer.name });
  if (!by) deps.audit({ actor: AUTOMATIC, action: 'lead.owner', target: `lead ${id}`, detail: `designer ${designer.id}`, customerId: id });
  return true;
}

/**
 * The designer scheduling's assignment rules rank first for a lead in `language`, by the leads each
 * designer was given this showroom month (null: no active designer). Throws when scheduling does not answer.
 */
async function pickOwner(deps: PipelineDeps, language: string | null): Promise<{ id: string; name: string } | null> {
  const monthStart = DateTime.fromJSDate(deps.now()).setZone(SHOWROOM_ZONE).startOf('month').toJSDate();
  const tallies = await deps.customers.aggregate<{ _id: string; count: number; last: Date }>([
    { $match: { 'owner.assignedAt': { $gte: monthStart }, 'owner.id': { $ne: null } } },
    { $group: { _id: '$owner.id', count: { $sum: 1 }, last: { $max: '$owner.assignedAt' } } },
  ]);
  return pickDesigner(deps.config.schedulingUrl, deps.config.internalToken, {
    language,
    tallies: tallies.map((t) => ({ designerId: t._id, count: t.count, lastAssignedAt: t.last.getTime() })),
  });
}

/** Makes the picked designer the owner of lead `id` if it still has none; answers the designer (null: none active). Throws when scheduling does not answer. */
async function giveOwner(deps: PipelineDeps, id: string, language: string | null): Promise<{ id: string; name: string } | null> {
  const designer = await pickOwner(deps, language);
  if (designer && (await deps.customers.exists({ _id: id, 'owner.id': null }))) await setOwner(deps, id, designer, '');
  return designer;
}

/**
 * Gives lead `id` (still without an owner) to the designer scheduling's assignment rules rank first
 * for its `language` (pickOwner). Never throws: when scheduling cannot answer, the lead stays without
 * an owner (logged) and an admin assigns it (the list's owner filter 'none' finds it).
 */
export async function assignOwner(deps: PipelineDeps, id: string, language: string | null): Promise<void> {
  try {
    await giveOwner(deps, id, language);
  } catch (err) {
    logger.warn({ customerId: id, err: (err as Error).message }, 'no owner chosen for the new lead; an admin assigns one');
  }
}

/**
 * Gives every lead without an owner (created before owners existed, or while scheduling could not
 * answer) one, oldest first, each by the same rule as a new lead (pickOwner, in the lead's language,
 * counting the owners given so far). Idempotent: only leads without an owner are touched. Stops when
 * the showroom has no active designer (`complete` false); throws when scheduling does not answer
 * (the leads given one so far keep it). Answers how many leads were given an owner. Run once per
 * database by the start's upgrade steps (../upgrade.ts).
 */
export async function backfillOwners(deps: PipelineDeps): Promise<{ given: number; complete: boolean }> {
  let given = 0;
  for await (const lead of deps.customers.find({ 'owner.id': null }, { locale: 1 }).sort({ createdAt: 1, _id: 1 }).lean<{ _id: { toString(): string }; locale?: string | null }>().cursor()) {
    if (!(await giveOwner(deps, lead._id.toString(), lead.locale ?? null))) return { given, complete: false };
    given++;
  }
  return { given, complete: true };
}

/**
 * Logs a contact attempt or a note on lead `id` by `by`. The first attempt (not a note) is the first
 * contact, and moves a new lead to contacted. Throws HttpError 404 for an unknown lead.
 */
export async function logAttempt(deps: PipelineDeps, id: string, attempt: AttemptRequest, by: Actor): Promise<void> {
  const at = deps.now();
  const isContact = attempt.channel !== 'note';
  const lead = await deps.customers.findOneAndUpdate({ _id: id }, { $set: { lastActivityAt: at } }, { timestamps: false, projection: { stage: 1, firstContactAt: 1 } }).lean<StoredPipeline>();
  if (!lead) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
  await deps.activities.create({ customerId: id, kind: 'attempt', at, by, channel: attempt.channel, ...(isContact && attempt.outcome ? { outcome: attempt.outcome } : {}), ...(attempt.text?.trim() ? { text: attempt.text.trim() } : {}) });
  if (!isContact) return;
  await deps.customers.updateOne({ _id: id, firstContactAt: null }, { $set: { firstContactAt: at } }, { timestamps: false });
  if (stageOf(lead) === 'new') await moveStage(deps, id, 'new', 'contacted', by);
}

/** Sets the next action of open lead `id` (unchanged: nothing logged); throws 404 for an unknown lead, 409 for a won or lost one. */
export async function setNextAction(deps: PipelineDeps, id: string, next: { text: string; dueDay: string }, by: Actor): Promise<void> {
  const at = deps.now();
  const lead = await deps.customers.findById(id, { stage: 1, nextAction: 1 }).lean<StoredPipeline>();
  if (!lead) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
  if (!isOpenStage(stageOf(lead))) throw new HttpError(409, 'A won or lost lead has no next action', { code: 'lead_closed' });
  // the same action saved twice (a double submit) is logged once
  if (lead.nextAction?.text === next.text.trim() && lead.nextAction?.dueDay === next.dueDay) return;
  await deps.customers.updateOne({ _id: id }, { $set: { nextAction: { text: next.text.trim(), dueDay: next.dueDay }, lastActivityAt: at } }, { timestamps: false });
  await deps.activities.create({ customerId: id, kind: 'next_action', at, by, text: next.text.trim(), dueDay: next.dueDay });
}

/**
 * Sets the estimated project value of lead `id` (whole US dollars; null clears it). Answers the
 * value before, for the audit; throws HttpError 404 for an unknown lead.
 */
export async function setEstimatedValue(deps: PipelineDeps, id: string, value: number | null): Promise<number | null> {
  const before = await deps.customers.findOneAndUpdate({ _id: id }, { $set: { estimatedValue: value } }, { timestamps: false, projection: { estimatedValue: 1 } }).lean<StoredPipeline>();
  if (!before) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
  return before.estimatedValue ?? null;
}

/**
 * Gives open lead `id` the product's next action `action` (AUTOMATIC_NEXT_ACTIONS), due today in the
 * showroom, for its owner, logged as the product's own ('' by) with `ref` (what caused it: a WhatsApp
 * message id, an appointment event's key). Once per `ref` (a redelivery answers false). Throws
 * HttpError 404 for an unknown lead.
 */
async function giveAutomaticNextAction(deps: PipelineDeps, id: string, action: AutomaticNextAction, ref: string): Promise<boolean> {
  const at = deps.now();
  const lead = await deps.customers.findById(id, { stage: 1 }).lean<StoredPipeline>();
  if (!lead) throw new HttpError(404, 'Lead not found', { code: 'not_found' });
  if (!isOpenStage(stageOf(lead)) || (await deps.activities.exists({ customerId: id, ref }))) return false;
  const text = AUTOMATIC_NEXT_ACTIONS[action];
  const dueDay = DateTime.fromJSDate(at).setZone(SHOWROOM_ZONE).toISODate()!;
  await deps.customers.updateOne({ _id: id }, { $set: { nextAction: { text, dueDay }, lastActivityAt: at } }, { timestamps: false });
  await deps.activities.create({ customerId: id, kind: 'next_action', at, by: '', text, dueDay, ref });
  deps.audit({ actor: AUTOMATIC, action: 'lead.next-action', target: `lead ${id}`, detail: `${action} ${ref}`, customerId: id });
  return true;
}

/** The customer of lead `id` pressed Call me on WhatsApp (message `messageId`): the owner is to call back today (giveAutomaticNextAction). */
export const requestCallBack = (deps: PipelineDeps, id: string, messageId: string): Promise<boolean> => giveAutomaticNextAction(deps, id, 'callBack', messageId);

/**
 * Gives the leads stored before the reports their report fields (once per database, by the start's
 * upgrade steps, ../upgrade.ts; idempotent: only leads without `reachedStage` are touched): the furthest stage from the current one, or for a lost lead
 * from the stages its log moved it from; a won lead's `wonAt` from its log's move to 'won'. Answers
 * how many leads were set.
 */
export async function backfillReportFields({ customers, activities }: Pick<OnboardingDeps, 'customers' | 'activities'>): Promise<number> {
  const missing = { reachedStage: { $exists: false } };
  let done = 0;
  for (const stage of FORWARD_STAGES) {
    const filter = { ...missing, stage: stage === 'new' ? { $in: ['new', null] } : stage };
    done += (await customers.updateMany(filter, { $set: { reachedStage: stageRank(stage) } }, { timestamps: false })).modifiedCount;
  }
  const lost = await customers.find({ ...missing, stage: 'lost' }, { _id: 1 }).lean();
  for (const { _id } of lost) {
    const moves = await activities.find({ customerId: _id.toString(), kind: 'stage' }, { from: 1, to: 1 }).lean();
    const ranks = moves.flatMap((m) => [m.from, m.to]).map((s) => (LEAD_STAGES as readonly unknown[]).includes(s) ? stageRank(s as LeadStage) : 0);
    done += (await customers.updateOne({ _id, ...missing }, { $set: { reachedStage: Math.max(0, ...ranks) } }, { timestamps: false })).modifiedCount;
  }
  const won = await customers.find({ stage: 'won', wonAt: null }, { _id: 1 }).lean();
  for (const { _id } of won) {
    const move = await activities.findOne({ customerId: _id.toString(), kind: 'stage', to: 'won' }, { at: 1 }).sort({ at: -1 }).lean();
    if (move) await customers.updateOne({ _id }, { $set: { wonAt: move.at } }, { timestamps: false });
  }
  return done;
}
