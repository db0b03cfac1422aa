/**
 * Customer links e-mailed to an address: resume links (issue 24 item 1, `resume_links`) and erasure
 * confirmation links (item 4, `erasure_links`), one model each of the same shape. At most one of
 * each per customer (`_id` is the customer's id), so issuing a new link replaces, and so voids, the older one. Holds the token's SHA-256 only (never the token),
 * when it expires and when it was used. Redeeming is one atomic update of an unused, unexpired link:
 * a link works once, however many requests race for it.
 */
import { type Connection, type Model, Schema } from 'mongoose';

interface CustomerLink {
  /** the customer's id */
  _id: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** erasure links: mailboxKeyOf the address the link was sent to (the erasure is refused once the customer's address changed) */
  mailboxKey?: string;
}

const linkSchema = new Schema<CustomerLink>(
  { _id: String, tokenHash: { type: String, required: true, unique: true }, expiresAt: { type: Date, required: true }, usedAt: { type: Date, default: null }, mailboxKey: { type: String } },
  { versionKey: false, timestamps: true },
);

/** Links of one kind (one collection). */
export type CustomerLinkModel = Model<CustomerLink>;
/** Resume links (`resume_links`). */
export type ResumeLinkModel = CustomerLinkModel;

const linkModel = (conn: Connection, name: string, collection: string): CustomerLinkModel =>
  (conn.models[name] as CustomerLinkModel) ?? conn.model<CustomerLink>(name, linkSchema.clone(), collection);

export const resumeLinkModel = (conn: Connection): CustomerLinkModel => linkModel(conn, 'ResumeLink', 'resume_links');
/** Erasure confirmation links (`erasure_links`). */
export const erasureLinkModel = (conn: Connection): CustomerLinkModel => linkModel(conn, 'ErasureLink', 'erasure_links');

/** Stores `tokenHash` as `customerId`'s link from `now`, valid `ttlHours`, replacing any older one (`mailboxKey`: CustomerLink.mailboxKey). */
export async function issueResumeLink(links: CustomerLinkModel, customerId: string, tokenHash: string, now: Date, ttlHours: number, mailboxKey?: string): Promise<void> {
  const link = { tokenHash, expiresAt: new Date(now.getTime() + ttlHours * 3600 * 1000), usedAt: null };
  await links.updateOne({ _id: customerId }, mailboxKey ? { $set: { ...link, mailboxKey } } : { $set: link, $unset: { mailboxKey: 1 } }, { upsert: true });
}

/** Marks the link of `tokenHash` used at `now`: its customer's id, or null when it is unknown, used or expired. */
export async function redeemResumeLink(links: CustomerLinkModel, tokenHash: string, now: Date): Promise<string | null> {
  const link = await links.findOneAndUpdate({ tokenHash, usedAt: null, expiresAt: { $gt: now } }, { $set: { usedAt: now } }, { returnDocument: 'after' }).lean();
  return link ? link._id : null;
}
