import { describe, expect, it } from 'vitest';
import { publicOrigin, servedPage } from './served-page';

const page =
  '<html lang="fr" dir="ltr" data-showroom-time-zone=""><title>t</title><link rel="canonical" href="/fr/onboarding/step1"><link rel="alternate" href="/onboarding/step1" hreflang="en"><link rel="alternate" href="/fr/onboarding/step1" hreflang="fr"><link rel="modulepreload" href="/assets/a.js"><a href="/resume">';
const beirut = { public_origin: 'https://cabinets.example.com', showroom_time_zone: 'Asia/Beirut' };

describe('servedPage', () => {
  it('makes the canonical and hreflang links absolute on the public origin, and nothing else', () => {
    const html = servedPage(page, beirut);
    expect(html).toContain('<link rel="canonical" href="https://cabinets.example.com/fr/onboarding/step1">');
    expect(html).toContain('<link rel="alternate" href="https://cabinets.example.com/onboarding/step1" hreflang="en">');
    expect(html).toContain('<link rel="alternate" href="https://cabinets.example.com/fr/onboarding/step1" hreflang="fr">');
    // the page's own files and links stay on whatever address the visitor used
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js">');
    expect(html).toContain('<a href="/resume">');
  });

  it("names the showroom's time zone on <html>, escaped", () => {
    expect(servedPage(page, beirut)).toContain('<html lang="fr" dir="ltr" data-showroom-time-zone="Asia/Beirut">');
    expect(servedPage(page, { ...beirut, showroom_time_zone: 'a"><script>' })).toContain('data-showroom-time-zone="a&#34;&#62;&#60;script&#62;"');
  });

  it('leaves the links relative without a public origin', () => {
    expect(servedPage(page, { ...beirut, public_origin: '' })).toContain('<link rel="canonical" href="/fr/onboarding/step1">');
  });
});

describe('publicOrigin', () => {
  it("keeps PUBLIC_URL's port, drops its path, and refuses what is not a URL", () => {
    expect(publicOrigin('http://localhost:8080/app/')).toBe('http://localhost:8080');
    expect(publicOrigin('')).toBe('');
    expect(() => publicOrigin('cabinets.example.com')).toThrow(TypeError);
  });
});
