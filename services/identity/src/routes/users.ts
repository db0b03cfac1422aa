/**
 * docs/product.md §7 Admin users (admin only): GET/POST /api/admin/users, PUT/DELETE /api/admin/users/{id}.
 * Responses are AdminUser views (never the hash). Rules enforced here, not only in the SPA:
 * the caller must be an active admin in the database (requireAdmin checks the stored account, so a
 * demoted or deactivated account's still-unexpired token is refused); a password, role or
 * active-flag change raises the user's token version (their tokens stop working in every service
 * within ADMIN_SESSION_CACHE_MS); nobody edits or deletes their own row (403); usernames are
 * unique (409 'Username already exists'); the last active admin cannot be deleted, deactivated or
 * demoted (409) — checked before the write and re-checked after it, undoing the write when a
 * concurrent change took the other admin away.
 */
import type { Context } from 'hono';
import type { StaffRole } from '@cabinetry/shared/contracts';
import { HttpError, isDuplicateKey } from '@cabinetry/shared/server/errors';
import type { IdentityDeps, IdentityHandlers } from '../deps';
import { type AdminUserDoc, toAdminUser } from '../models/admin-user';
import { LAST_ADMIN_MESSAGE, removesActiveAdmin } from '../domain/last-admin';
import { hashPassword } from '../passwords';

export const USERNAME_TAKEN = 'Username already exists';

const profile = (body: { username: string; email: string; firstName?: string; lastName?: string; role: StaffRole; isActive?: boolean }) => ({
  username: body.username,
  email: body.email.trim(),
  firstName: (body.firstName ?? '').trim(),
  lastName: (body.lastName ?? '').trim(),
  role: body.role,
  isActive: body.isActive ?? true,
});

/** What the audit record of a user change says: the account acted on and how. */
function audited(c: Context, target: string, detail: string): void {
  c.set('auditTarget', target);
  c.set('auditDetail', detail);
}

export function userHandlers({ users }: IdentityDeps): Pick<IdentityHandlers, 'listUsers' | 'createUser' | 'updateUser' | 'deleteUser'> {
  /** The target of /:id, refusing the caller's own row (403) and unknown ids (404). */
  async function otherUser(id: string, actorId: string, verb: 'edit' | 'delete'): Promise<AdminUserDoc> {
    if (id === actorId) throw new HttpError(403, `You cannot ${verb} your own account`, { code: `own_account_${verb}` });
    const user = (await users.findById(id).lean()) as AdminUserDoc | null;
    if (!user) throw new HttpError(404, 'User not found', { code: 'not_found' });
    return user;
  }

  async function assertAnotherActiveAdmin(exceptId: string): Promise<void> {
    if (!(await users.exists({ _id: { $ne: exceptId }, role: 'admin', isActive: true }))) throw new HttpError(409, LAST_ADMIN_MESSAGE, { code: 'last_admin' });
  }

  async function usernameTaken(username: string, exceptId?: string): Promise<boolean> {
    return Boolean(await users.exists({ username, ...(exceptId ? { _id: { $ne: exceptId } } : {}) }));
  }

  const listUsers: IdentityHandlers['listUsers'] = async (c) => {
    const docs = (await users.find().sort({ username: 1 }).lean()) as AdminUserDoc[];
    return c.json(docs.map(toAdminUser));
  };

  const createUser: IdentityHandlers['createUser'] = async (c, { body }) => {
    if (await usernameTaken(body.username)) throw new HttpError(409, USERNAME_TAKEN, { code: 'username_taken' });
    try {
      const user = await users.create({ ...profile(body), passwordHash: await hashPassword(body.password) });
      audited(c, body.username, `role ${body.role}${body.isActive === false ? ', inactive' : ''}`);
      return c.json(toAdminUser(user.toObject() as AdminUserDoc), 201);
    } catch (err) {
      if (isDuplicateKey(err)) throw new HttpError(409, USERNAME_TAKEN, { code: 'username_taken' });
      throw err;
    }
  };

  const updateUser: IdentityHandlers['updateUser'] = async (c, { params: { id }, body, admin }) => {
    const before = await otherUser(id, admin.sub, 'edit');
    const next = profile(body);
    const demotes = removesActiveAdmin(before, next);
    if (demotes) await assertAnotherActiveAdmin(id);
    if (await usernameTaken(next.username, id)) throw new HttpError(409, USERNAME_TAKEN, { code: 'username_taken' });
    const passwordHash = body.password ? await hashPassword(body.password) : before.passwordHash;
    const revokes = Boolean(body.password) || next.role !== before.role || next.isActive !== (before.isActive ?? true);
    let updated: AdminUserDoc | null;
    try {
      const update = { $set: { ...next, passwordHash }, ...(revokes ? { $inc: { tokenVersion: 1 } } : {}) };
      updated = (await users.findByIdAndUpdate(id, update, { returnDocument: 'after' }).lean()) as AdminUserDoc | null;
    } catch (err) {
      if (isDuplicateKey(err)) throw new HttpError(409, USERNAME_TAKEN, { code: 'username_taken' });
      throw err;
    }
    if (!updated) throw new HttpError(404, 'User not found', { code: 'not_found' });
    if (demotes && !(await users.exists({ role: 'admin', isActive: true }))) {
      await users.replaceOne({ _id: id }, before);
      throw new HttpError(409, LAST_ADMIN_MESSAGE, { code: 'last_admin' });
    }
    const changes = [
      before.username !== next.username && `username ${before.username} → ${next.username}`,
      before.role !== next.role && `role ${before.role} → ${next.role}`,
      (before.isActive ?? true) !== next.isActive && (next.isActive ? 'activated' : 'deactivated'),
      body.password && 'password changed',
    ].filter(Boolean);
    audited(c, next.username, changes.join(', ') || 'profile');
    return c.json(toAdminUser(updated));
  };

  const deleteUser: IdentityHandlers['deleteUser'] = async (c, { params: { id }, admin }) => {
    const before = await otherUser(id, admin.sub, 'delete');
    const demotes = removesActiveAdmin(before, null);
    if (demotes) await assertAnotherActiveAdmin(id);
    const deleted = await users.findByIdAndDelete(id).lean();
    if (!deleted) throw new HttpError(404, 'User not found', { code: 'not_found' });
    if (demotes && !(await users.exists({ role: 'admin', isActive: true }))) {
      await users.create(before);
      throw new HttpError(409, LAST_ADMIN_MESSAGE, { code: 'last_admin' });
    }
    audited(c, before.username, `role ${before.role}`);
    return c.json({ success: true as const, id });
  };

  return { listUsers, createUser, updateUser, deleteUser };
}
