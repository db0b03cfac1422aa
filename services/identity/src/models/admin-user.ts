/** Admin user (docs/product.md §3 "Admin user"): unique username, bcrypt password hash, role, active flag. */
import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { ADMIN_ROLES } from '@cabinetry/shared/contracts';
import type { AdminUser } from '@cabinetry/shared/contracts';

const adminUserSchema = new Schema(
  {
    username: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    firstName: { type: String, default: '' },
    lastName: { type: String, default: '' },
    role: { type: String, enum: ADMIN_ROLES, required: true, default: 'editor' },
    isActive: { type: Boolean, default: true },
    passwordHash: { type: String, required: true },
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
  };
}

/** The stored user `id` when it exists and is active (what a still-valid token must name), else null. */
export async function findActiveUser(users: AdminUserModel, id: string): Promise<AdminUserDoc | null> {
  const user = (await users.findById(id).lean()) as AdminUserDoc | null;
  return user && user.isActive ? user : null;
}
