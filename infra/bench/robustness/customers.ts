/**
 * Customers and bookings through the gateway for the fault tests: distinct step-1 customers
 * (docs/product.md §7 POST /api/onboarding/step1), the free slots of the booking window, and bookings
 * (POST /api/appointments).
 */
import { call, validStep1 } from './routes';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

export interface Customer {
  customerId: string;
  /** The customer session cookie ('name=value'). */
  cookie: string;
  email: string;
}

/** Creates the customer `<name>@example.com` (step 1; throws unless it answers 2xx). */
export async function newCustomer(baseUrl: string, name: string): Promise<Customer> {
  const body = validStep1();
  const email = `${name}@example.com`;
  const res = await call(`${baseUrl}${urlOf('saveStep1')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, customerInfo: { ...body.customerInfo, email } }),
  });
  const { customerId } = (await res.json()) as { customerId: string };
  return { customerId, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], email };
}

export interface SlotQueue {
  /** The next free slot as an appointmentDate (the slot's start, with the showroom's offset that day); throws when none is left. */
  take(): string;
  /** The earliest slot starting more than `hours` from now (one its customer may still cancel or move), handed out once. */
  takeAfter(hours: number): string;
}

/** The slots GET /api/appointments/available offers now, earliest first, each handed out once. */
export async function freeSlots(baseUrl: string): Promise<SlotQueue> {
  const days = (await (await call(`${baseUrl}${urlOf('getAvailability')}`, {})).json()) as {
    date: string;
    slots: { time: string; start: string; available: boolean }[];
  }[];
  const slots = days.flatMap((d) => d.slots.filter((s) => s.available).map((s) => s.start));
  return {
    take() {
      const slot = slots.shift();
      if (!slot) throw new Error('no free slot left in the booking window');
      return slot;
    },
    takeAfter(hours) {
      const i = slots.findIndex((slot) => Date.parse(slot) > Date.now() + hours * 3_600_000);
      if (i < 0) throw new Error(`no free slot more than ${hours} h ahead left in the booking window`);
      return slots.splice(i, 1)[0];
    },
  };
}

/** Books `appointmentDate` for the customer; the caller checks the answer. */
export function book(baseUrl: string, customer: Customer, appointmentDate: string, appointmentType = 'in-person'): Promise<Response> {
  return fetch(`${baseUrl}${urlOf('bookAppointment')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie },
    body: JSON.stringify({ appointmentType, appointmentDate, customerId: customer.customerId }),
  });
}
