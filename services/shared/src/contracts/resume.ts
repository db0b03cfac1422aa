/**
 * The resume link (issue 24 item 1): a customer asks for a link by e-mail, opens it on any device
 * and continues their project there. Shapes of POST /api/onboarding/resume-links and
 * /resume-links/redeem, and the link's rules. Browser-safe.
 * The link is `PUBLIC_URL/resume#<token>`: the token travels in the fragment, which browsers never
 * send to a server (so it is in no request log or Referer), and only the page's button (a POST)
 * uses it.
 */
import { customerInfoViewSchema, designPreferencesSchema, materialSelectionsSchema, projectTypesSchema } from './types';
import { Nullable, shapeOf, type Static, Type } from './schema';

/** How long a resume link stays valid, in hours. */
export const RESUME_LINK_TTL_HOURS = 72;
/** Most links one address may be sent in an hour (before RATE_LIMIT_MULTIPLIER). */
export const RESUME_LINKS_PER_ADDRESS_PER_HOUR = 5;
/** The page a link opens (the token follows '#'). */
export const RESUME_PAGE_PATH = '/resume';

/** The one answer to a request for a link, whether or not the address belongs to a customer. */
export const RESUME_LINK_SENT =
  'If this e-mail address belongs to a project, we have sent it a link to continue on any device. The link is valid for 72 hours and can be used once.';
/** Step 1 from a device without the session, with an address that already has a project: the link is sent instead of a second lead. */
export const RESUME_LINK_OFFERED =
  'This e-mail address already has a project with us. We have e-mailed it a link to continue that project on this device (valid for 72 hours).';
/** A used, expired, replaced or unknown link. */
export const RESUME_LINK_UNUSABLE = 'This link has expired or has already been used. Ask for a new one below.';

export const resumeLinkRequestSchema = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254, format: 'email', errorMessage: { minLength: 'Email is required', format: 'Please enter a valid email address', maxLength: 'Please enter a valid email address' } }) },
  { additionalProperties: false, errorMessage: { required: { email: 'Email is required' } } },
);
export type ResumeLinkRequest = Static<typeof resumeLinkRequestSchema>;

export const resumeLinkAnswerSchema = Type.Object({ message: Type.String() });
export type ResumeLinkAnswer = Static<typeof resumeLinkAnswerSchema>;

/** The token: 32 random bytes in base64url (43 characters). */
export const resumeRedeemRequestSchema = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', errorMessage: RESUME_LINK_UNUSABLE }) },
  { additionalProperties: false, errorMessage: { required: { token: RESUME_LINK_UNUSABLE } } },
);
export type ResumeRedeemRequest = Static<typeof resumeRedeemRequestSchema>;

/** Everything the wizard needs to continue: the answers of steps 1-4 as stored (documents and appointment are read by steps 4 and 5). */
export const resumedProjectSchema = Type.Object({
  customerId: Type.String(),
  currentStep: Type.Integer({ minimum: 1, maximum: 5 }),
  isCompleted: Type.Boolean(),
  customerInfo: customerInfoViewSchema,
  projectTypes: shapeOf(projectTypesSchema),
  designPreferences: shapeOf(designPreferencesSchema),
  materialSelections: shapeOf(materialSelectionsSchema),
  notes: Type.String(),
  /** what step 5 recorded; null until the customer submitted it */
  appointment: Nullable(Type.Object({ appointmentType: Type.String(), appointmentDate: Type.String() })),
  /** true while the customer's WhatsApp consent holds (step 1's box shows ticked); absent otherwise */
  whatsAppOptIn: Type.Optional(Type.Boolean()),
});
export type ResumedProject = Static<typeof resumedProjectSchema>;
