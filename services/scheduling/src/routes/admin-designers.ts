/**
 * Admin 'Designers' page API (admins only, issue 23): list, add, replace and delete designers. Their
 * hours must lie inside the showroom's availability rules (400 designer_hours), e-mail addresses are
 * unique (409 designer_exists), a staff account is linked to at most one designer (409
 * designer_staff_taken), and a designer holding an active appointment cannot be deleted (409
 * designer_booked: deactivate them instead; deleting one also unlinks their own Google account).
 * Unlinking a designer's own Google account, or deleting them, first deletes the customers' events
 * of past appointments from that calendar, and is refused while upcoming ones are on it (409
 * designer_calendar_busy; actions/clear-designer-calendar.ts).
 * Each designer may have their own Google account: its login here starts the same OAuth flow as the
 * showroom's (state + PKCE, completed by POST /api/oauth/callback), unlinking revokes it at Google.
 * Every change empties the availability caches (who works when, and whose calendar is read, changes
 * which slots are free) and is audited by the route table.
 */
import type { DesignerRequest } from '@cabinetry/shared/contracts';
import { HttpError, isDuplicateKey } from '@cabinetry/shared/server/errors';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { designerHoursProblem } from '../domain/designer-hours';
import { normalizeWeeklyHours } from '../domain/rules';
import { designerFields, type DesignerDoc, toDesigner } from '../models/designer';
import { requireGoogleConfigured } from './oauth';
import { clearDesignerCalendar } from '../actions/clear-designer-calendar';

type Handlers = Pick<SchedulingHandlers, 'listDesigners' | 'createDesigner' | 'updateDesigner' | 'deleteDesigner' | 'startDesignerGoogleLogin' | 'revokeDesignerGoogle'>;

const NOT_FOUND = () => new HttpError(404, 'Designer not found', { code: 'not_found' });

export function adminDesignerHandlers(deps: SchedulingDeps): Handlers {
  const { designers, appointments, availability, google } = deps;
  /** The API shape of `docs`, with their own Google accounts. */
  async function view(docs: DesignerDoc[]) {
    const accounts = await google.designerAccounts(docs.map((d) => d._id.toString()));
    return docs.map((d) => toDesigner(d, accounts.get(d._id.toString())));
  }
  /** The designer `id`; throws 404. */
  async function existing(id: string): Promise<DesignerDoc> {
    const found = await designers.findById(id).lean<DesignerDoc>();
    if (!found) throw NOT_FOUND();
    return found;
  }
  /** The stored fields of `body`, once its hours fit the showroom's rules; throws 400 otherwise. */
  async function checked(body: DesignerRequest) {
    const problem = designerHoursProblem(body.weeklyHours, await availability.rules());
    if (problem) throw new HttpError(400, problem, { code: 'designer_hours' });
    return designerFields({ ...body, weeklyHours: normalizeWeeklyHours(body.weeklyHours) });
  }
  /** Runs a write; a second designer with the same e-mail address or staff account answers 409. */
  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      if ((err as { keyPattern?: Record<string, unknown> }).keyPattern?.staffUserId) {
        throw new HttpError(409, 'This staff account is already linked to another designer', { code: 'designer_staff_taken' });
      }
      throw new HttpError(409, 'Another designer already has this e-mail address', { code: 'designer_exists' });
    }
  }

  return {
    listDesigners: async (c) => c.json(await view(await designers.find().sort({ displayName: 1 }).lean<DesignerDoc[]>())),

    createDesigner: async (c, { body }) => {
      const fields = await checked(body);
      const created = await write(() => designers.create(fields));
      await availability.changed();
      c.set('auditTarget', `designer ${created.email}`);
      if (fields.staffUserId) c.set('auditDetail', `staff account ${fields.staffUserId}`);
      return c.json(toDesigner(created.toObject(), undefined), 201);
    },

    updateDesigner: async (c, { params: { id }, body }) => {
      const fields = await checked(body);
      const before = await write(() => designers.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'before' }).lean<DesignerDoc>());
      if (!before) throw NOT_FOUND();
      const updated: DesignerDoc = { ...before, ...fields };
      await availability.changed();
      c.set('auditTarget', `designer ${updated.email}`);
      if ((before.staffUserId ?? null) !== fields.staffUserId) c.set('auditDetail', `staff account ${before.staffUserId ?? 'none'} → ${fields.staffUserId ?? 'none'}`);
      return c.json((await view([updated]))[0]);
    },

    deleteDesigner: async (c, { params: { id } }) => {
      if (await appointments.exists({ designerId: id, active: true })) {
        throw new HttpError(409, 'This designer has upcoming appointments: mark them inactive instead, so they get no new bookings', { code: 'designer_booked' });
      }
      await clearDesignerCalendar(deps, id);
      const deleted = await designers.findByIdAndDelete(id).lean<DesignerDoc>();
      if (!deleted) throw NOT_FOUND();
      await google.revoke(id);
      await availability.changed();
      c.set('auditTarget', `designer ${deleted.email}`);
      return c.json({ success: true as const });
    },

    startDesignerGoogleLogin: async (c, { params: { id }, admin }) => {
      requireGoogleConfigured(google);
      await existing(id);
      c.header('Cache-Control', 'no-store');
      return c.json({ authUrl: await google.authUrl(admin.sub, id) });
    },

    revokeDesignerGoogle: async (c, { params: { id } }) => {
      requireGoogleConfigured(google);
      const designer = await existing(id);
      await clearDesignerCalendar(deps, id);
      const revoked = await google.revoke(id);
      await availability.changed();
      c.set('auditTarget', `designer ${designer.email}${revoked ? ` (Google ${revoked})` : ''}`);
      return c.json({ success: true as const });
    },
  };
}
