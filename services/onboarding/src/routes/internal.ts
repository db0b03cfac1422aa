/**
 * Internal routes (never routed by the gateway, INTERNAL_TOKEN required): other services read a
 * customer's contact details and answers here instead of reading this service's database.
 */
import { Hono } from 'hono';
import { HttpError, objectIdParam, requireInternal } from '@cabinetry/shared/server';
import type { OnboardingDeps } from '../app';

export interface InternalCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  projectAddress: string;
  projectTypes: { kitchen: boolean; wardrobe: boolean };
  notes: string;
  /** 'residential' | 'commercial' | '' */
  projectDetails: string;
  /** option ids ('' = not given) */
  projectTimeline: string;
  budget: string;
  /** how many styles, palettes, materials and documents the customer chose or uploaded */
  counts: { styles: number; colorPalettes: number; materials: number; documents: number };
}

/** Total ids across the material sections ({kitchen: {lowerCabinets: [...]}, wardrobe: {...}}). */
function materialCount(selections: unknown): number {
  const groups = Object.values((selections ?? {}) as Record<string, Record<string, unknown>>);
  return groups.flatMap((group) => Object.values(group ?? {})).reduce<number>((n, ids) => n + (Array.isArray(ids) ? ids.length : 0), 0);
}

export function internalRoutes({ customers, documents, config }: OnboardingDeps): Hono {
  const app = new Hono();
  app.use('*', requireInternal(config.internalToken));
  app.get('/customers/:customerId', async (c) => {
    const id = objectIdParam(c, 'customerId');
    const customer = await customers.findById(id).lean();
    if (!customer) throw new HttpError(404, 'Customer not found');
    const info = customer.customerInfo ?? {};
    return c.json<InternalCustomer>({
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
