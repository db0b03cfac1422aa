/**
 * The customer's data export (issue 24 item 3), one ZIP (../actions/export-data.ts) handed out by:
 * - GET /api/onboarding/export/{customerId}: the customer's session (401 without, 403 for another
 *   customer's id); spends the client's 'exports' budget, then one of the customer's
 *   EXPORTS_PER_CUSTOMER_PER_HOUR (429 with Retry-After);
 * - GET /internal/customers/{customerId}/export: scheduling's manage link (which spent the client's
 *   budget); takes from the customer's exports an hour too;
 * - GET /api/admin/leads/{id}/export: admins, from the lead page, audited 'lead.export' (not counted
 *   against the customer).
 * Answers are attachments, never cached.
 */
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import { requireCustomer } from '@cabinetry/shared/server/auth';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { customerExport } from '../actions/export-data';
import { attachmentDisposition } from '../domain/leads-links';

type ExportHandlers = Pick<OnboardingHandlers, 'exportCustomerData' | 'getCustomerExport' | 'exportLeadData'>;

export function exportHandlers(deps: OnboardingDeps): ExportHandlers {
  const { exportsPerCustomer, config } = deps;

  /** The ZIP of `customerId` as a download. */
  async function download(c: Context, customerId: string): Promise<Response> {
    const { filename, zip } = await customerExport(deps, customerId);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', attachmentDisposition(filename));
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(Readable.toWeb(zip) as ReadableStream);
  }

  return {
    exportCustomerData: async (c, { params: { customerId }, budget }) => {
      requireCustomer(c, customerId, config.customerSessionSecret, config.cookieSecure);
      await budget.spend(c);
      await exportsPerCustomer.take(customerId, 1);
      return download(c, customerId);
    },
    getCustomerExport: async (c, { params: { customerId } }) => {
      await exportsPerCustomer.take(customerId, 1);
      return download(c, customerId);
    },
    exportLeadData: async (c, { params: { id } }) => {
      c.set('auditTarget', `lead ${id}`);
      return download(c, id);
    },
  };
}
