/**
 * The linked Google accounts (admin only, docs/product.md §2 Google Integration): the showroom's
 * document `{ _id: 'google' }` and one per designer who connected their own (issue 23,
 * `{ _id: 'designer:<designerId>' }`), each holding the account's e-mail and its refresh token
 * SEALED (AES-256-GCM, see google/token-cipher.ts); the plain token never reaches the database.
 * Access tokens stay in memory.
 */
import { Schema, type Connection, type Model } from 'mongoose';
import type { Sealed } from '../google/token-cipher';

export interface GoogleAccountDoc {
  _id: string;
  email: string;
  refreshToken: Sealed;
  scope: string;
  connectedAt: Date;
}

export const GOOGLE_ACCOUNT_ID = 'google';
const DESIGNER_PREFIX = 'designer:';

/** The `_id` of designer `designerId`'s account; null or absent: the showroom's. */
export const accountIdOf = (designerId?: string | null): string => (designerId ? `${DESIGNER_PREFIX}${designerId}` : GOOGLE_ACCOUNT_ID);

/** Designer id → address of the designers' accounts among `docs`. */
export function designerAccountIds(docs: readonly Pick<GoogleAccountDoc, '_id' | 'email'>[]): Map<string, string> {
  return new Map(docs.filter((d) => d._id.startsWith(DESIGNER_PREFIX)).map((d) => [d._id.slice(DESIGNER_PREFIX.length), d.email]));
}

const accountSchema = new Schema<GoogleAccountDoc>({
  _id: { type: String },
  email: { type: String, default: '' },
  refreshToken: { type: { iv: String, tag: String, data: String }, required: true, _id: false },
  scope: { type: String, default: '' },
  connectedAt: { type: Date, required: true },
});

export type GoogleAccountModel = Model<GoogleAccountDoc>;

export function googleAccountModel(conn: Connection): GoogleAccountModel {
  return (conn.models.GoogleAccount as GoogleAccountModel | undefined) ?? conn.model<GoogleAccountDoc>('GoogleAccount', accountSchema, 'google_account');
}
