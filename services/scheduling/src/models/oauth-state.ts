/**
 * Pending Google authorizations (docs/product.md §7 /api/oauth): one document per `state` issued by
 * GET /api/oauth/login (or a designer's login route), naming the admin (`sub`) who started it, the
 * account it links (`designerId`: a designer's own; null: the showroom's) and the PKCE code verifier. The
 * callback consumes it once; it is worthless after OAUTH_STATE_TTL_SECONDS (TTL index, and checked
 * when consumed).
 */
import { Schema, type Connection, type Model } from 'mongoose';

export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

export interface OAuthStateDoc {
  _id: string;
  sub: string;
  designerId: string | null;
  codeVerifier: string;
  createdAt: Date;
}

const stateSchema = new Schema<OAuthStateDoc>({
  _id: { type: String },
  sub: { type: String, required: true },
  designerId: { type: String, default: null },
  codeVerifier: { type: String, required: true },
  createdAt: { type: Date, required: true, expires: OAUTH_STATE_TTL_SECONDS },
});

export type OAuthStateModel = Model<OAuthStateDoc>;

export function oauthStateModel(conn: Connection): OAuthStateModel {
  return (conn.models.OAuthState as OAuthStateModel | undefined) ?? conn.model<OAuthStateDoc>('OAuthState', stateSchema, 'oauth_states');
}
