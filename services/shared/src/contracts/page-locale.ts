/**
 * The language of the page a customer acts on (issue 35 item 4): the SPA sends it as `?locale=` with
 * every call that e-mails the customer (book, move, cancel, resume link, erasure link), so those
 * e-mails follow the language the customer uses now rather than the one of step 1. Browser-safe.
 */
import { CUSTOMER_LOCALES } from './options';
import { QueryEnum, type Static, Type } from './schema';

/** The query of a call that e-mails the customer: `locale`, one of CUSTOMER_LOCALES (400 otherwise); absent keeps the stored language. Other parameters are ignored. */
export const pageLocaleQuerySchema = Type.Object(
  { locale: Type.Optional(QueryEnum(CUSTOMER_LOCALES)) },
  { additionalProperties: true, description: "the language of the customer's page" },
);
export type PageLocaleQuery = Static<typeof pageLocaleQuerySchema>;

/** PUT /internal/customers/:id/locale body (scheduling asks, onboarding stores it on the customer). */
export const customerLocaleRequestSchema = Type.Object(
  { locale: QueryEnum(CUSTOMER_LOCALES) },
  { additionalProperties: false, errorMessage: { required: { locale: 'locale is required' } } },
);
export type CustomerLocaleRequest = Static<typeof customerLocaleRequestSchema>;
