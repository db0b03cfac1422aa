/**
 * The one error contract of the API (docs/product.md §7): every answer that is not a success is
 * `{ error, code?, details? }`:
 * - `error`: an English sentence a person can read (what the back office shows as is);
 * - `code`: a stable machine-readable identifier (ERROR_CODES), so the SPA can word a refusal its
 *   own way (e.g. per language) without parsing sentences. Every refusal has one (HttpError requires it);
 * - `details`: structured facts about the refusal (e.g. the invalid fields, the budget and its wait).
 * Nothing else goes at the top level, except what the spec itself names there: a booking refused
 * because the customer already has one carries `existingAppointment` (AppointmentErrorResponse).
 */

/** Every `code` the API sends, with when it is sent. */
export const ERROR_CODES = {
  invalid_request: 'the body, query or a path parameter breaks the route\'s schema (details: { fields, issues? })',
  malformed_body: 'the body is not the JSON or multipart it claims to be',
  unsupported_media_type: 'the body has the wrong Content-Type',
  body_too_large: 'the body is over the route\'s limit',
  cross_site: 'a customer write from another site (Sec-Fetch-Site / Origin)',
  rate_limited: 'a per-client-IP budget is spent (details: { budget, retryAfterSeconds }; Retry-After header)',
  not_found: 'the thing named in the path does not exist (or is not yours to see)',
  no_route: 'no route answers this method and path',
  session_missing: 'a customer call without a customer session (step 1 not done in this browser)',
  session_ended: 'a customer call with a session ended because the project was since opened with a link e-mailed to its address (401): ask for a new link',
  session_mismatch: 'the customer session does not own the customerId in the path',
  email_locked: 'a customer tried to change the e-mail address while an appointment is booked',
  upload_rejected: 'a file refused by type, size or the per-customer cap (the HTTP status says which; details: UploadRefusal)',
  slot_unavailable: 'the requested time is outside the opening hours, on a day off or too soon or far',
  slot_taken: 'someone else booked the slot meanwhile',
  already_booked: 'the customer already has an active appointment (existingAppointment at the top level)',
  not_booked: 'step 5 saved before the customer has an active appointment',
  daily_bookings_reached: 'the customer made the most bookings allowed in one showroom day',
  appointment_started: 'the appointment has started: it can no longer be cancelled',
  appointment_inactive: 'the appointment is cancelled or has taken place: it can no longer be moved (409)',
  change_too_late: 'the appointment starts within the notice before a change (details: { changeNoticeHours }): contact the showroom',
  appointment_changed: 'the appointment was moved or cancelled while this change was being made: reload it',
  designer_taken: 'staff reassigning: the designer named is inactive, off or busy at that time',
  reschedule_limit: 'the appointment has been moved as many times as allowed (details: { maxReschedules })',
  designer_exists: 'another designer already has this e-mail address',
  designer_hours: 'a designer\'s working hours or days fall outside the showroom\'s availability rules',
  designer_booked: 'the designer still has upcoming appointments: deactivate them instead of deleting',
  designer_calendar_busy: "unlinking a designer's Google account (or deleting the designer) while upcoming appointments' events are on their calendar: move or cancel them first (409)",
  designer_staff_taken: 'the staff account is already linked to another designer',
  designer_unlinked: 'the signed-in account has the designer role but no designer is linked to it now',
  lead_closed: 'a won or lost lead takes no next action (409)',
  lost_reason_required: "moving a lead to 'lost' without a reason from the list and a text (400)",
  link_invalid: 'the appointment link is forged or its appointment is gone',
  link_expired: 'the appointment link has expired',
  lead_exists: 'staff adding a lead whose e-mail address or phone number another lead has (409; details: { leadId })',
  lead_no_email: 'staff sending a resume link to a lead without an e-mail address (409)',
  email_known: 'step 1 without the session, with an address that already has a project: a resume link was e-mailed instead of creating a second lead (409)',
  erasure_link_unusable: 'an erasure confirmation link that is used, expired, replaced by a newer one or unknown (410): the page offers a new one',
  resume_link_unusable: 'a resume link that is used, expired, replaced by a newer one or unknown (410): the page offers a new one',
  setup_token_missing: 'first-admin setup without the setup link\'s token while the server requires one (401)',
  setup_token_invalid: 'first-admin setup with a wrong setup token (403)',
  setup_done: 'first-admin setup when an admin account exists already (409)',
  bad_credentials: 'staff sign-in with an unknown username or a wrong password (401)',
  account_deactivated: 'staff sign-in to a deactivated account (403)',
  own_account_edit: 'a staff user editing their own account on the users page (403)',
  own_account_delete: 'a staff user deleting their own account (403)',
  last_admin: 'the change would leave no active admin: the last one cannot be deleted, deactivated or demoted (409)',
  username_taken: 'another staff account already has this username (409)',
  unknown_category: 'a material names a category that does not exist (details: { categoryId })',
  unknown_style: 'a material names a style that does not exist in styleIds',
  style_image_required: 'a design style saved without its image',
  material_image_required: 'a material saved without its image',
  appointment_cancelled: 'staff marking a cancelled appointment completed or no-show (409); a manage link of a cancelled appointment (410)',
  appointment_not_started: 'staff marking an appointment completed or no-show before it starts (409)',
  appointment_outcome_set: 'staff cancelling an appointment already marked completed or no-show (409)',
  download_link_invalid: 'a lead\'s document download link that is expired or forged (403): reopen the lead',
  google_not_configured: 'the Google integration has no client id, secret or redirect URI on this server (503)',
  google_state_invalid: 'the Google authorization callback\'s state is expired, used or another admin\'s: authorize again',
  google_replace_unconfirmed: 'a Google account is connected already and the callback did not confirm replacing it (409)',
  google_code_refused: 'Google refused the authorization code (details: { reason }: Google\'s own words)',
  google_no_refresh_token: 'Google returned no refresh token: revoke the app in the Google account and authorize again',
  whatsapp_window_closed: 'staff answering a customer on WhatsApp more than 24 hours after the customer\'s last message, or before any (409; details: { closedAt })',
  whatsapp_not_consented: 'staff answering a customer on WhatsApp whose consent does not hold for their current number (409)',
  whatsapp_not_configured: 'a WhatsApp webhook call while the channel is off on this server (WHATSAPP_* unset) (503)',
  webhook_verify_refused: 'Meta\'s webhook subscription check with a wrong hub.mode or hub.verify_token (403)',
  webhook_signature_invalid: 'a WhatsApp webhook whose X-Hub-Signature-256 is missing or is not the app secret\'s HMAC of the body (403)',
  internal_token_required: 'an internal route called without the services\' shared token (401)',
  token_missing: 'a staff call without a bearer token',
  token_invalid: 'the staff token is invalid, expired or revoked',
  forbidden: 'the staff account\'s current role may not use this route',
  unavailable: 'a service this call needs cannot answer right now: try again',
  internal: 'an unexpected failure (logged with the request id)',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Why an upload was refused (`details.reason` of an upload_rejected answer). */
export const UPLOAD_REFUSAL_REASONS = ['too_many_files', 'document_cap', 'documents_full', 'too_large', 'file_type', 'empty', 'bad_content', 'in_progress'] as const;

/**
 * `details` of an upload_rejected answer: the reason and the facts the sentence names, so the SPA
 * words it in the visitor's language: `limit` (files per upload), `cap`/`stored`/`room` (documents
 * per customer, the customer's documents, how many more fit), `filename`, `maxMb` (megabytes),
 * `extensions` (e.g. '.pdf, .dwg'), `type` (the extension's file type, e.g. 'PDF').
 */
export interface UploadRefusal {
  reason: (typeof UPLOAD_REFUSAL_REASONS)[number];
  limit?: number;
  cap?: number;
  stored?: number;
  room?: number;
  filename?: string;
  maxMb?: number;
  extensions?: string;
  type?: string;
}

/** The body of every error answer. */
export interface ApiErrorBody {
  error: string;
  code?: ErrorCode;
  details?: unknown;
}
