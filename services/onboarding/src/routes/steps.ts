/**
 * docs/product.md §7 Onboarding, steps 1, 2, 3 and 5. Step 1 creates the customer (or updates the one the
 * session already owns) and starts the customer session cookie; later steps require that session.
 * Creating a customer spends the client IP's 'customers' budget (429 when spent); re-saving does not.
 * A customer holding an active appointment cannot change their e-mail address (409): the
 * appointment's e-mails go to the address it was booked with. Step 5's body is the appointment's
 * create payload itself; it completes the onboarding.
 */
import { Hono, type Context } from 'hono';
import {
  materialSelectionError,
  step1RequestSchema,
  step2RequestSchema,
  step3RequestSchema,
  step5RequestSchema,
} from '@cabinetry/shared/contracts';
import { HttpError, jsonBody, normalizedEmail, objectIdParam, requireCustomer, sessionCustomerId, startCustomerSession } from '@cabinetry/shared/server';
import type { OnboardingDeps } from '../deps';
import { holdsActiveAppointment } from '../clients/scheduling';

export const EMAIL_LOCKED = 'Your e-mail address cannot be changed while you have an appointment booked. Cancel the appointment first or contact us.';

export function stepRoutes({ customers, config, budgets }: OnboardingDeps): Hono {
  const app = new Hono();
  const secret = config.customerSessionSecret;

  /** Loads the customer the session owns, or throws 401/403/404. */
  async function ownedCustomer(c: Context) {
    const customerId = objectIdParam(c, 'customerId');
    requireCustomer(c, customerId, secret);
    const customer = await customers.findById(customerId);
    if (!customer) throw new HttpError(404, 'Customer not found', { code: 'not_found' });
    return customer;
  }

  app.post('/step1', async (c) => {
    const body = await jsonBody(c, step1RequestSchema);
    const owned = sessionCustomerId(c, secret);
    let customer = owned ? await customers.findById(owned) : null;
    if (customer) {
      const emailChanges = normalizedEmail(customer.customerInfo?.email ?? '') !== normalizedEmail(body.customerInfo.email);
      if (emailChanges && (await holdsActiveAppointment(config.schedulingUrl, config.internalToken, customer._id.toString()))) {
        throw new HttpError(409, EMAIL_LOCKED, { code: 'email_locked' });
      }
      customer.set({ customerInfo: body.customerInfo, projectTypes: body.projectTypes });
      customer.currentStep = Math.max(customer.currentStep, 2);
      await customer.save();
    } else {
      await budgets.customers.spend(c);
      customer = await customers.create({ ...body, currentStep: 2 });
    }
    const customerId = customer._id.toString();
    startCustomerSession(c, customerId, secret, config.cookieSecure);
    return c.json({ customerId, currentStep: 2 }, owned === customerId ? 200 : 201);
  });

  app.post('/step2/:customerId', async (c) => {
    const customer = await ownedCustomer(c);
    const body = await jsonBody(c, step2RequestSchema);
    customer.set({ designPreferences: body.designPreferences, currentStep: Math.max(customer.currentStep, 3) });
    await customer.save();
    return c.json({ customerId: customer._id.toString(), currentStep: 3 });
  });

  app.post('/step3/:customerId', async (c) => {
    const customer = await ownedCustomer(c);
    const body = await jsonBody(c, step3RequestSchema);
    const types = { kitchen: !!customer.projectTypes?.kitchen, wardrobe: !!customer.projectTypes?.wardrobe };
    const problem = materialSelectionError(types, body.materialSelections);
    if (problem) throw new HttpError(400, problem, { code: 'invalid_request' });
    customer.set({ materialSelections: body.materialSelections, currentStep: Math.max(customer.currentStep, 4) });
    customer.markModified('materialSelections');
    await customer.save();
    return c.json({ customerId: customer._id.toString(), currentStep: 4 });
  });

  app.post('/step5/:customerId', async (c) => {
    const customer = await ownedCustomer(c);
    const { appointmentType, appointmentDate, specialRequests, customerId } = await jsonBody(c, step5RequestSchema);
    if (customerId !== customer._id.toString()) throw new HttpError(400, 'The appointment belongs to another customer', { code: 'invalid_request' });
    customer.set({
      appointment: { appointmentType, appointmentDate, specialRequests: specialRequests?.trim() ?? '' },
      currentStep: 5,
      isCompleted: true,
      completedAt: customer.completedAt ?? new Date(),
    });
    await customer.save();
    return c.json({ customerId: customer._id.toString(), isCompleted: true });
  });

  return app;
}
