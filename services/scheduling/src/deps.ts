/** The scheduling service's dependencies: the SchedulingDeps every route receives, and their builder (main.ts, tests). */
import { DateTime } from 'luxon';
import type { Connection } from 'mongoose';
import type { schedulingRoutes } from '@cabinetry/shared/contracts/api';
import type { AuditLog } from '@cabinetry/shared/server/audit';
import { type AdminAuth, type CustomerAuth, remoteAdminAuth } from '@cabinetry/shared/server/auth';
import type { Budget, RateLimits } from '@cabinetry/shared/server/rate-limit';
import type { RouteHandlers } from '@cabinetry/shared/server/routes';
import { availabilityCache, type AvailabilityCache } from './availability-cache';
import { onboardingCustomerAuth } from './clients/customer-sessions';
import type { SchedulingConfig } from './config';
import { createGoogleLink } from './google';
import type { GoogleLink } from './google/account';
import { busyTimes, type BusyTimes } from './google/busy-times';
import { createOutbox, type Outbox } from './jobs/outbox';
import { createWhatsAppInbox, type WhatsAppInbox } from './jobs/whatsapp-webhook';
import { appointmentModel, type AppointmentModel, ensureAppointmentIndexes } from './models/appointment';
import { designerModel, type DesignerModel } from './models/designer';
import { rulesStore, type RulesStore } from './models/availability-rules';
import { slotClaims, type SlotClaims } from './slot-claims';

export interface SchedulingDeps {
  config: SchedulingConfig;
  conn: Connection;
  appointments: AppointmentModel;
  /** The designers customers are assigned to (none: the showroom books as one calendar). */
  designers: DesignerModel;
  rules: RulesStore;
  google: GoogleLink;
  busy: BusyTimes;
  /** Cached availability answers and rules; `changed()` after anything that moves a slot. */
  availability: AvailabilityCache;
  /** Short Redis claims that refuse concurrent bookings of one slot early. */
  claims: SlotClaims;
  outbox: Outbox;
  /** Where the WhatsApp webhook's intake queues what Meta posts (the worker records it). */
  whatsAppInbox: WhatsAppInbox;
  adminAuth: AdminAuth;
  /** Customer sessions: the cookie's secret, and each customer's current session generation from onboarding (cached CUSTOMER_SESSION_CACHE_MS). */
  customerAuth: CustomerAuth;
  audit: AuditLog;
  /** Clock (injected so tests can pin "today"). */
  now: () => DateTime;
  /** Per-client-IP budgets of the customer routes and of Meta's webhook. */
  budgets: { bookings: Budget; cancels: Budget; availabilityDates: Budget; webhooks: Budget };
}

/** One handler per route of scheduling's table; its budgets are named in the table. */
export type SchedulingHandlers = RouteHandlers<(typeof schedulingRoutes)['routes'], SchedulingDeps['budgets']>;

const HOUR = 3600;
/**
 * Webhook calls per client address and minute: Meta posts from a few addresses, a showroom's traffic
 * is far below this, and a flood of forged bodies stops here before any HMAC is computed.
 */
const WEBHOOKS_PER_MINUTE = 1_200;

/** The customer routes' per-client-IP budgets, sized by `config.budgets`. */
function schedulingBudgets(limits: RateLimits, { budgets }: SchedulingConfig): SchedulingDeps['budgets'] {
  return {
    bookings: limits.budget('bookings', { points: budgets.bookingsPerHour, durationSec: HOUR, message: 'Too many bookings from your network.' }),
    cancels: limits.budget('cancels', { points: budgets.cancelsPerHour, durationSec: HOUR, message: 'Too many cancellations from your network.' }),
    availabilityDates: limits.budget('availability-dates', {
      points: budgets.availabilityDatesPerHour,
      durationSec: HOUR,
      message: 'Too many different dates asked for from your network.',
    }),
    webhooks: limits.budget('webhooks', { points: WEBHOOKS_PER_MINUTE, durationSec: 60, message: 'Too many webhook calls from your network.' }),
  };
}

/** Where staff actions are recorded (the audit outbox), and what tests replace: the clock (default the real one) and the staff checks (default: identity's, over HTTP). */
export interface SchedulingDepsOptions {
  audit: AuditLog;
  now?: () => DateTime;
  adminAuth?: AdminAuth;
}

/**
 * Builds the deps on `conn` and the Redis at config.redisUrl (outbox, availability cache, slot
 * claims), with the budgets from `limits`. The caller creates the indexes (createSchedulingIndexes), runs the
 * outbox sweeper if it wants one, and closes the deps (closeSchedulingDeps), `limits` and `conn`.
 */
export function schedulingDeps(
  config: SchedulingConfig,
  conn: Connection,
  limits: RateLimits,
  { audit, now = () => DateTime.now(), adminAuth = remoteAdminAuth(config) }: SchedulingDepsOptions,
): SchedulingDeps {
  const appointments = appointmentModel(conn);
  const google = createGoogleLink(config, conn);
  const rules = rulesStore(conn);
  const busy = busyTimes(google);
  const designers = designerModel(conn);
  return {
    config,
    conn,
    appointments,
    designers,
    rules,
    google,
    busy,
    availability: availabilityCache({ redisUrl: config.redisUrl, rules, designers, busy, now }),
    claims: slotClaims(config.redisUrl),
    outbox: createOutbox(config.redisUrl, appointments, () => now().toMillis()),
    whatsAppInbox: createWhatsAppInbox(config.redisUrl),
    now,
    budgets: schedulingBudgets(limits, config),
    adminAuth,
    customerAuth: onboardingCustomerAuth(config),
    audit,
  };
}

/** Creates the appointments' and designers' indexes (dropping those of older versions); run before serving. */
export async function createSchedulingIndexes({ appointments, designers }: SchedulingDeps): Promise<void> {
  await ensureAppointmentIndexes(appointments);
  await designers.init();
}

/** Closes the deps' Redis connections: availability cache, slot claims, outbox queue, WhatsApp webhook queue. */
export async function closeSchedulingDeps({ availability, claims, outbox, whatsAppInbox }: SchedulingDeps): Promise<void> {
  await whatsAppInbox.close();
  await availability.close();
  await claims.close();
  await outbox.close();
}
