/**
 * The sales pipeline's rules (issue 39 items 1-4), pure: which stage an appointment event moves a
 * lead to, the opening hours the first-contact deadline counts in (LEAD_OPENING_HOURS), the
 * MongoDB conditions of an overdue, stale or due lead, and a stored lead's pipeline as staff read it.
 * Instants are Dates (UTC); due days and "today" are showroom days ('YYYY-MM-DD').
 */
import { type AppointmentEvent, type LeadActivity, type LeadPipeline, type LeadStage, OPEN_LEAD_STAGES } from '@cabinetry/shared/contracts';
import { addOpeningMinutes, showroomDay, type WeeklyHours } from '@cabinetry/shared/time';

/** How long after step 1 a new lead must be contacted, in minutes of opening time. */
export const FIRST_CONTACT_MINUTES = 60;

/** The stage `event` moves a lead at `current` to, or null when it stays (later stages are never moved back by the product). */
export function stageAfterEvent(current: LeadStage, event: AppointmentEvent): LeadStage | null {
  if (event === 'booked') return current === 'new' || current === 'contacted' ? 'consultation_booked' : null;
  if (event === 'completed') return current === 'new' || current === 'contacted' || current === 'consultation_booked' ? 'consulted' : null;
  if (event === 'cancelled') return current === 'consultation_booked' ? 'contacted' : null;
  return null; // a no-show moves nothing: its owner gets a task (actions/pipeline.ts)
}

/** Whether a lead at `stage` is still being worked. */
export const isOpenStage = (stage: LeadStage): boolean => OPEN_LEAD_STAGES.includes(stage);

/**
 * Opening hours from LEAD_OPENING_HOURS: '1-5 09:00-17:00; 6 10:00-14:00' (ISO weekdays, Monday 1,
 * a day or a run; one or more 'HH:MM-HH:MM' stretches separated by commas). A message when it does not parse.
 */
export function parseOpeningHours(text: string): WeeklyHours | string {
  const hours: Record<string, { start: string; end: string }[]> = {};
  for (const entry of text.split(';').map((e) => e.trim()).filter(Boolean)) {
    const m = /^([1-7])(?:-([1-7]))?\s+(\d{2}:\d{2}-\d{2}:\d{2}(?:\s*,\s*\d{2}:\d{2}-\d{2}:\d{2})*)$/.exec(entry);
    if (!m) return `LEAD_OPENING_HOURS: '${entry}' is not like '1-5 09:00-17:00'`;
    const ranges = m[3].split(',').map((r) => {
      const [start, end] = r.trim().split('-');
      return { start, end };
    });
    if (ranges.some((r) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(r.start) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(r.end) || r.start >= r.end)) {
      return `LEAD_OPENING_HOURS: '${entry}' has a stretch that does not end after it starts`;
    }
    for (let day = Number(m[1]); day <= Number(m[2] ?? m[1]); day++) hours[String(day)] = [...(hours[String(day)] ?? []), ...ranges];
  }
  return Object.keys(hours).length ? (hours as WeeklyHours) : 'LEAD_OPENING_HOURS: no opening time';
}

/** The first-contact deadline of a lead created at `createdAt`: FIRST_CONTACT_MINUTES of opening time later (null: the hours never open). */
export const firstContactDeadline = (createdAt: Date, hours: WeeklyHours): Date | null => addOpeningMinutes(createdAt, FIRST_CONTACT_MINUTES, hours);

/** Open stages as stored (customers from before the pipeline have no stage: they are new). */
const OPEN_STORED = { $in: [...OPEN_LEAD_STAGES, null] };

/** Open leads nobody has contacted whose deadline has passed at `now`. */
export const overdueCondition = (now: Date) => ({ stage: OPEN_STORED, firstContactAt: null, firstContactDueAt: { $lt: now } });
/** Every lead but the overdue ones at `now` (the complement of overdueCondition). */
export const notOverdueCondition = (now: Date) => ({ $nor: [overdueCondition(now)] });
/** Open leads with no activity since `staleDays` days before `now`. */
export const staleCondition = (now: Date, staleDays: number) => ({ stage: OPEN_STORED, lastActivityAt: { $lt: new Date(now.getTime() - staleDays * 86_400_000) } });
/** Open leads without a next action. */
export const noNextActionCondition = () => ({ stage: OPEN_STORED, 'nextAction.dueDay': null });
/** Open leads whose next action is due on showroom day `today` or earlier. */
export const dueCondition = (today: string) => ({ stage: OPEN_STORED, 'nextAction.dueDay': { $lte: today } });

