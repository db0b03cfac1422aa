import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { servedPage } from '@cabinetry/shared/contracts/served-page';
import { EARLY_INPUT_SCRIPT } from '@cabinetry/shared/server/early-input-script';
import { earlyInputScript } from './early-input';
import { CONTENT_SECURITY_POLICY, scriptHashSource } from '@cabinetry/shared/server/security';
import { notFoundFile, pageDocument, withCriticalCss, type PageDocumentScripts } from './prerender';
import { urlOf } from '@cabinetry/shared/contracts/api/customer-client';

const outDir = mkdtempSync(join(tmpdir(), 'prerender-test-'));
mkdirSync(join(outDir, 'assets'));
writeFileSync(join(outDir, 'assets', 'index-1.css'), '.a{color:red}');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const template = [
  '<html lang="en" data-showroom-time-zone="">',
  '<head><title>T</title>',
  '<meta name="description" content="D" />',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body>',
].join('\n');

const scripts: PageDocumentScripts = { boot: ['assets/boot-1.js', 'assets/early-1.js'], app: ['assets/main-1.js', 'assets/react-1.js', 'assets/Step2-1.js'], styles: [], capture: earlyInputScript() };
const english = { language: { locale: 'en' as const, dir: 'ltr' as const, title: 'T', description: 'D', chatLabel: 'Chat' }, alternates: {} };
const bootTags = `<script>${EARLY_INPUT_SCRIPT}</script><script type="module" crossorigin src="/assets/boot-1.js"></script><link rel="modulepreload" crossorigin href="/assets/early-1.js">`;

