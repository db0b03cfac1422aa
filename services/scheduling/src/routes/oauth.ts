/**
 * docs/product.md §7 /api/oauth/*: the Google account link. status needs no token and then says only
 * whether a calendar is connected; with an admin's token it also names the account's address.
 * login, callback and revoke need an ADMIN token (linking the company calendar is
 * admin-only, docs/product.md §6), which the admin SPA sends as its bearer credential. login issues a
 * single-use `state` bound to the calling admin (and a PKCE challenge); callback takes {code, state}
 * and refuses a missing, unknown, used or another admin's state with 400; while an account is linked
 * it answers 409 unless the body says `replace: true` (the old grant is then revoked at Google).
 * The same callback completes a designer's own link (started by an admin with GET
 * /api/admin/designers/{id}/google/login, or by the designer's own account with GET
 * /api/admin/me/google/login): the state names the account, and the answer names the designer. A
 * `designer` account may call the callback only to complete a state it started for the designer
 * linked to it now (any other state: 400, as a foreign one; no designer linked: 403 designer_unlinked).
 * Linking, replacing and revoking are recorded in the audit log. Without Google
 * credentials configured, status says so and the other calls answer 503 naming what to set.
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { GoogleCodeError, type GoogleLink, GoogleReplaceError, GoogleStateError } from '../google/account';
import { requireLinkedDesigner } from '../models/designer';
import { adminOrNull } from '@cabinetry/shared/server/auth';

export const NOT_CONFIGURED = 'Google integration is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI';

type OAuthHandlers = Pick<SchedulingHandlers, 'getGoogleStatus' | 'startGoogleLogin' | 'completeGoogleLogin' | 'revokeGoogle'>;

/** Throws 503 naming the settings to make when the server has no Google credentials. */
export function requireGoogleConfigured(google: GoogleLink): void {
  if (!google.clients.configured) throw new HttpError(503, NOT_CONFIGURED, { code: 'google_not_configured' });
}

export function oauthHandlers({ google, designers, availability, adminAuth, audit }: SchedulingDeps): OAuthHandlers {
  return {
    getGoogleStatus: async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await google.status((await adminOrNull(c, adminAuth, ['admin'])) !== null));
    },

    startGoogleLogin: async (c, { admin }) => {
      requireGoogleConfigured(google);
      c.header('Cache-Control', 'no-store');
      return c.json({ authUrl: await google.authUrl(admin.sub) });
    },

    // A malformed body is the caller's error (400, from the mount) whether or not Google is configured.
    completeGoogleLogin: async (c, { body: { code, state, replace = false }, admin }) => {
      requireGoogleConfigured(google);
      // a designer account links only the designer linked to it now (its role and link re-read on this request)
      const onlyDesignerId = admin.role === 'admin' ? undefined : (await requireLinkedDesigner(designers, admin.sub))._id.toString();
      let designerId: string | null;
      try {
        const linked = await google.connect(code, state, admin.sub, replace, onlyDesignerId);
        designerId = linked.designerId;
        const [link, replaced] = designerId ? (['designer.google.link', 'designer.google.replace'] as const) : (['google.link', 'google.replace'] as const);
        const detail = [designerId && `designer ${designerId}`, linked.replaced !== null && `replaced ${linked.replaced || 'an account'}`].filter(Boolean).join('; ');
        audit({ actor: admin.username, action: linked.replaced === null ? link : replaced, target: linked.email, ...(detail ? { detail } : {}) });
      } catch (err) {
        if (err instanceof GoogleCodeError) throw new HttpError(400, err.message, { code: err.code, ...(err.reason ? { details: { reason: err.reason } } : {}) });
        if (err instanceof GoogleStateError) throw new HttpError(400, err.message, { code: 'google_state_invalid' });
        if (err instanceof GoogleReplaceError) throw new HttpError(409, err.message, { code: 'google_replace_unconfirmed' });
        throw err;
      }
      if (designerId && !(await designers.exists({ _id: designerId }))) {
        await google.revoke(designerId); // deleted while its owner was at Google's consent page
        throw new HttpError(404, 'Designer not found', { code: 'not_found' });
      }
      await availability.changed(); // the busy times come from another calendar now
      return c.json({ success: true as const, ...(designerId ? { designerId } : {}) });
    },

    revokeGoogle: async (c, { admin }) => {
      requireGoogleConfigured(google);
      const revoked = await google.revoke();
      if (revoked !== null) audit({ actor: admin.username, action: 'google.revoke', target: revoked });
      await availability.changed();
      return c.json({ success: true as const });
    },
  };
}
