/**
 * The identity service's routes (docs/product.md §7 'Admin'): the one-time setup, sign-in and
 * sign-out, the staff accounts (admins only), the audit log (admins only), and what the other
 * services ask it (/internal: an account's current state, audit records).
 */
import { adminLoginResponseSchema, adminPreferencesSchema, adminUserSchema, userCreateSchema, userUpdateSchema } from '../admin';
import { auditListResponseSchema, auditQuerySchema, auditRecordSchema } from '../audit';
import { CUSTOMER_LOCALES, STAFF_ROLES } from '../options';
import { StringEnum, Type } from '../schema';
import { adminLoginRequestSchema, adminSetupRequestSchema } from '../schemas';
import { objectIdParams, successSchema } from './common';
import { pseudonymisedSchema, pseudonymiseRequestSchema } from '../erasure';
import { ANONYMOUS, ANY_ACCOUNT, INTERNAL, defineRoutes, staff } from './route';
import { IDENTITY_PATHS } from './paths';

/** An account's state as the services check tokens against it. */
export const adminSessionSchema = Type.Object({ isActive: Type.Boolean(), role: StringEnum(STAFF_ROLES), tokenVersion: Type.Integer() });

export const identityRoutes = defineRoutes('identity', {
  setup: {
    ...IDENTITY_PATHS.setup,
    summary: 'Create the first admin account (only while there is none; with the setup token when one is set)',
    access: ANONYMOUS,
    body: adminSetupRequestSchema,
    responses: { 201: { description: 'The new admin account', schema: adminUserSchema } },
    audit: 'setup',
  },
  login: {
    ...IDENTITY_PATHS.login,
    summary: 'Sign in: a bearer token for the account',
    description: 'Throttled per client and per (client, username): a client that failed too often gets 429 with Retry-After.',
    access: ANONYMOUS,
    body: adminLoginRequestSchema,
    responses: { 200: { description: 'The account and its token', schema: adminLoginResponseSchema } },
    audit: 'sign-in',
  },
  me: {
    ...IDENTITY_PATHS.me,
    summary: 'The signed-in account',
    access: ANY_ACCOUNT,
    responses: { 200: { description: 'The account', schema: adminUserSchema } },
  },
  updateMyPreferences: {
    ...IDENTITY_PATHS.updateMyPreferences,
    summary: "Change the signed-in account's own preferences: the language it reads the back office in",
    access: ANY_ACCOUNT,
    body: adminPreferencesSchema,
    responses: { 200: { description: 'The account as stored', schema: adminUserSchema } },
  },
  logout: {
    ...IDENTITY_PATHS.logout,
    summary: "Sign out: every token of the account stops working",
    access: ANY_ACCOUNT,
    responses: { 200: { description: 'Signed out', schema: successSchema } },
    audit: 'logout',
  },
  listUsers: {
    ...IDENTITY_PATHS.listUsers,
    summary: 'Every staff account',
    access: staff('admin'),
    responses: { 200: { description: 'The accounts by username', schema: Type.Array(adminUserSchema) } },
  },
  createUser: {
    ...IDENTITY_PATHS.createUser,
    summary: 'Create a staff account',
    access: staff('admin'),
    body: userCreateSchema,
    responses: { 201: { description: 'The new account', schema: adminUserSchema } },
    audit: 'user.create',
  },
  updateUser: {
    ...IDENTITY_PATHS.updateUser,
    summary: "Change another staff account (a password, role or active change ends its sessions)",
    access: staff('admin'),
    params: objectIdParams('id'),
    body: userUpdateSchema,
    responses: { 200: { description: 'The account as stored', schema: adminUserSchema } },
    audit: 'user.update',
  },
  deleteUser: {
    ...IDENTITY_PATHS.deleteUser,
    summary: 'Delete another staff account (never the last active admin)',
    access: staff('admin'),
    params: objectIdParams('id'),
    responses: { 200: { description: 'Deleted', schema: successSchema } },
    audit: 'user.delete',
  },
  listAudit: {
    ...IDENTITY_PATHS.listAudit,
    summary: 'The audit log of staff actions, newest first',
    access: staff('admin'),
    query: auditQuerySchema,
    responses: { 200: { description: 'A page of entries', schema: auditListResponseSchema } },
  },
  getAdminSession: {
    ...IDENTITY_PATHS.getAdminSession,
    summary: "An account's current state, which every service checks a token against",
    access: INTERNAL,
    params: Type.Object({ sub: Type.String({ maxLength: 64 }) }),
    responses: { 200: { description: 'The account state', schema: adminSessionSchema } },
  },
  getStaffLocales: {
    ...IDENTITY_PATHS.getStaffLocales,
    summary: 'The back-office language of each staff account asked (what staff e-mails, e.g. the morning digest, are written in)',
    description: 'Unknown ids are left out.',
    access: INTERNAL,
    body: Type.Object({ ids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
    responses: { 200: { description: 'The known accounts’ languages', schema: Type.Object({ locales: Type.Array(Type.Object({ id: Type.String(), locale: StringEnum(CUSTOMER_LOCALES) })) }) } },
  },
  recordAudit: {
    ...IDENTITY_PATHS.recordAudit,
    summary: "Store one audit record of another service's staff action",
    access: INTERNAL,
    body: auditRecordSchema,
    responses: { 204: { description: 'Stored' } },
  },
  pseudonymiseAudit: {
    ...IDENTITY_PATHS.pseudonymiseAudit,
    summary: "Replace an erased customer's personal data in the audit log by keyed hashes",
    description: 'The entries whose subject is the customer (or, recorded before subjects, whose target is exactly the lead or one of the appointments) get the pseudonym as subject, and the ids in their target or detail become their pseudonyms. No other entry changes. Idempotent.',
    access: INTERNAL,
    body: pseudonymiseRequestSchema,
    responses: { 200: { description: 'How many entries changed', schema: pseudonymisedSchema } },
  },
});
