/**
 * The first touch (issue 39 item 5): where this browser's first visit came from (the landing URL's
 * utm_* and click-id parameters, another site's origin as referrer, the landing path), kept in
 * localStorage beside the wizard's answers (its own key, so a visitor who only looked is not taken
 * for one with a saved wizard: src/boot.ts) for FIRST_TOUCH_TTL_DAYS, and sent with step 1, which
 * stores it on the new customer. A reloaded or resumed wizard sends the same one; the server keeps
 * the first it got either way. Light on purpose: src/boot.ts notes it on every pre-rendered page's
 * load, before the app exists. Storage blocked or unreadable: the visit is read again when step 1 is sent.
 */
import {
  FIRST_TOUCH_PARAMS,
  FIRST_TOUCH_PATH_MAX,
  FIRST_TOUCH_REFERRER_MAX,
  FIRST_TOUCH_TTL_DAYS,
  FIRST_TOUCH_VALUE_MAX,
  type FirstTouch,
  type FirstTouchParam,
} from '@cabinetry/shared/contracts/first-touch';
import { STORAGE_KEY } from './storageKey';

/** Where the first touch is kept: { at (epoch ms), touch (FirstTouch) }. */
export const FIRST_TOUCH_KEY = `${STORAGE_KEY}.first-touch`;
const TTL_MS = FIRST_TOUCH_TTL_DAYS * 24 * 3600 * 1000;

// eslint-disable-next-line no-control-regex -- what it removes is exactly the control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A value as sent: control characters dropped, trimmed and cut to `max` characters ('' when nothing is left). */
const clean = (value: unknown, max: number) => (typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '').trim().slice(0, max) : '');

/** `referrer`'s origin when it is another web site's (not `own`), else ''. */
function otherOrigin(referrer: unknown, own: string): string {
  try {
    const from = new URL(typeof referrer === 'string' ? referrer : '');
    return /^https?:$/.test(from.protocol) && from.origin !== own && from.origin.length <= FIRST_TOUCH_REFERRER_MAX ? from.origin : '';
  } catch {
    return '';
  }
}

/** `fields` within the server's rules (firstTouchSchema): known fields only, each single-line and bounded; the referrer an origin other than `own`, the path a path. */
function bounded(fields: Record<string, unknown>, own: string): FirstTouch {
  const touch: FirstTouch = {};
  for (const field of Object.keys(FIRST_TOUCH_PARAMS) as FirstTouchParam[]) {
    const value = clean(fields[field], FIRST_TOUCH_VALUE_MAX);
    if (value) touch[field] = value;
  }
  const referrer = otherOrigin(fields.referrer, own);
  if (referrer) touch.referrer = referrer;
  const path = clean(fields.landingPath, FIRST_TOUCH_PATH_MAX);
  if (path.startsWith('/') && !/\s/.test(path)) touch.landingPath = path;
  return touch;
}

/** What a visit to `url` from `referrer` (document.referrer: '' for none) tells. */
export function firstTouchOf(url: URL, referrer: string): FirstTouch {
  const params = Object.fromEntries(Object.entries(FIRST_TOUCH_PARAMS).map(([field, param]) => [field, url.searchParams.get(param)]));
  return bounded({ ...params, referrer, landingPath: url.pathname }, url.origin);
}

/** The kept first touch (checked again: storage is the visitor's to edit), or null when none is kept, it is unreadable or older than FIRST_TOUCH_TTL_DAYS. */
export function keptFirstTouch(storage: Pick<Storage, 'getItem'>, origin: string, now = Date.now()): FirstTouch | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(FIRST_TOUCH_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { at, touch } = saved as { at?: unknown; touch?: unknown };
    if (typeof at !== 'number' || !(now - at <= TTL_MS) || typeof touch !== 'object' || touch === null) return null;
    return bounded(touch as Record<string, unknown>, origin);
  } catch {
    return null;
  }
}

/**
 * Notes the visit to `url` from `referrer` as the browser's first touch, unless one is kept; answers
 * the first touch (the kept one, else this visit's). Storage errors are ignored.
 */
export function noteFirstTouch(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, url: URL, referrer: string, now = Date.now()): FirstTouch {
  try {
    const kept = storage ? keptFirstTouch(storage, url.origin, now) : null;
    if (kept) return kept;
    const touch = firstTouchOf(url, referrer);
    storage?.setItem(FIRST_TOUCH_KEY, JSON.stringify({ at: now, touch }));
    return touch;
  } catch {
    return firstTouchOf(url, referrer);
  }
}

/** This page's visit noted (or the kept first touch), in a browser. */
export const noteThisVisit = (): FirstTouch => {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined; // blocked: this visit is what step 1 sends
  }
  return noteFirstTouch(storage, new URL(window.location.href), document.referrer);
};
