/**
 * Leads staff add in the back office (issue 39 item 5): a walk-in or a phone call, with a short form
 * (POST /api/admin/leads), and the resume link they can then e-mail the lead to finish the wizard
 * (POST /api/admin/leads/{id}/resume-link). Browser-safe.
 */
import { STAFF_LEAD_SOURCES } from './lead-sources';
import { CUSTOMER_LOCALES, HEARD_FROM_IDS } from './options';
import { StringEnum, type Static, Type } from './schema';
import { contactFields, customerInfoSchema, projectTypesSchema } from './types';

/** POST /api/admin/leads body: who, how to reach them (the e-mail address is optional), what they want, and how they came. */
export const staffLeadRequestSchema = Type.Object(
  {
    firstName: contactFields.firstName,
    lastName: contactFields.lastName,
    /** without it the lead cannot be sent a resume link */
    email: Type.Optional(contactFields.email),
    phone: customerInfoSchema.properties.phone,
    projectTypes: projectTypesSchema,
    /** how the lead reached the showroom */
    source: StringEnum(STAFF_LEAD_SOURCES, { errorMessage: 'Choose how the lead reached us' }),
    heardFrom: Type.Optional(StringEnum(HEARD_FROM_IDS)),
    /** the language the lead's e-mails are written in (default English) */
    locale: Type.Optional(StringEnum(CUSTOMER_LOCALES)),
  },
  {
    additionalProperties: false,
    errorMessage: {
      required: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        phone: 'Phone number is required',
        projectTypes: 'Please select at least one project type.',
        source: 'Choose how the lead reached us',
      },
    },
  },
);
export type StaffLeadRequest = Static<typeof staffLeadRequestSchema>;

/** POST /api/admin/leads answer (201): the new lead's id. */
export const staffLeadCreatedSchema = Type.Object({ id: Type.String() });
export type StaffLeadCreated = Static<typeof staffLeadCreatedSchema>;

/** POST /api/admin/leads/{id}/resume-link answer (202): the link's e-mail is queued. */
export const LEAD_RESUME_LINK_QUEUED = 'A link to finish the wizard is on its way to the lead’s e-mail address (valid for 72 hours).';
