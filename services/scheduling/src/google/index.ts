/** Wires the Google account link from config and the Mongo connection (API and worker alike). */
import type { Connection } from 'mongoose';
import type { SchedulingConfig } from '../config';
import { googleAccountModel } from '../models/google-account';
import { oauthStateModel } from '../models/oauth-state';
import { googleLink, type GoogleLink } from './account';
import { googleClients } from './clients';
import { tokenCipher } from './token-cipher';

export function createGoogleLink(config: SchedulingConfig, conn: Connection): GoogleLink {
  return googleLink(googleClients(config.google), googleAccountModel(conn), oauthStateModel(conn), tokenCipher(config.google.tokenKeySecret));
}
