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
}

export function internalRoutes({ customers, config }: OnboardingDeps): Hono {
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
    });
  });
  return app;
}
