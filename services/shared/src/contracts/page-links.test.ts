import { describe, expect, it } from 'vitest';
import { withPublicOrigin } from './page-links';

const page =
  '<title>t</title><link rel="canonical" href="/fr/onboarding/step1"><link rel="alternate" href="/onboarding/step1" hreflang="en"><link rel="alternate" href="/fr/onboarding/step1" hreflang="fr"><link rel="modulepreload" href="/assets/a.js"><a href="/resume">';

describe('withPublicOrigin', () => {
  it('makes the canonical and hreflang links absolute on the public origin, and nothing else', () => {
    const html = withPublicOrigin(page, 'https://cabinets.example.com/');
    expect(html).toContain('<link rel="canonical" href="https://cabinets.example.com/fr/onboarding/step1">');
    expect(html).toContain('<link rel="alternate" href="https://cabinets.example.com/onboarding/step1" hreflang="en">');
    expect(html).toContain('<link rel="alternate" href="https://cabinets.example.com/fr/onboarding/step1" hreflang="fr">');
    // the page's own files and links stay on whatever address the visitor used
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js">');
    expect(html).toContain('<a href="/resume">');
  });

  it("keeps the origin's port and drops PUBLIC_URL's path", () => {
    expect(withPublicOrigin(page, 'http://localhost:8080/app/')).toContain('<link rel="canonical" href="http://localhost:8080/fr/onboarding/step1">');
  });

  it('leaves the links relative without a public URL, and refuses one that is not a URL', () => {
    expect(withPublicOrigin(page, '')).toBe(page);
    expect(() => withPublicOrigin(page, 'cabinets.example.com')).toThrow(TypeError);
  });
});
