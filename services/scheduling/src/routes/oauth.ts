/**
 * SPEC §7 /api/oauth/*: the Google account link. Google credentials are not configured in this
 * build yet, so status reports not authorized and the other calls answer 503 saying what is missing.
 */
import { Hono } from 'hono';
import { HttpError } from '@cabinetry/shared/server';

const NOT_CONFIGURED =
  'Google integration is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI on the scheduling service';

export function oauthRoutes(): Hono {
  const app = new Hono();
  app.get('/status', (c) => c.json({ isAuthorized: false, configured: false }));
  const unavailable = () => {
    throw new HttpError(503, NOT_CONFIGURED);
  };
  app.get('/login', unavailable);
  app.post('/callback', unavailable);
  app.post('/revoke', unavailable);
  return app;
}
