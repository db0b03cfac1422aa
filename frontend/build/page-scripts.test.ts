import { describe, expect, it } from 'vitest';
import { chunkFiles, pageScripts, scriptsBeforeInteraction, type Manifest } from './page-scripts';

/** A manifest shaped like the SPA's: boot sharing a chunk with the app, a step importing the app's shared chunks. */
const manifest: Manifest = {
  'src/boot.ts': { file: 'assets/boot.js', isEntry: true, imports: ['_early.js'], dynamicImports: ['_main.js', 'src/onboarding/steps/step2/Step2.tsx'] },
  '_early.js': { file: 'assets/early.js' },
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_main.js'] },
  '_main.js': { file: 'assets/main.js', imports: ['_react.js', '_early.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/onboarding/steps/step2/Step2.tsx': { file: 'assets/Step2.js', imports: ['_react.js', '_cards.js'], dynamicImports: ['_dialog.js'] },
  '_cards.js': { file: 'assets/cards.js' },
  '_dialog.js': { file: 'assets/dialog.js' },
  'src/manage/ManageAppointmentPage.tsx': { file: 'assets/Manage.js', imports: ['_react.js', '_form.js'], css: ['assets/Manage.css'] },
  '_form.js': { file: 'assets/form.js', css: ['assets/form.css', 'assets/Manage.css'] },
  'src/i18n/locales/en.json': { file: 'assets/en.js' },
  'src/i18n/locales/ar.json': { file: 'assets/ar.js' },
  'src/i18n/locales/fr.json': { file: 'assets/fr.js' },
};

describe('page scripts', () => {
  it('follow static imports only, each file once', () => {
    expect(chunkFiles(manifest, ['src/onboarding/steps/step2/Step2.tsx', '_main.js'])).toEqual(['assets/Step2.js', 'assets/react.js', 'assets/cards.js', 'assets/main.js', 'assets/early.js']);
    expect(() => chunkFiles(manifest, ['_missing.js'])).toThrow('the build manifest has no _missing.js');
  });

  it("are boot's for a pre-rendered page, then the app's, the page's own (a step's, the manage page's) and the page language's messages, boot's aside", () => {
    expect(pageScripts(manifest, '/onboarding/step2')).toEqual({
      boot: ['assets/boot.js', 'assets/early.js'],
      app: ['assets/main.js', 'assets/react.js', 'assets/Step2.js', 'assets/cards.js', 'assets/en.js'],
      styles: [],
    });
    expect(pageScripts(manifest, '/ar/onboarding/step2').app).toEqual(['assets/main.js', 'assets/react.js', 'assets/Step2.js', 'assets/cards.js', 'assets/ar.js']);
    expect(pageScripts(manifest, '/fr/appointment/x').app).toEqual(['assets/main.js', 'assets/react.js', 'assets/Manage.js', 'assets/form.js', 'assets/fr.js']);
    // the stylesheets its chunks bring, each once, which the page inlines
    expect(pageScripts(manifest, '/fr/appointment/x').styles).toEqual(['assets/Manage.css', 'assets/form.css']);
    expect(pageScripts(manifest, '/resume').app).toEqual(['assets/main.js', 'assets/react.js', 'assets/en.js']);
  });

  it("run before the first interaction: boot's alone when the app waits for it, all when it starts at load", () => {
    expect(scriptsBeforeInteraction(manifest, '/onboarding/step2', 'intent')).toEqual(['assets/boot.js', 'assets/early.js']);
    expect(scriptsBeforeInteraction(manifest, '/onboarding/step2', 'load')).toHaveLength(7);
  });
});
