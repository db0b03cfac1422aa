import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageDocument, type Boot } from './prerender';

const outDir = mkdtempSync(join(tmpdir(), 'prerender-test-'));
mkdirSync(join(outDir, 'assets'));
writeFileSync(join(outDir, 'assets', 'index-1.css'), '.a{color:red}');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const template = [
  '<head><title>T</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '</head><body><div id="root"></div></body>',
].join('\n');

const boot: Boot = { url: '/assets/boot-1.js', imports: ['/assets/early-1.js'] };
const bootTags = '<script type="module" crossorigin src="/assets/boot-1.js"></script><link rel="modulepreload" crossorigin href="/assets/early-1.js">';

describe('pageDocument', () => {
  it('puts the page in #root, inlines the stylesheet, boots it, preloads the calls and keeps the app script preloads at low priority', () => {
    const html = pageDocument(template, { html: '<h1>Step $1</h1>', calls: ['/api/public/styles?activeOnly=true'] }, outDir, boot);
    expect(html).toBe(
      [
        '<head><title>T</title><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/public/styles?activeOnly=true">',
        bootTags,
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
        '<style>.a{color:red}</style>',
        '</head><body><div id="root"><h1>Step $1</h1></div></body>',
      ].join('\n'),
    );
  });

  it('drops the app script preloads of a page complete in its HTML', () => {
    const html = pageDocument(template, { html: '', calls: [] }, outDir, boot);
    expect(html).toContain(bootTags);
    expect(html).not.toContain('react-1.js');
    expect(html).not.toContain('index-1.js');
  });

  it('refuses a template without an empty #root or entry script and a stylesheet that could close the style element', () => {
    expect(() => pageDocument('<body></body>', { html: '', calls: [] }, outDir, boot)).toThrow('index.html has no <div id="root"></div>');
    expect(() => pageDocument('<body><div id="root"></div></body>', { html: '', calls: [] }, outDir, boot)).toThrow('index.html has no entry script');
    writeFileSync(join(outDir, 'assets', 'index-1.css'), '.a{content:"</style>"}');
    expect(() => pageDocument(template, { html: '', calls: [] }, outDir, boot)).toThrow('assets/index-1.css contains </style');
  });
});
