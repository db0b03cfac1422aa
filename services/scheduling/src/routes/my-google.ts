/**
 * A designer's own Google account, from their own `designer` staff account (issue 23: each designer
 * connects their own calendar through the same OAuth flow; the back office's "My calendar" page):
 * - GET /api/admin/me/google → MyGoogleStatus: the linked designer's name, whether Google is
 *   configured, whether their own account is linked and its address;
 * - GET /api/admin/me/google/login → { authUrl }: the consent page, with a single-use state bound to
 *   the caller and to their designer (completed by POST /api/oauth/callback, ./oauth.ts);
 * - DELETE /api/admin/me/google: unlinks it (revoked at Google; the showroom's account then holds
 *   their new events), audited by the route table; first the customers' events of past appointments
 *   leave that calendar, and it is refused while upcoming ones are on it (409 designer_calendar_busy:
 *   actions/clear-designer-calendar.ts).
 * The designer is always the one linked to the caller's staff account now (re-read on every request,
 * never taken from the request): 403 designer_unlinked when none is. Without Google credentials,
 * login and unlink answer 503. Linking or unlinking empties the availability caches (whose calendar
 * is read changes which slots are free).
 */
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { requireLinkedDesigner } from '../models/designer';
import { requireGoogleConfigured } from './oauth';
import { clearDesignerCalendar } from '../actions/clear-designer-calendar';

type Handlers = Pick<SchedulingHandlers, 'getMyGoogle' | 'startMyGoogleLogin' | 'revokeMyGoogle'>;

export function myGoogleHandlers(deps: SchedulingDeps): Handlers {
  const { designers, google, availability } = deps;
  return {
    getMyGoogle: async (c, { admin }) => {
      const designer = await requireLinkedDesigner(designers, admin.sub);
      const id = designer._id.toString();
      const email = (await google.designerAccounts([id])).get(id);
      c.header('Cache-Control', 'no-store');
      return c.json({
        designerName: designer.displayName,
        configured: google.clients.configured,
        isAuthorized: email !== undefined,
        ...(email ? { email } : {}),
      });
    },

    startMyGoogleLogin: async (c, { admin }) => {
      requireGoogleConfigured(google);
      const designer = await requireLinkedDesigner(designers, admin.sub);
      c.header('Cache-Control', 'no-store');
      return c.json({ authUrl: await google.authUrl(admin.sub, designer._id.toString()) });
    },

    revokeMyGoogle: async (c, { admin }) => {
      requireGoogleConfigured(google);
      const designer = await requireLinkedDesigner(designers, admin.sub);
      await clearDesignerCalendar(deps, designer._id.toString());
      const revoked = await google.revoke(designer._id.toString());
      await availability.changed();
      c.set('auditTarget', `designer ${designer.email}${revoked ? ` (Google ${revoked})` : ''}`);
      return c.json({ success: true as const });
    },
  };
}
