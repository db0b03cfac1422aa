/**
 * Staff routes of the sales pipeline (issue 39 items 1-4), under /api/admin (route table: onboarding.ts):
 * - POST /leads/{id}/stage {stage, lostReasonId?, lostNote?} → LeadPipeline ('lost': 400
 *   lost_reason_required without a listed reason and a text);
 * - POST /leads/{id}/activities {channel, outcome?, text?} → 201 LeadPipeline (the first attempt is the first contact);
 * - PUT /leads/{id}/next-action {text, dueDay} → LeadPipeline (409 lead_closed when won or lost);
 * - PUT /leads/{id}/owner {designerId} → LeadPipeline (admins; 400 when not an active designer);
 * - PUT /leads/{id}/value {estimatedValue} → LeadPipeline (whole US dollars or null; audited as 'USD before → after');
 * - GET /leads/today?owner → TodayResponse: open leads past their first-contact deadline, then those
 *   whose next action is due today or earlier;
 * - GET|PUT /lost-reasons → LostReasons (PUT: admins).
 * A `designer` account works only its own leads (./lead-scope.ts: 404 for any other lead).
 * And the internal POST /internal/customers/{customerId}/appointment-events (scheduling's news of a
 * booking, a completed appointment or a cancellation: ../actions/pipeline.ts applyAppointmentEvent),
 * and POST /internal/leads/digests {ownerIds} → LeadDigestAnswer (each owner's Today list by id and
 * name: the scheduling worker's morning digest).
 */
import { type LeadPipeline, TODAY_LEADS_MAX, type TodayResponse } from '@cabinetry/shared/contracts';
import type { AdminClaims } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { Context } from 'hono';
import { applyAppointmentEvent, logAttempt, moveStage, setEstimatedValue, setNextAction, setOwner } from '../actions/pipeline';
import { pickDesigner } from '../clients/scheduling';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { type StoredCustomer, toLeadListItem } from '../domain/leads';
import { dueCondition, overdueCondition, stageOf, todayOf, toLeadPipeline } from '../domain/pipeline';
import { lostReasonsOf, saveLostReasons } from '../models/lost-reasons';
import { leadScopeOf } from './lead-scope';

type PipelineHandlers = Pick<
  OnboardingHandlers,
  'changeLeadStage' | 'logLeadActivity' | 'setLeadNextAction' | 'setLeadOwner' | 'setLeadValue' | 'getTodayLeads' | 'getLostReasons' | 'setLostReasons' | 'recordAppointmentEvent' | 'getLeadDigests'
>;

export const LOST_REASON_REQUIRED = 'A lost lead needs a reason from the list and a few words about it';
const NOT_FOUND = 'Lead not found';

