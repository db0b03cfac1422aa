/** The onboarding service's dependencies: the OnboardingDeps every route receives, and their builder (main.ts, tests). */
import type { Connection } from 'mongoose';
import type { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import type { AuditLog } from '@cabinetry/shared/server/audit';
import { type AdminAuth, type CustomerAuth, remoteAdminAuth } from '@cabinetry/shared/server/auth';
import type { Allowance, Budget, RateLimits } from '@cabinetry/shared/server/rate-limit';
import type { RouteHandlers } from '@cabinetry/shared/server/routes';
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import type { OnboardingConfig } from './config';
import { customerModel, sessionGenerationOf } from './models/customer';
import { documentModel } from './models/document';
import type { Context } from 'hono';
import { uploadLockModel, type UploadLockModel } from './models/upload-lock';
import { erasureLinkModel, resumeLinkModel, type CustomerLinkModel, type ResumeLinkModel } from './models/resume-link';
import type { ResumeMail } from './clients/resume-mail';
import { ERASURE_LINKS_PER_ADDRESS_PER_HOUR, EXPORTS_PER_CLIENT_PER_HOUR, EXPORTS_PER_CUSTOMER_PER_HOUR, RESUME_LINKS_PER_ADDRESS_PER_HOUR } from '@cabinetry/shared/contracts';
import type { ErasureQueue } from '@cabinetry/shared/server/erasure';
import { erasureLedgerModel, type ErasureLedgerModel } from './models/erasure-ledger';
import { leadActivityModel, type LeadActivityModel } from './models/lead-activity';
import { lostReasonsModel, type LostReasonsModel } from './models/lost-reasons';

export interface OnboardingDeps {
  config: OnboardingConfig;
  conn: Connection;
  customers: ReturnType<typeof customerModel>;
  documents: ReturnType<typeof documentModel>;
  /** The leads' activity logs (stage moves, owners, attempts, next actions). */
  activities: LeadActivityModel;
  /** The reasons a lead is lost, as staff edit them. */
  lostReasons: LostReasonsModel;
  /** One step-4 upload in flight per customer. */
  uploadLocks: UploadLockModel;
  /** One resume link per customer (its token's hash). */
  resumeLinks: ResumeLinkModel;
  /** One erasure confirmation link per customer (its token's hash). */
  erasureLinks: CustomerLinkModel;
  /** Queues resume-link and erasure-link e-mails for the scheduling worker. */
  resumeMail: ResumeMail;
  /** Queues erasure jobs for the scheduling worker. */
  erasures: ErasureQueue;
  /** Keyed hashes of erased addresses, with when (privacy:reapply reads it). */
  erasureLedger: ErasureLedgerModel;
  storage: ObjectStorage;
  /** Per-client-IP budgets: new customers (step 1), upload requests (step 4), e-mailed links (resume and erasure) asked for and used, data exports, leads staff add and links they send. */
  budgets: { customers: Budget; uploads: Budget; resumeLinks: Budget; resumeRedeems: Budget; exports: Budget; staffLeads: Budget };
  /** Data exports per customer (keyed by its id) and hour. */
  exportsPerCustomer: Allowance;
  /** Resume links asked for per address (its mailbox) and hour. */
  resumeLinksPerAddress: Allowance;
  /** Erasure confirmation links asked for per address (its mailbox) and hour. */
  erasureLinksPerAddress: Allowance;
  /** Bytes stored a day: per customer (keyed by its id) and per client (keyed by `clientKey`). */
  uploadQuotas: { customer: Allowance; client: Allowance };
  /** The key per-client budgets count a request under. */
  clientKey: (c: Context) => string;
  adminAuth: AdminAuth;
  /** Customer sessions: the cookie's secret, and each customer's current session generation read from this database on every check (a session ends at once). */
  customerAuth: CustomerAuth;
  audit: AuditLog;
  /** The clock resume links are issued and checked by (tests move it). */
  now: () => Date;
}

/** One handler per route of onboarding's table; its budgets are named in the table. */
export type OnboardingHandlers = RouteHandlers<(typeof onboardingRoutes)['routes'], OnboardingDeps['budgets']>;

const HOUR = 3600;

/** Builds the deps: models on `conn`, the per-IP budgets from `limits`, staff checks through identity, records to `audit`, resume-link e-mails to `resumeMail`, erasure jobs to `erasures`. */
export function onboardingDeps(
  config: OnboardingConfig,
  conn: Connection,
  storage: ObjectStorage,
  limits: RateLimits,
  audit: AuditLog,
  resumeMail: ResumeMail,
  erasures: ErasureQueue,
): OnboardingDeps {
  const { customersPerHour, uploadsPerHour, resumeLinksPerHour, resumeRedeemsPerHour, staffLeadsPerHour } = config.budgets;
  const { customerBytesPerDay, clientBytesPerDay } = config.uploadQuotas;
  const quotaMessage = 'You have uploaded as much as we can take in a day.';
  const customers = customerModel(conn);
  return {
    config,
    conn,
    customers,
    documents: documentModel(conn),
    activities: leadActivityModel(conn),
    lostReasons: lostReasonsModel(conn),
    uploadLocks: uploadLockModel(conn),
    resumeLinks: resumeLinkModel(conn),
    erasureLinks: erasureLinkModel(conn),
    resumeMail,
    erasures,
    erasureLedger: erasureLedgerModel(conn),
    storage,
    budgets: {
      customers: limits.budget('customers', { points: customersPerHour, durationSec: HOUR, message: 'Too many new enquiries from your network.' }),
      uploads: limits.budget('uploads', { points: uploadsPerHour, durationSec: HOUR, message: 'Too many uploads from your network.' }),
      resumeLinks: limits.budget('resume-links', { points: resumeLinksPerHour, durationSec: HOUR, message: 'Too many links asked for from your network.' }),
      resumeRedeems: limits.budget('resume-redeems', { points: resumeRedeemsPerHour, durationSec: HOUR, message: 'Too many links opened from your network.' }),
      // one name with scheduling's (the manage link's export): one budget per client, whichever page asks
      exports: limits.budget('exports', { points: EXPORTS_PER_CLIENT_PER_HOUR, durationSec: HOUR, message: 'Too many data downloads from your network.' }),
      staffLeads: limits.budget('staff-leads', { points: staffLeadsPerHour, durationSec: HOUR, message: 'Too many leads added or links sent from your network.' }),
    },
    exportsPerCustomer: limits.allowance('exports-customer', {
      limit: EXPORTS_PER_CUSTOMER_PER_HOUR,
      durationSec: HOUR,
      message: 'You have downloaded your data as often as we allow in an hour.',
    }),
    resumeLinksPerAddress: limits.allowance('resume-links-address', {
      limit: RESUME_LINKS_PER_ADDRESS_PER_HOUR,
      durationSec: HOUR,
      message: 'We have sent as many links to this address as we can in an hour.',
    }),
    erasureLinksPerAddress: limits.allowance('erasure-links-address', {
      limit: ERASURE_LINKS_PER_ADDRESS_PER_HOUR,
      durationSec: HOUR,
      message: 'We have sent as many links to this address as we can in an hour.',
    }),
    uploadQuotas: {
      customer: limits.allowance('upload-bytes-customer', { limit: customerBytesPerDay, durationSec: 24 * HOUR, message: quotaMessage }),
      client: limits.allowance('upload-bytes-client', { limit: clientBytesPerDay, durationSec: 24 * HOUR, message: quotaMessage }),
    },
    clientKey: limits.clientKey,
    adminAuth: remoteAdminAuth(config),
    customerAuth: { secret: config.customerSessionSecret, secureOnly: config.cookieSecure, sessions: (id) => sessionGenerationOf(customers, id) },
    audit,
    now: () => new Date(),
  };
}
