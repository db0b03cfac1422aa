/**
 * What a built page learns only where the product runs: the build (frontend/build/prerender.ts,
 * frontend/index.html) writes placeholders, and whoever serves the page fills them in: the gateway
 * (gateway/src/served-page.ts) and nginx's sub_filter (frontend/nginx/app.conf, written from this
 * table and kept equal to it by gateway/src/served-page.test.ts).
 * - The canonical link and the hreflang alternates, which Google wants absolute: written from "/",
 *   they get PUBLIC_URL's origin in front.
 * - The showroom's IANA time zone (SHOWROOM_TIME_ZONE) on <html>, read by the browser's copy of the
 *   shared time module (it has no environment).
 */

/** A page's run-time values: `public_origin` (scheme, host and port, or '' to keep links relative) and `showroom_time_zone` (an IANA name). */
export interface PageValues {
  public_origin: string;
  showroom_time_zone: string;
}

/** The <html> element's attribute naming the showroom's time zone (empty as built). */
export const TIME_ZONE_ATTRIBUTE = 'data-showroom-time-zone';

/** Each placeholder as built, and what it becomes: `{name}` stands for a PageValues value (nginx: `$name`). */
export const PAGE_FILLS: readonly (readonly [placeholder: string, filled: string])[] = [
  ['<link rel="canonical" href="/', '<link rel="canonical" href="{public_origin}/'],
  ['<link rel="alternate" href="/', '<link rel="alternate" href="{public_origin}/'],
  [`${TIME_ZONE_ATTRIBUTE}=""`, `${TIME_ZONE_ATTRIBUTE}="{showroom_time_zone}"`],
];

/** PUBLIC_URL's origin ('' for ''); throws a TypeError when it is not a URL. */
export const publicOrigin = (publicUrl: string): string => (publicUrl ? new URL(publicUrl).origin : '');

/** `html` with every placeholder of PAGE_FILLS filled with `values` (each value's quotes and angle brackets escaped). */
export function servedPage(html: string, values: PageValues): string {
  const escaped = (name: string) => (values[name as keyof PageValues] ?? '').replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return PAGE_FILLS.reduce((page, [placeholder, filled]) => page.replaceAll(placeholder, filled.replace(/\{(\w+)\}/g, (_, name: string) => escaped(name))), html);
}
