/**
 * Pure helpers of the Leads pages ('Leads'): option labels, the 'step reached' tag text, the
 * material sections a lead filled in, and whether a short-lived document link is still fresh.
 */
import { BUDGETS, FUNNEL_STEPS, type LeadListItem, type MaterialSelections, PROJECT_TIMELINES } from '@cabinetry/shared/contracts';
import { type SectionKey, SECTIONS } from '../../lib/materialSections';

/** The label of an option id ('3-6months' → '3-6 months'), the id itself when unknown, '—' when empty. */
export function optionLabel(options: readonly { id: string; label: string }[], id: string | undefined): string {
  if (!id) return '—';
  return options.find((o) => o.id === id)?.label ?? id;
}

export const timelineLabel = (id: string | undefined) => optionLabel(PROJECT_TIMELINES, id);
export const budgetLabel = (id: string | undefined) => optionLabel(BUDGETS, id);

/** 'Kitchen', 'Wardrobe', 'Kitchen & Wardrobe' or '—'. */
export function projectTypesLabel(types: { kitchen: boolean; wardrobe: boolean }): string {
  return [types.kitchen && 'Kitchen', types.wardrobe && 'Wardrobe'].filter(Boolean).join(' & ') || '—';
}

/** 'Residential' / 'Commercial' / '—'. */
export function purposeLabel(purpose: string | undefined): string {
  return purpose ? purpose.charAt(0).toUpperCase() + purpose.slice(1) : '—';
}

/** The progress of a lead: tag text ('Completed' or 'Step n/5'), the step's title, and percent = steps finished of five. */
export function stepTag(lead: Pick<LeadListItem, 'currentStep' | 'isCompleted'>): { text: string; title: string; done: boolean; percent: number } {
  if (lead.isCompleted) return { text: 'Completed', title: 'All five steps', done: true, percent: 100 };
  const step = Math.min(Math.max(Math.round(lead.currentStep) || 1, 1), FUNNEL_STEPS.length);
  return { text: `Step ${step}/5`, title: FUNNEL_STEPS[step - 1].label, done: false, percent: (step - 1) * 20 };
}

/** The material sections (step 3 titles) a lead chose something in, with the chosen ids. */
export function chosenMaterialSections(selections: MaterialSelections): { key: SectionKey; title: string; group: string; ids: string[] }[] {
  return SECTIONS.map((s) => {
    const group = selections[s.group] as Record<string, string[] | undefined> | undefined;
    return { key: s.key, title: s.title, group: s.group, ids: group?.[s.key] ?? [] };
  }).filter((s) => s.ids.length > 0);
}

/** Seconds of validity a document link must still have to be followed as is. */
const LINK_MARGIN_SECONDS = 15;

/** Whether a signed download link (…?exp=<unix s>&sig=…) is still good at `nowMs`. */
export function linkIsFresh(url: string, nowMs: number): boolean {
  const exp = Number(new URL(url, 'http://local.invalid').searchParams.get('exp'));
  return Number.isFinite(exp) && exp * 1000 - nowMs > LINK_MARGIN_SECONDS * 1000;
}
