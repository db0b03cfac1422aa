/**
 * The links of a pre-rendered page that name its address for search engines: the canonical link and
 * the hreflang alternates. Google wants them absolute, but the public origin (PUBLIC_URL) is known
 * only where the product runs, not when it is built. So the build (frontend/build/prerender.ts)
 * writes each of them from "/" starting with one of these prefixes, and whoever serves the page puts
 * the origin in: the gateway (gateway/src/page-links.ts) and nginx's sub_filter
 * (frontend/nginx/app.conf, kept equal to this list by gateway/src/page-links.test.ts).
 */
export const ORIGIN_RELATIVE_LINKS = ['<link rel="canonical" href="/', '<link rel="alternate" href="/'] as const;

/**
 * `html` with each link of ORIGIN_RELATIVE_LINKS made absolute on `publicUrl`'s origin (scheme, host
 * and port; its path is ignored), e.g. href="/fr/onboarding/step1" → href="https://x.example/fr/onboarding/step1".
 * Unchanged when `publicUrl` is '' (links stay relative). Throws a TypeError when it is not a URL.
 */
export function withPublicOrigin(html: string, publicUrl: string): string {
  if (!publicUrl) return html;
  const { origin } = new URL(publicUrl);
  return ORIGIN_RELATIVE_LINKS.reduce((page, prefix) => page.replaceAll(prefix, `${prefix.slice(0, -1)}${origin}/`), html);
}