describe('pageDocument', () => {
  it('puts the page in #root with its start, inlines the stylesheet, boots it, preloads the calls and the app at low priority', () => {
    const html = pageDocument(template, { html: '<h1>Step $1</h1>', start: 'load', calls: [urlOf('listPublicStyles', { query: { activeOnly: 'true' } })], ...english }, outDir, scripts);
    expect(html).toBe(
      [
        '<html lang="en" dir="ltr" data-showroom-time-zone="">',
        '<head><title>T</title><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/public/styles?activeOnly=true">',
        '<meta name="description" content="D" />',
        `${bootTags}<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/main-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js"><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/Step2-1.js">`,
        '<style>.a{color:red}</style>',
        '</head><body><div id="root" data-start="load" data-chat-label="Chat"><h1>Step $1</h1></div></body>',
      ].join('\n'),
    );
  });

  it('has one inline script, the early-input capture before the boot module, which the policy allows by its hash', () => {
    const html = pageDocument(template, { html: '<h1>1</h1>', start: 'intent', calls: [], ...english }, outDir, scripts);
    const inline = [...html.matchAll(/<script>([^]*?)<\/script>/g)].map(([, text]) => text);
    expect(inline).toEqual([EARLY_INPUT_SCRIPT]);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(CONTENT_SECURITY_POLICY).toContain(scriptHashSource(inline[0]));
    expect(Buffer.byteLength(inline[0]), 'the capture is in every page: under 1 KB').toBeLessThanOrEqual(1024);
  });

  it('has a page started at first interaction list the app for boot.ts to prefetch, not preload it', () => {
    const html = pageDocument(template, { html: '<h1>1</h1>', start: 'intent', calls: [], ...english }, outDir, scripts);
    expect(html).toContain(`${bootTags}\n<style>`);
    expect(html).toContain('<div id="root" data-start="intent" data-chat-label="Chat" data-prefetch="/assets/main-1.js /assets/react-1.js /assets/Step2-1.js"><h1>1</h1></div>');
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
  });

  it('leaves the app to boot on a page started at first paint that waits for no call', () => {
    const html = pageDocument(template, { html: '', start: 'load', calls: [], ...english }, outDir, scripts);
    expect(html).toContain(bootTags);
    expect(html).not.toContain('main-1.js');
    expect(html).not.toContain('react-1.js');
    expect(html).not.toContain('index-1.js');
  });

  it('writes the page in its language: <html lang dir>, its title, the chat label, its canonical link and hreflang alternates', () => {
    const arabic = { locale: 'ar' as const, dir: 'rtl' as const, title: 'مطابخ & "خزائن"', description: 'وصف', chatLabel: 'تحدّث معنا' };
    const alternates = { en: '/onboarding/step1', fr: '/fr/onboarding/step1', ar: '/ar/onboarding/step1', 'x-default': '/onboarding/step1' };
    const html = pageDocument(template, { html: '', start: 'intent', calls: [], language: arabic, alternates }, outDir, scripts);
    expect(html).toContain('<html lang="ar" dir="rtl" data-showroom-time-zone="">');
    expect(html).toContain(
      '<title>مطابخ &amp; &quot;خزائن&quot;</title><link rel="canonical" href="/ar/onboarding/step1"><link rel="alternate" href="/onboarding/step1" hreflang="en"><link rel="alternate" href="/fr/onboarding/step1" hreflang="fr"><link rel="alternate" href="/ar/onboarding/step1" hreflang="ar"><link rel="alternate" href="/onboarding/step1" hreflang="x-default">',
    );
    // each of them in the shape the gateway and nginx make absolute on the public origin
    const served = servedPage(html, { public_origin: 'https://cabinets.example.com', showroom_time_zone: 'Asia/Beirut' });
    expect(served.match(/<link rel="(?:canonical|alternate)" href="[^"]*"/g)).toHaveLength(5);
    expect(served.match(/<link rel="(?:canonical|alternate)" href="https:\/\/cabinets\.example\.com\/[^"]*"/g)).toHaveLength(5);
    expect(html).toContain('<meta name="description" content="وصف" />');
    expect(html).toContain('<div id="root" data-start="intent" data-chat-label="تحدّث معنا"');
  });

  it('marks the not-found page on #root for the app to render over it, without hreflang alternates', () => {
    const html = pageDocument(template, { html: '<h1>404</h1>', start: 'intent', calls: [], ...english, notFound: true }, outDir, scripts);
    expect(html).toContain('<div id="root" data-start="intent" data-chat-label="Chat" data-not-found data-prefetch=');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('canonical');
  });

  it('refuses a template without an empty #root or entry script and a stylesheet that could close the style element', () => {
    const page = { html: '', start: 'load' as const, calls: [], ...english };
    expect(() => pageDocument(template.replace('<html lang="en" data-showroom-time-zone="">', '<html>'), page, outDir, scripts)).toThrow('index.html has no <html lang="en" data-showroom-time-zone="">, <title> or description');
    expect(() => pageDocument('<body></body>', page, outDir, scripts)).toThrow('index.html has no <div id="root"></div>');
    expect(() => pageDocument('<body><div id="root"></div></body>', page, outDir, scripts)).toThrow('index.html has no entry script');
    writeFileSync(join(outDir, 'assets', 'index-1.css'), '.a{content:"</style>"}');
    expect(() => pageDocument(template, page, outDir, scripts)).toThrow('assets/index-1.css contains </style');
  });
});

describe('notFoundFile', () => {
  it('names the not-found page of each locale where the gateway and nginx look for it', () => {
    expect(['en', 'fr', 'ar'].map(notFoundFile)).toEqual(['404.html', 'fr/404.html', 'ar/404.html']);
  });
});

describe('withCriticalCss', () => {
  const css = [
    '.used{color:red}',
    '.unused{color:blue}',
    '@media (max-width:600px){.used{margin:0}.unused{margin:1px}}',
    '.whatsapp-button{position:fixed}',
    '[dir=rtl] .used{text-align:right}',
    '[dir=rtl]{--sign:-1}',
    '.used:hover{color:green}',
  ].join('');
  const document = `<html lang="ar" dir="rtl"><head><style>${css}</style></head><body><div id="root" data-start="intent" data-prefetch="/assets/main-1.js"><p class="used" dir="auto">$1 <svg viewBox="0 0 2 2"><path d="M0 0"></path></svg></p></div></body></html>`;

  it("keeps the rules the page's elements and the chat button use, lists the full stylesheets, changes nothing else", async () => {
    const html = await withCriticalCss(document, ['/assets/index-1.css']);
    const kept = /<style>([^]*)<\/style>/.exec(html)?.[1] ?? '';
    for (const rule of ['.used{color:red}', '.whatsapp-button{position:fixed}', '[dir=rtl] .used{text-align:right}', '[dir=rtl]{--sign:-1}', '.used:hover{color:green}']) expect(kept).toContain(rule);
    expect(kept).toMatch(/@media \(max-width: ?600px\)\{\.used\{margin:0\}\}/);
    expect(kept).not.toContain('unused');
    expect(html.replace(kept, css)).toBe(
      document.replace(
        '<div id="root" data-start="intent" data-prefetch="/assets/main-1.js">',
        '<div id="root" data-start="intent" data-prefetch="/assets/index-1.css /assets/main-1.js" data-stylesheets="/assets/index-1.css">',
      ),
    );
  });
});
