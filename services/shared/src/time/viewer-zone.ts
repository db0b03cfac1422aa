/**
 * The viewer's IANA time zone name, e.g. 'Asia/Beirut' ('' when the runtime does not say), without
 * luxon: for boot.ts, which decides before the app loads whether a page rendered on the showroom's
 * clock (SHOWROOM_TIME_ZONE) is seen on another one. Browser-safe.
 */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