export function adminPipelineHandlers(deps: OnboardingDeps): PipelineHandlers {
  const { customers, config, now } = deps;
  const staleDays = config.pipeline.staleDays;

  /** Lead `id` if `admin` may work it (names it in the audit record); throws 404 otherwise. */
  async function leadFor(c: Context, admin: AdminClaims, id: string): Promise<StoredCustomer> {
    c.set('auditTarget', `lead ${id}`);
    c.set('auditCustomer', id);
    const { filter } = await leadScopeOf(deps, admin);
    const lead = await customers.findOne({ $and: [{ _id: id }, filter] }, { stage: 1 }).lean<StoredCustomer>();
    if (!lead) throw new HttpError(404, NOT_FOUND, { code: 'not_found' });
    return lead;
  }

  /** The lead's pipeline as stored now. */
  async function pipelineOf(id: string): Promise<LeadPipeline> {
    const lead = await customers.findById(id).lean<StoredCustomer>();
    if (!lead) throw new HttpError(404, NOT_FOUND, { code: 'not_found' });
    return toLeadPipeline(lead, now(), staleDays);
  }

  const changeLeadStage: OnboardingHandlers['changeLeadStage'] = async (c, { params: { id }, body, admin }) => {
    const lead = await leadFor(c, admin, id);
    const from = stageOf(lead);
    let lost;
    if (body.stage === 'lost') {
      const reason = (await lostReasonsOf(deps.lostReasons)).find((r) => r.id === body.lostReasonId);
      const note = body.lostNote?.trim() ?? '';
      if (!reason || !note) throw new HttpError(400, LOST_REASON_REQUIRED, { code: 'lost_reason_required' });
      lost = { reasonId: reason.id, reason: reason.label, note };
    }
    c.set('auditDetail', `${from} → ${body.stage}`);
    if (from !== body.stage || lost) await moveStage(deps, id, from, body.stage, admin.username, { lost, routeAudits: true });
    return c.json(await pipelineOf(id));
  };

  const logLeadActivity: OnboardingHandlers['logLeadActivity'] = async (c, { params: { id }, body, admin }) => {
    await leadFor(c, admin, id);
    c.set('auditDetail', [body.channel, body.outcome].filter(Boolean).join(' '));
    await logAttempt(deps, id, body, admin.username);
    return c.json(await pipelineOf(id), 201);
  };

  const setLeadNextAction: OnboardingHandlers['setLeadNextAction'] = async (c, { params: { id }, body, admin }) => {
    await leadFor(c, admin, id);
    c.set('auditDetail', `due ${body.dueDay}`);
    await setNextAction(deps, id, body, admin.username);
    return c.json(await pipelineOf(id));
  };

  const setLeadOwner: OnboardingHandlers['setLeadOwner'] = async (c, { params: { id }, body: { designerId }, admin }) => {
    await leadFor(c, admin, id);
    const designer = await pickDesigner(config.schedulingUrl, config.internalToken, { language: null, tallies: [], designerId }).catch(() => {
      throw new HttpError(503, 'We could not check the designer just now. Please try again in a moment.', { code: 'unavailable' });
    });
    if (!designer) throw new HttpError(400, 'Choose one of the showroom’s active designers', { code: 'invalid_request' });
    c.set('auditDetail', `designer ${designer.id}`);
    await setOwner(deps, id, designer, admin.username);
    return c.json(await pipelineOf(id));
  };

  const setLeadValue: OnboardingHandlers['setLeadValue'] = async (c, { params: { id }, body: { estimatedValue }, admin }) => {
    await leadFor(c, admin, id);
    const before = await setEstimatedValue(deps, id, estimatedValue);
    c.set('auditDetail', `USD ${before ?? '—'} → ${estimatedValue ?? '—'}`);
    return c.json(await pipelineOf(id));
  };

  /**
   * The Today list of `owner` (a designer id; null: every lead) at `at`: open leads past their
   * first-contact deadline (oldest deadline first), then those whose next action is due on the
   * showroom's day or before, each once, at most TODAY_LEADS_MAX. The Today page and the morning digest.
   */
  async function todayLeads(owner: string | null, at: Date): Promise<{ today: string; overdue: StoredCustomer[]; due: StoredCustomer[] }> {
    const today = todayOf(at);
    const mine = owner ? { 'owner.id': owner } : {};
    const [overdue, due] = await Promise.all([
      customers.find({ ...mine, ...overdueCondition(at) }).sort({ firstContactDueAt: 1, _id: 1 }).limit(TODAY_LEADS_MAX).lean<StoredCustomer[]>(),
      customers.find({ ...mine, ...dueCondition(today) }).sort({ 'nextAction.dueDay': 1, _id: 1 }).limit(TODAY_LEADS_MAX).lean<StoredCustomer[]>(),
    ]);
    const seen = new Set(overdue.map((l) => l._id.toString()));
    return { today, overdue, due: due.filter((l) => !seen.has(l._id.toString())).slice(0, TODAY_LEADS_MAX - overdue.length) };
  }

  const getTodayLeads: OnboardingHandlers['getTodayLeads'] = async (c, { query, admin }) => {
    const { designerId } = await leadScopeOf(deps, admin);
    const at = now();
    const { today, overdue, due } = await todayLeads(designerId ?? query.owner ?? null, at);
    c.header('Cache-Control', 'no-store');
    return c.json<TodayResponse>({ items: [...overdue, ...due].map((l) => toLeadListItem(l, at, staleDays)), today });
  };

  const getLeadDigests: OnboardingHandlers['getLeadDigests'] = async (c, { body: { ownerIds } }) => {
    const at = now();
    const named = (l: StoredCustomer) => ({ id: l._id.toString(), name: [l.customerInfo?.firstName, l.customerInfo?.lastName].filter(Boolean).join(' ') });
    const owners = [];
    for (const ownerId of [...new Set(ownerIds)]) {
      const { overdue, due } = await todayLeads(ownerId, at);
      owners.push({ ownerId, overdue: overdue.map(named), due: due.map((l) => ({ ...named(l), dueDay: l.nextAction?.dueDay ?? '' })) });
    }
    return c.json({ today: todayOf(at), owners });
  };

  const getLostReasons: OnboardingHandlers['getLostReasons'] = async (c) => c.json({ reasons: await lostReasonsOf(deps.lostReasons) });

  const setLostReasons: OnboardingHandlers['setLostReasons'] = async (c, { body: { reasons } }) => {
    if (new Set(reasons.map((r) => r.id)).size !== reasons.length) throw new HttpError(400, 'Each reason needs its own id', { code: 'invalid_request' });
    const clean = reasons.map((r) => ({ id: r.id, label: r.label.trim() }));
    await saveLostReasons(deps.lostReasons, clean);
    return c.json({ reasons: clean });
  };

  const recordAppointmentEvent: OnboardingHandlers['recordAppointmentEvent'] = async (c, { params: { customerId }, body }) =>
    c.json({ stage: await applyAppointmentEvent(deps, customerId, body) });

  return { changeLeadStage, logLeadActivity, setLeadNextAction, setLeadOwner, setLeadValue, getTodayLeads, getLostReasons, setLostReasons, recordAppointmentEvent, getLeadDigests };
}
