/**
 * The upgrade to designers (issue 23), run by every scheduling replica on start: a showroom that has
 * a linked Google account and no designer gets one first designer, "Showroom" (the linked account's
 * address, or ADMIN_EMAIL's first, or MAIL_FROM's; the showroom's own hours; every language; weight
 * 1), so its calendar keeps taking the bookings. With no link nothing is created and the showroom
 * books as one calendar, as before. It runs once per database: the decision is recorded in the
 * `upgrades` collection (`{ _id: 'showroom-designer' }`, @cabinetry/shared/server/upgrades), so deleting every designer later does not
 * bring "Showroom" back. Replicas starting at once create one designer: the designers' unique e-mail
 * index lets one upsert insert and the others match it (or fail with a duplicate key, ignored).
 */
import { DESIGNER_LANGUAGES } from '@cabinetry/shared/contracts';
import { isDuplicateKey } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import { recordUpgrade, upgradeDone } from '@cabinetry/shared/server/upgrades';
import type { SchedulingDeps } from './deps';
import { designerFields } from './models/designer';

export const SHOWROOM_DESIGNER_NAME = 'Showroom';
const UPGRADE_ID = 'showroom-designer';

/** The address "Showroom" gets: the linked account's, else ADMIN_EMAIL's first, else MAIL_FROM's. */
function showroomAddress(linkedEmail: string | undefined, { adminEmail, mailFrom }: SchedulingDeps['config']): string {
  const admin = adminEmail.split(',').map((a) => a.trim()).find(Boolean);
  return linkedEmail || admin || (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom);
}

/** Upserts by `_id`/unique key, a concurrent twin's duplicate-key failure counting as done. */
async function upsertOnce(run: () => Promise<{ upsertedCount: number }>): Promise<boolean> {
  try {
    return (await run()).upsertedCount === 1;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

/**
 * Creates the "Showroom" designer when this database was never upgraded, has no designer and has a
 * linked Google account; records the upgrade either way. Answers whether this call created it.
 * Needs the designers' indexes (createSchedulingIndexes) first.
 */
export async function upgradeToDesigners({ conn, designers, google, availability, config }: SchedulingDeps): Promise<boolean> {
  if (await upgradeDone(conn, UPGRADE_ID)) return false;
  let created = false;
  const link = await google.status(true);
  if (link.isAuthorized && !(await designers.exists({}))) {
    const { weeklyHours } = await availability.rules();
    const fields = designerFields({
      displayName: SHOWROOM_DESIGNER_NAME,
      email: showroomAddress(link.email, config),
      languages: [...DESIGNER_LANGUAGES],
      weeklyHours,
      daysOff: [],
      isActive: true,
    });
    created = await upsertOnce(() => designers.updateOne({ email: fields.email }, { $setOnInsert: fields }, { upsert: true }));
    if (created) {
      logger.info({ email: fields.email }, 'upgrade: the linked Google account became the first designer, "Showroom"');
      await availability.changed();
    }
  }
  await recordUpgrade(conn, UPGRADE_ID);
  return created;
}
