/**
 * The identity service's routes (docs/product.md §7 'Admin'): the one-time setup, sign-in and
 * sign-out, the staff accounts (admins only), the audit log (admins only), and what the other
 * services ask it (/internal: an account's current state, audit records).
 */
import { adminLoginResponseSchema, adminPreferencesSchema, adminUserSchema, userCreateSchema, userUpdateSchema } from '../admin';
import { auditListResponseSchema, auditQuerySchema, auditRecordSchema } from '../audit';
import { STAFF_ROLES } from '../options';
import { StringEnum, Type } from '../schema';
import { adminLoginRequestSchema, adminSetupRequestSchema } from '../schemas';
import { objectIdParams, successSchema } from './common';
import { pseudonymisedSchema, pseudonymiseRequestSchema } from '../erasure';
import { ANONYMOUS, ANY_ACCOUNT, INTERNAL, defineRoutes, staff } from './route';

/** An account's state as the services check tokens against it. */
export const adminSessionSchema = Type.Object({ isActive: Type.Boolean(), role: StringEnum(STAFF_ROLES), tokenVersion: Type.Integer() });

export const identityRoutes = defineRoutes('identity', {
  setup: {
    method: 'POST',
    path: '/api/admin/setup',
    summary: 'Create the first admin account (only while there is none; with the setup token when one is set)',
    access: ANONYMOUS,
    body: adminSetupRequestSchema,
    responses: { 201: { description: 'The new admin account', schema: adminUserSchema } },
    audit: 'setup',
  },
  login: {
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Sign in: a bearer token for the account',
    description: 'Throttled per client and per (client, username): a client that failed too often gets 429 with Retry-After.',
    access: ANONYMOUS,
    body: adminLoginRequestSchema,
    responses: { 200: { description: 'The account and its token', schema: adminLoginResponseSchema } },
    audit: 'sign-in',
  },
  me: {
    method: 'GET',
    path: '/api/admin/me',
    summary: 'The signed-in account',
    access: ANY_ACCOUNT,
    responses: { 200: { description: 'The account', schema: adminUserSchema } },
  },
  updateMyPreferences: {
    method: 'PUT',
    path: '/api/admin/me/preferences',
    summary: "Change the signed-in account's own preferences: the language it reads the back office in",
    access: ANY_ACCOUNT,
    body: adminPreferencesSchema,
    responses: { 200: { description: 'The account as stored', schema: adminUserSchema } },
  },
  logout: {
    method: 'POST',
    path: '/api/admin/logout',
    summary: "Sign out: every token of the account stops working",
    access: ANY_ACCOUNT,
    responses: { 200: { description: 'Signed out', schema: successSchema } },
    audit: 'logout',
  },
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Every staff account',
    access: staff('admin'),
    responses: { 200: { description: 'The accounts by username', schema: Type.Array(adminUserSchema) } },
  },
  createUser: {
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Create a staff account',
    access: staff('admin'),
    body: userCreateSchema,
    responses: { 201: { description: 'The new account', schema: adminUserSchema } },
    audit: 'user.create',
  },
  updateUser: {
    method: 'PUT',
    path: '/api/admin/users/{id}',
    summary: "Change another staff account (a password, role or active change ends its sessions)",
    access: staff('admin'),
    params: objectIdParams('id'),
    body: userUpdateSchema,
    responses: { 200: { description: 'The account as stored', schema: adminUserSchema } },
    audit: 'user.update',
  },
  deleteUser: {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    summary: 'Delete another staff account (never the last active admin)',
    access: staff('admin'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'Deleted', schema: successSchema } },
    audit: 'user.delete',
  },
  listAudit: {
    method: 'GET',
    path: '/api/admin/audit',
    summary: 'The audit log of staff actions, newest first',
    access: staff('admin'),
    query: auditQuerySchema,
    responses: { 200: { description: 'A page of entries', schema: auditListResponseSchema } },
  },
  getAdminSession: {
    method: 'GET',
    path: '/internal/admin-sessions/{sub}',
    summary: "An account's current state, which every service checks a token against",
    access: INTERNAL,
    params: Type.Object({ sub: Type.String({ maxLength: 64 }) }),
    responses: { 200: { description: 'The account state', schema: adminSessionSchema } },
  },
  recordAudit: {
    method: 'POST',
    path: '/internal/audit',
    summary: "Store one audit record of another service's staff action",
    access: INTERNAL,
    body: auditRecordSchema,
    responses: { 204: { description: 'Stored' } },
  },
  pseudonymiseAudit: {
    method: 'POST',
    path: '/internal/audit/pseudonymise',
    summary: "Replace an erased customer's personal data in the audit log by keyed hashes",
    description: 'The entries whose subject is the customer (or, recorded before subjects, whose target is exactly the lead or one of the appointments) get the pseudonym as subject, and the ids in their target or detail become their pseudonyms. No other entry changes. Idempotent.',
    access: INTERNAL,
    body: pseudonymiseRequestSchema,
    responses: { 200: { description: 'How many entries changed', schema: pseudonymisedSchema } },
  },
});
