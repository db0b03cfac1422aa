import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { activateAdminLocale, ADMIN_NS } from '../i18n/adminI18n';
import { chosenMaterialSections, leadWording, linkIsFresh } from './leads';

/** The wording of leads in `locale`, its catalogues loaded. */
async function wordsIn(locale: 'en' | 'fr' | 'ar') {
  await activateAdminLocale(locale);
  return leadWording(i18n.getFixedT(locale, ADMIN_NS), i18n.getFixedT(locale));
}

describe('leads helpers', () => {
  it('words options, types, languages, sections and steps in English as the wizard does', async () => {
    const words = await wordsIn('en');
    expect(words.answer('projectTimeline', '12months+')).toBe('More than 12 months');
    expect(words.answer('budget', '100k+')).toBe('$100,000+');
    expect(words.answer('budget', '')).toBe('—');
    expect(words.answer('budget', 'someday')).toBe('someday');
    expect([words.answer('heardFrom', 'walked-by'), words.answer('projectAddress', 'Gemmayze St 12, Beirut, Lebanon'), words.answer('phone', undefined)]).toEqual(['Walked by the showroom', 'Gemmayze St 12, Beirut, Lebanon', '—']);
    expect([words.label('budget'), words.label('projectAddress'), words.label('heardFrom')]).toEqual(['Budget', 'Project address', 'Heard about us']);
    expect(words.projectTypes({ kitchen: true, wardrobe: true })).toBe('Kitchen & Wardrobe');
    expect(words.projectTypes({ kitchen: false, wardrobe: false })).toBe('—');
    expect([words.answer('projectDetails', 'commercial'), words.language('ar'), words.section('countertops')]).toEqual(['Commercial', 'Arabic', 'Countertop Materials']);
    expect(words.step({ currentStep: 3, isCompleted: false })).toEqual({ text: 'Step 3/5', title: 'Materials Selection', done: false, percent: 40 });
    expect(words.step({ currentStep: 5, isCompleted: true })).toMatchObject({ text: 'Completed', percent: 100 });
    expect(words.step({ currentStep: 9, isCompleted: false })).toMatchObject({ text: 'Step 5/5', title: 'Consultation Booking' });
    expect(words.step({ currentStep: 0, isCompleted: false })).toMatchObject({ text: 'Step 1/5', percent: 0 });
  });

  it('words them in French and Arabic', async () => {
    const fr = await wordsIn('fr');
    expect(fr.answer('budget', 'under10k')).toBe('Moins de 10 000 $');
    expect([fr.projectTypes({ kitchen: true, wardrobe: true }), fr.language('en'), fr.step({ currentStep: 2, isCompleted: false }).text]).toEqual(['Cuisine et Dressing', 'Anglais', 'Étape 2/5']);
    const ar = await wordsIn('ar');
    expect([ar.answer('projectDetails', 'residential'), ar.language('fr'), ar.step({ currentStep: 4, isCompleted: false }).title]).toEqual(['سكني', 'الفرنسية', 'رفع المستندات']);
    await activateAdminLocale('en');
  });
  it('lists the material sections with choices, in step 3 order', () => {
    const sections = chosenMaterialSections({
      kitchen: { lowerCabinets: ['1'], upperCabinets: [], tallCabinets: [], countertops: ['7', '8'] },
      wardrobe: { exteriors: [], interiors: ['4'] },
    });
    expect(sections.map((s) => [s.title, s.ids])).toEqual([
      ['Lower Cabinet Materials', ['1']],
      ['Countertop Materials', ['7', '8']],
      ['Interior Materials', ['4']],
    ]);
  });
  it('knows when a signed link is about to expire', () => {
    const url = '/api/admin/leads/a/documents/b/download?exp=1000&sig=x';
    expect(linkIsFresh(url, 900_000)).toBe(true);
    expect(linkIsFresh(url, 990_000)).toBe(false);
    expect(linkIsFresh('/no-exp', 0)).toBe(false);
  });
});
