/** Admin user (docs/product.md §3 "Admin user"): unique username, bcrypt password hash, role, active flag, back-office language. */
import { Schema, isValidObjectId, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { CUSTOMER_LOCALES, STAFF_ROLES } from '@cabinetry/shared/contracts';
import type { AdminUser } from '@cabinetry/shared/contracts';
import type { AdminSession } from '@cabinetry/shared/server/auth';

const adminUserSchema = new Schema(
  {
    username: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    role: { type: String, enum: STAFF_ROLES, required: true, default: 'editor' },
    isActive: { type: Boolean, default: true },
    /** the back-office language the user chose for themselves */
    locale: { type: String, enum: CUSTOMER_LOCALES, default: 'en' },
    passwordHash: { type: String, required: true },
    /** raised by a password change, a role or active-flag change, and logout: older tokens stop working */
    tokenVersion: { type: Number, default: 0 },
  },
  { timestamps: true },
);

export type AdminUserDoc = InferSchemaType<typeof adminUserSchema> & { _id: { toString(): string } };

export type AdminUserModel = Model<InferSchemaType<typeof adminUserSchema>>;

export function adminUserModel(conn: Connection): AdminUserModel {
  return conn.models.AdminUser ?? conn.model('AdminUser', adminUserSchema, 'admin_users');
}

/** The API view of a stored admin user (never the hash). */
export function toAdminUser(doc: AdminUserDoc): AdminUser {
  return {
    id: doc._id.toString(),
    username: doc.username,
    email: doc.email,
    firstName: doc.firstName ?? '',
    lastName: doc.lastName ?? '',
    role: doc.role,
    isActive: doc.isActive ?? true,
    locale: doc.locale ?? 'en',
  };
}

/** The stored user `id` (any string; not an ObjectId → null) when it exists and is active, else null. */
export async function findActiveUser(users: AdminUserModel, id: string): Promise<AdminUserDoc | null> {
  const user = await findUser(users, id);
  return user && user.isActive ? user : null;
}

/** The stored user `id` (any string; not an ObjectId → null), else null. */
export async function findUser(users: AdminUserModel, id: string): Promise<AdminUserDoc | null> {
  return isValidObjectId(id) ? ((await users.findById(id).lean()) as AdminUserDoc | null) : null;
}

/** The account's current state (what every service checks a token against), or null when it is gone. */
export async function adminSessionOf(users: AdminUserModel, id: string): Promise<AdminSession | null> {
  const user = await findUser(users, id);
  return user && { isActive: user.isActive ?? true, role: user.role, tokenVersion: user.tokenVersion ?? 0 };
}
