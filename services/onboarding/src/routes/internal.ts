/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services read a
 * customer's contact details and answers here instead of reading this service's database.
 * - GET /internal/customers/:id → CustomerProfile (404 when unknown);
 * - POST /internal/customers/batch {ids: up to 100 ObjectIds} → {customers: CustomerContact[]}
 *   (the known ones, in no particular order; staff's appointment list names its customers with it).
 */
import { Hono } from 'hono';
import type { CustomerContact, CustomerProfile, Schema } from '@cabinetry/shared/contracts';
import { requireInternal } from '@cabinetry/shared/server/auth';
import { HttpError } from '@cabinetry/shared/server/errors';
import { jsonBody, objectIdParam } from '@cabinetry/shared/server/validation';
import type { OnboardingDeps } from '../deps';

/** Most ids one batch request may name (the largest page of a staff list). */
export const CUSTOMER_BATCH_MAX = 100;

const batchSchema: Schema<{ ids: string[] }> = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: {
    ids: { type: 'array', maxItems: CUSTOMER_BATCH_MAX, items: { type: 'string', pattern: '^[0-9a-f]{24}$' }, errorMessage: `ids must be at most ${CUSTOMER_BATCH_MAX} customer ids` },
  },
  errorMessage: { required: { ids: 'ids is required' } },
};

/** Total ids across the material sections ({kitchen: {lowerCabinets: [...]}, wardrobe: {...}}). */
function materialCount(selections: unknown): number {
  const groups = Object.values((selections ?? {}) as Record<string, Record<string, unknown>>);
  return groups.flatMap((group) => Object.values(group ?? {})).reduce<number>((n, ids) => n + (Array.isArray(ids) ? ids.length : 0), 0);
}

export function internalRoutes({ customers, documents, config }: OnboardingDeps): Hono {
  const app = new Hono();
  app.use('*', requireInternal(config.internalToken));
  app.post('/customers/batch', async (c) => {
    const { ids } = await jsonBody(c, batchSchema);
    const found = ids.length ? await customers.find({ _id: { $in: [...new Set(ids)] } }, { customerInfo: 1 }).lean() : [];
    return c.json<{ customers: CustomerContact[] }>({
      customers: found.map((customer) => ({
        id: customer._id.toString(),
        firstName: customer.customerInfo?.firstName ?? '',
        lastName: customer.customerInfo?.lastName ?? '',
        email: customer.customerInfo?.email ?? '',
        phone: customer.customerInfo?.phone ?? '',
      })),
    });
  });
  app.get('/customers/:customerId', async (c) => {
    const id = objectIdParam(c, 'customerId');
    const customer = await customers.findById(id).lean();
    if (!customer) throw new HttpError(404, 'Customer not found');
    const info = customer.customerInfo ?? {};
    return c.json<CustomerProfile>({
      id,
      firstName: info.firstName ?? '',
      lastName: info.lastName ?? '',
      email: info.email ?? '',
      phone: info.phone ?? '',
      projectAddress: info.projectAddress ?? '',
      projectTypes: { kitchen: !!customer.projectTypes?.kitchen, wardrobe: !!customer.projectTypes?.wardrobe },
      notes: customer.notes ?? '',
      projectDetails: info.projectDetails ?? '',
      projectTimeline: info.projectTimeline ?? '',
      budget: info.budget ?? '',
      counts: {
        styles: customer.designPreferences?.styles?.length ?? 0,
        colorPalettes: customer.designPreferences?.colorPalettes?.length ?? 0,
        materials: materialCount(customer.materialSelections),
        documents: await documents.countDocuments({ customerId: id }),
      },
    });
  });
  return app;
}
