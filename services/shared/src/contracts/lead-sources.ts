/**
 * Where a lead came from (issue 39 item 5): the first touch's schema, the lead sources staff filter
 * and count by, and the one rule that derives a source from a first touch (step 1's "How did you
 * hear about us?" answers are an option list, HEARD_FROM in ./options.ts, so the wizard's code
 * carries no schema builder). Browser-safe.
 */
import { FIRST_TOUCH_PATH_MAX, FIRST_TOUCH_REFERRER_MAX, FIRST_TOUCH_VALUE_MAX, type FirstTouch } from './first-touch';
import { type Option } from './options';
import { type Static, Type } from './schema';

export * from './first-touch';

/** No control characters (the values are shown to staff and written to CSV). */
const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$';
const value = () => Type.String({ minLength: 1, maxLength: FIRST_TOUCH_VALUE_MAX, pattern: SINGLE_LINE });

/** The first touch as step 1 sends it (FirstTouch), checked: bounded, single-line, the referrer an origin, the path a path. */
export const firstTouchSchema = Type.Object(
  {
    // the keys of FIRST_TOUCH_PARAMS (a test keeps them equal)
    utmSource: Type.Optional(value()),
    utmMedium: Type.Optional(value()),
    utmCampaign: Type.Optional(value()),
    utmTerm: Type.Optional(value()),
    utmContent: Type.Optional(value()),
    gclid: Type.Optional(value()),
    fbclid: Type.Optional(value()),
    ctwaClid: Type.Optional(value()),
    /** another site's origin, e.g. 'https://www.google.com' */
    referrer: Type.Optional(Type.String({ maxLength: FIRST_TOUCH_REFERRER_MAX, pattern: '^https?://[^/?#\\s]+$' })),
    /** the first page's path, e.g. '/fr/onboarding/step1' */
    landingPath: Type.Optional(Type.String({ maxLength: FIRST_TOUCH_PATH_MAX, pattern: '^/[^\\s\\u0000-\\u001f\\u007f]*$' })),
  },
  { additionalProperties: false, errorMessage: { additionalProperties: 'Unknown first-touch field' } },
);
export type FirstTouchBody = Static<typeof firstTouchSchema>;

/**
 * A lead's source: derived from the first touch at step 1 (sourceOfFirstTouch), or set by staff
 * for a lead they create (STAFF_LEAD_SOURCES). Labels are the CSV's English.
 */
export const LEAD_SOURCES = [
  { id: 'google', label: 'Google' },
  { id: 'facebook', label: 'Facebook' },
  { id: 'instagram', label: 'Instagram' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'campaign', label: 'Other campaign' },
  { id: 'referral', label: 'Another website' },
  { id: 'direct', label: 'Direct' },
  { id: 'walk-in', label: 'Walk-in' },
  { id: 'phone', label: 'Phone call' },
] as const satisfies readonly Option[];
export type LeadSource = (typeof LEAD_SOURCES)[number]['id'];
export const LEAD_SOURCE_IDS = LEAD_SOURCES.map((s) => s.id) as [LeadSource, ...LeadSource[]];
/** The sources of leads staff create in the back office. */
export const STAFF_LEAD_SOURCES = ['walk-in', 'phone'] as const satisfies readonly LeadSource[];

/** Sites and utm_source values of the known channels (a host matches itself and its subdomains; Google's country domains too). */
const CHANNELS: { source: LeadSource; utm: RegExp; host: RegExp }[] = [
  { source: 'instagram', utm: /^(instagram|ig)$/i, host: /(^|\.)instagram\.com$/i },
  { source: 'facebook', utm: /^(facebook|fb|meta)$/i, host: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/i },
  { source: 'whatsapp', utm: /^(whatsapp|wa)$/i, host: /(^|\.)(whatsapp\.com|wa\.me)$/i },
  { source: 'google', utm: /^(google|adwords|gads)$/i, host: /(^|\.)google(\.[a-z]{2,3}){1,2}$/i },
];

/** The host of a referrer origin ('https://www.google.com' → 'www.google.com'); '' when none or unreadable. */
export const hostOf = (origin: string | undefined): string => {
  try {
    return origin ? new URL(origin).hostname : '';
  } catch {
    return '';
  }
};

/**
 * The source of a first touch, first rule that applies: a WhatsApp click id → whatsapp; a Google
 * Ads click id → google; a utm_source naming a known channel → it, any other utm_source → campaign;
 * a Facebook click id → instagram when the referrer is Instagram, else facebook; a referrer of a
 * known channel → it, any other referrer → referral; nothing → direct.
 */
export function sourceOfFirstTouch(touch: FirstTouch | null | undefined): LeadSource {
  const t = touch ?? {};
  const host = hostOf(t.referrer);
  const byHost = CHANNELS.find((c) => c.host.test(host))?.source;
  if (t.ctwaClid) return 'whatsapp';
  if (t.gclid) return 'google';
  if (t.utmSource) return CHANNELS.find((c) => c.utm.test(t.utmSource!.trim()))?.source ?? 'campaign';
  if (t.fbclid) return byHost === 'instagram' ? 'instagram' : 'facebook';
  if (host) return byHost ?? 'referral';
  return 'direct';
}
