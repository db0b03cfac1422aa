/**
 * The linked Google account (admin only, docs/product.md §2 Google Integration): one singleton document
 * `{ _id: 'google' }` holding the account's e-mail and its refresh token SEALED (AES-256-GCM, see
 * google/token-cipher.ts); the plain token never reaches the database. Access tokens stay in memory.
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
