/**
 * What a customer's browser downloads for one page before they do anything: every JS and CSS
 * response Chromium receives while loading it until the network is idle, with gzip sizes (bytes),
 * and whether any of it is admin code (a chunk that carries admin-only UI text). With
 * `focusFirstInput`, also the JS fetched once the visitor focuses the page's first form field.
 * `timeZone` (IANA) is the browser's clock (default the machine's).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export interface PageDownload {
  jsFiles: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** JS fetched once the visitor focuses the first form field (0 unless asked for). */
  jsGzipBytesAfterFocus: number;
  adminCode: boolean;
}

/** Admin-only UI strings (docs/product.md §2/§8) that must never reach a customer's first load. */
const ADMIN_MARKERS = ['Create Admin Account', 'Show Inactive Materials', 'Welcome back'];

export async function customerDownload(url: string, options: { focusFirstInput?: boolean; timeZone?: string } = {}): Promise<PageDownload> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ timezoneId: options.timeZone });
    const bodies: Promise<{ type: string; body: Buffer }>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      // a body still arriving when the page closes counts as empty rather than failing the run
      if (type === 'script' || type === 'stylesheet') bodies.push(res.body().then((body) => ({ type, body }), () => ({ type, body: Buffer.alloc(0) })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    let later: typeof files = [];
    if (options.focusFirstInput) {
      await page.locator('input').first().focus();
      await page.waitForLoadState('networkidle');
      later = (await Promise.all(bodies)).slice(files.length).filter((f) => f.type === 'script');
    }
    const js = files.filter((f) => f.type === 'script');
    const gz = (list: typeof files) => list.reduce((sum, f) => sum + gzipSync(f.body, { level: 9 }).length, 0);
    return {
      jsFiles: js.length,
      jsGzipBytes: gz(js),
      cssGzipBytes: gz(files.filter((f) => f.type === 'stylesheet')),
      jsGzipBytesAfterFocus: gz(later),
      adminCode: [...js, ...later].some((f) => ADMIN_MARKERS.some((m) => f.body.includes(m))),
    };
  } finally {
    await browser.close();
  }
}
