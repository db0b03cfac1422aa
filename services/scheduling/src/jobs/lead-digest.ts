/**
 * The lead owners' morning digest (issue 39 item 3), run by the `lead-digest` job onboarding
 * schedules at the showroom's opening time on open days (its LEAD_OPENING_HOURS). Per active
 * designer, one e-mail to their address in the back-office language of their linked staff account
 * (identity; English without one): their leads past the first-contact deadline and their follow-ups
 * due today (onboarding's POST /internal/leads/digests: names and links only). Nothing is sent on
 * the showroom's closed dates (the availability rules' days off, the rule the booking calendar
 * follows: isDayOff), nor to a designer on their own day off (their days off, or no hours that
 * weekday: worksOn; their leads wait for the next day they work), nor to an owner with nothing to
 * do. Each digest sent is recorded per owner and showroom day (lead_digests), so a retried or repeated job never sends one twice; a failure throws after the other owners are
 * served, and BullMQ retries the job for those left.
 */
import { LEAD_DIGEST_OWNERS_MAX } from '@cabinetry/shared/contracts';
import { logger } from '@cabinetry/shared/server/logger';
import { onShowroomClock, showroomDay } from '@cabinetry/shared/time';
import { fetchStaffLocales } from '../clients/identity';
import { fetchLeadDigests } from '../clients/onboarding';
import type { SchedulingConfig } from '../config';
import { worksOn } from '../domain/designer-hours';
import { isDayOff } from '../domain/slot-rules';
import type { RulesStore } from '../models/availability-rules';
import type { DesignerDoc, DesignerModel } from '../models/designer';
import type { LeadDigestModel } from '../models/lead-digest';
import { type DigestLead, leadDigestEmail } from './emails';
import type { Mailer } from './mailer';

export interface LeadDigestDeps {
  config: Pick<SchedulingConfig, 'onboardingUrl' | 'identityUrl' | 'internalToken' | 'publicUrl'>;
  designers: DesignerModel;
  digests: LeadDigestModel;
  mailer: Mailer;
  /** The showroom's availability rules: their days off are its closed dates. */
  rules: RulesStore;
  /** The worker's clock. */
  now: () => Date;
}

/** The back office's page of lead `id`. */
export const leadPageUrl = (publicUrl: string, id: string) => `${publicUrl}/admin/leads/${id}`;

/** Sends the day's digests; answers how many were sent (none on a closed date). Throws when onboarding or identity does not answer, or when a digest could not be sent (after trying the others). */
export async function sendLeadDigests({ config, designers, digests, mailer, rules, now }: LeadDigestDeps): Promise<number> {
  const at = onShowroomClock(now());
  if (isDayOff((await rules.get()).daysOff, at)) {
    logger.info({ day: showroomDay(at) }, 'lead digests not sent: the showroom is closed today');
    return 0;
  }
  const active = (await designers.find({ isActive: true }, { displayName: 1, email: 1, staffUserId: 1, weeklyHours: 1, daysOff: 1 }).sort({ _id: 1 }).lean<DesignerDoc[]>()).filter((d) =>
    worksOn(d.weeklyHours, d.daysOff, at),
  );
  let sent = 0;
  let failures = 0;
  for (let i = 0; i < active.length; i += LEAD_DIGEST_OWNERS_MAX) {
    const batch = active.slice(i, i + LEAD_DIGEST_OWNERS_MAX);
    const { today, owners } = await fetchLeadDigests(config.onboardingUrl, config.internalToken, batch.map((d) => d._id.toString()));
    const busy = owners.filter((o) => o.overdue.length || o.due.length);
    const done = new Set((await digests.find({ day: today, designerId: { $in: busy.map((o) => o.ownerId) } }, { designerId: 1 }).lean()).map((d) => d.designerId));
    const waiting = busy.filter((o) => !done.has(o.ownerId));
    const byId = new Map(batch.map((d) => [d._id.toString(), d]));
    const staffIds = waiting.flatMap((o) => byId.get(o.ownerId)?.staffUserId ?? []);
    const locales = await fetchStaffLocales(config.identityUrl, config.internalToken, staffIds);
    for (const owner of waiting) {
      const designer = byId.get(owner.ownerId)!;
      const link = (l: { id: string; name: string; dueDay?: string }): DigestLead => ({ name: l.name, url: leadPageUrl(config.publicUrl, l.id), ...(l.dueDay ? { dueDay: l.dueDay } : {}) });
      const locale = (designer.staffUserId && locales.get(designer.staffUserId)) || 'en';
      try {
        await mailer.send({ to: designer.email, ...leadDigestEmail(designer.displayName, today, owner.overdue.map(link), owner.due.map(link), locale) });
        await digests.updateOne({ designerId: owner.ownerId, day: today }, { $setOnInsert: { sentAt: new Date() } }, { upsert: true });
        sent++;
        logger.info({ designerId: owner.ownerId, day: today, overdue: owner.overdue.length, due: owner.due.length }, 'lead digest sent');
      } catch (err) {
        failures++;
        logger.warn({ designerId: owner.ownerId, day: today, err: (err as Error).message }, 'lead digest not sent; the job is retried');
      }
    }
  }
  if (failures) throw new Error(`${failures} lead digests not sent`);
  return sent;
}