/** The pipeline fields of a stored customer (lean). */
export interface StoredPipeline {
  stage?: string | null;
  owner?: { id?: string | null; name?: string | null } | null;
  firstContactDueAt?: Date | null;
  firstContactAt?: Date | null;
  lastActivityAt?: Date | null;
  nextAction?: { text?: string | null; dueDay?: string | null } | null;
  lost?: { reason?: string | null; note?: string | null } | null;
  estimatedValue?: number | null;
  createdAt?: Date | null;
}

/** The stage as stored ('new' for customers from before the pipeline). */
export const stageOf = (c: StoredPipeline): LeadStage => (c.stage as LeadStage | null | undefined) ?? 'new';

/** A stored lead's pipeline at `now`, stale after `staleDays` days without activity. */
export function toLeadPipeline(c: StoredPipeline, now: Date, staleDays: number): LeadPipeline {
  const stage = stageOf(c);
  const open = isOpenStage(stage);
  const lastActivity = c.lastActivityAt ?? c.createdAt ?? null;
  return {
    stage,
    owner: c.owner?.id ? { id: c.owner.id, name: c.owner.name ?? '' } : null,
    firstContactDueAt: c.firstContactDueAt?.toISOString() ?? null,
    firstContactAt: c.firstContactAt?.toISOString() ?? null,
    overdue: open && !c.firstContactAt && !!c.firstContactDueAt && c.firstContactDueAt < now,
    stale: open && !!lastActivity && lastActivity.getTime() < now.getTime() - staleDays * 86_400_000,
    lastActivityAt: lastActivity?.toISOString() ?? null,
    nextAction: c.nextAction?.dueDay ? { text: c.nextAction.text ?? '', dueDay: c.nextAction.dueDay } : null,
    lost: stage === 'lost' ? { reason: c.lost?.reason ?? '', note: c.lost?.note ?? '' } : null,
    estimatedValue: c.estimatedValue ?? null,
  };
}

/** "Today" on the showroom's clock at `now`. */
export const todayOf = (now: Date): string => showroomDay(now);

/** A stored activity (lean) as staff read it. */
export function toLeadActivity(a: { _id: { toString(): string }; kind: string; at: Date; by?: string | null } & Partial<Record<'from' | 'to' | 'channel' | 'outcome' | 'text' | 'reason' | 'dueDay', string | null>>): LeadActivity {
  const view: LeadActivity = { id: a._id.toString(), kind: a.kind as LeadActivity['kind'], at: a.at.toISOString(), by: a.by ?? '' };
  for (const key of ['from', 'to', 'channel', 'outcome', 'text', 'reason', 'dueDay'] as const) {
    const value = a[key];
    if (value) (view as Record<string, string>)[key] = value;
  }
  return view;
}

/** A job scheduler of the morning digest: its id and its cron pattern on the showroom's clock. */
export interface DigestSchedule {
  id: string;
  pattern: string;
}

/**
 * The morning digest's schedules for `hours`: one per first opening time of the week, at that time on
 * the days that open then (cron weekdays, Sunday 0), e.g. '1-5 09:00-17:00; 6 10:00-14:00' →
 * `0 9 * * 1,2,3,4,5` and `0 10 * * 6`. Closed days have none. Run on the showroom's clock (its zone,
 * so a DST change moves nothing). Ids are `prefix` + the time.
 */
export function digestSchedules(hours: WeeklyHours, prefix: string): DigestSchedule[] {
  const daysByTime = new Map<string, number[]>();
  for (const [day, ranges] of Object.entries(hours)) {
    const first = [...(ranges ?? [])].map((r) => r.start).sort()[0];
    if (first) daysByTime.set(first, [...(daysByTime.get(first) ?? []), Number(day) % 7]);
  }
  return [...daysByTime.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, days]) => {
      const [hh, mm] = time.split(':').map(Number);
      return { id: `${prefix}${time}`, pattern: `${mm} ${hh} * * ${days.sort((a, b) => a - b).join(',')}` };
    });
}
