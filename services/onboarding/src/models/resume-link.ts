/**
 * Resume links (issue 24 item 1): at most one per customer (`_id` is the customer's id), so issuing a
 * new link replaces, and so voids, the older one. Holds the token's SHA-256 only (never the token),
 * when it expires and when it was used. Redeeming is one atomic update of an unused, unexpired link:
 * a link works once, however many requests race for it.
 */
import { type Connection, type Model, Schema } from 'mongoose';
import { RESUME_LINK_TTL_HOURS } from '@cabinetry/shared/contracts';

interface ResumeLink {
  /** the customer's id */
  _id: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const resumeLinkSchema = new Schema<ResumeLink>(
  { _id: String, tokenHash: { type: String, required: true, unique: true }, expiresAt: { type: Date, required: true }, usedAt: { type: Date, default: null } },
  { versionKey: false, timestamps: true },
);

export type ResumeLinkModel = Model<ResumeLink>;

export function resumeLinkModel(conn: Connection): ResumeLinkModel {
  return (conn.models.ResumeLink as ResumeLinkModel) ?? conn.model<ResumeLink>('ResumeLink', resumeLinkSchema, 'resume_links');
}

const TTL_MS = RESUME_LINK_TTL_HOURS * 3600 * 1000;

/** Stores `tokenHash` as `customerId`'s link from `now` (valid RESUME_LINK_TTL_HOURS), replacing any older one. */
export async function issueResumeLink(links: ResumeLinkModel, customerId: string, tokenHash: string, now: Date): Promise<void> {
  await links.updateOne({ _id: customerId }, { $set: { tokenHash, expiresAt: new Date(now.getTime() + TTL_MS), usedAt: null } }, { upsert: true });
}

/** Marks the link of `tokenHash` used at `now`: its customer's id, or null when it is unknown, used or expired. */
export async function redeemResumeLink(links: ResumeLinkModel, tokenHash: string, now: Date): Promise<string | null> {
  const link = await links.findOneAndUpdate({ tokenHash, usedAt: null, expiresAt: { $gt: now } }, { $set: { usedAt: now } }, { returnDocument: 'after' }).lean();
  return link ? link._id : null;
}
