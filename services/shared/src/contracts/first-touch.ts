/**
 * The first touch (issue 39 item 5): what the browser notes about a visitor's first visit and sends
 * with step 1. Import-free, so the pre-rendered pages' boot script (frontend/src/boot.ts) can read
 * it without loading any schema; the schema that checks it is `firstTouchSchema` (./lead-sources.ts).
 * Browser-safe.
 */

/** The landing URL's query parameters kept, by the field they are stored as. */
export const FIRST_TOUCH_PARAMS = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  /** Google Ads' click id */
  gclid: 'gclid',
  /** Facebook's and Instagram's click id */
  fbclid: 'fbclid',
  /** WhatsApp click-to-chat ads' click id */
  ctwaClid: 'ctwa_clid',
} as const;
export type FirstTouchParam = keyof typeof FIRST_TOUCH_PARAMS;

/** Longest kept value of one parameter, in characters (the browser cuts, the server refuses longer ones). */
export const FIRST_TOUCH_VALUE_MAX = 500;
/** Longest kept referrer: another site's origin only ('https://www.google.com'). */
export const FIRST_TOUCH_REFERRER_MAX = 300;
/** Longest kept landing path ('/fr/onboarding/step1', no query). */
export const FIRST_TOUCH_PATH_MAX = 500;
/** How long a browser keeps its first touch, in days: a visit after that is a first touch again. */
export const FIRST_TOUCH_TTL_DAYS = 90;

/** What the browser keeps and step 1 sends: every field optional, each a bounded single-line string. */
export type FirstTouch = Partial<Record<FirstTouchParam | 'referrer' | 'landingPath', string>>;
