/**
 * API answers rendered into a customer page with it (by the gateway, per request: gateway/src/
 * rendered-pages.ts), so the page is whole in its HTML and its app, when it starts, hydrates the
 * same content without asking again: a JSON object of answers by request URL (e.g.
 * '/api/public/styles?activeOnly=true'), in a non-executed `<script type="application/json">` (the
 * CSP allows no inline script) before #root. SWR holds them from the start (Root's `pageData`).
 */

/** The id of the element holding the page's data. */
export const PAGE_DATA_ID = 'page-data';

/** The element holding `data` (`<` escaped, so no answer can end the script element). */
export function pageDataElement(data: Record<string, unknown>): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The data rendered into this page, or undefined when it has none (or it cannot be read). */
export function readPageData(): Record<string, unknown> | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined; // the app then fetches what it needs
  }
}

/**
 * How old the data rendered into this page is (ms): the gateway read it at most a second before it
 * sent the page, so about the time since the page's navigation began. 0 where there is no page
 * (the server, rendering it now).
 */
export function pageDataAge(): number {
  return typeof document === 'undefined' ? 0 : Date.now() - performance.timeOrigin;
}
