/**
 * Helpers of the Leads pages ('Leads'): the wording of a lead's answers and of its 'step reached' tag, the
 * material sections a lead filled in, and whether a short-lived document link is still fresh.
 */
import { customerField, type CustomerFieldKey, FUNNEL_STEPS, type LeadListItem, type MaterialSelections } from '@cabinetry/shared/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminTranslation } from '../i18n/adminI18n';
import { type SectionKey, SECTIONS } from '../../lib/materialSections';

/** A message function: the back office's `t`, or the customer catalogue's (`step1.*`: the wizard's own words for its options). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How a lead's answers read in the user's language ('—' for an empty answer, the raw id for one no catalogue knows). */
export interface LeadWording {
  /** A step-1 field's name ('Budget'). */
  label(key: CustomerFieldKey): string;
  /**
   * A step-1 answer: an option in the wizard's own words ('$100,000+' of budget '100k+', 'Commercial'
   * of projectDetails 'commercial'), text as typed.
   */
  answer(key: CustomerFieldKey, value: string | undefined): string;
  /** 'Kitchen', 'Wardrobe', 'Kitchen & Wardrobe' or '—'. */
  projectTypes(types: { kitchen: boolean; wardrobe: boolean }): string;
  /** Where the lead came from ('Instagram', 'Walk-in'...; '—' for leads from before sources were kept). */
  source(id: string | undefined): string;
  /** The customer's language, named in the user's ('Arabic', 'arabe', 'العربية'...). */
  language(locale: string): string;
  /** A step 3 section's title ('Lower Cabinet Materials'). */
  section(key: string): string;
  /** The progress of a lead: tag text ('Completed' or 'Step n/5'), the step's title, and percent = steps finished of five. */
  step(lead: Pick<LeadListItem, 'currentStep' | 'isCompleted'>): { text: string; title: string; done: boolean; percent: number };
}

/** The back office's catalogue key naming each step-1 field (a new field needs one: the compiler asks). */
const FIELD_LABEL_KEYS: Record<CustomerFieldKey, string> = {
  firstName: 'leadForm.firstName',
  lastName: 'leadForm.lastName',
  email: 'common.email',
  phone: 'lead.phone',
  projectAddress: 'lead.address',
  projectDetails: 'leads.purpose',
  projectTimeline: 'leads.timeline',
  budget: 'leads.budget',
  heardFrom: 'lead.heardFrom',
};

/** The wording of leads through `t` (the back office's catalogue) and `customerT` (the customer pages'). */
export function leadWording(t: Translate, customerT: Translate): LeadWording {
  return {
    label: (key) => t(FIELD_LABEL_KEYS[key]),
    answer: (key, value) => {
      const field = customerField(key);
      if (!value) return '—';
      return field.kind === 'options' ? customerT(`${field.messages}.${value}`, { defaultValue: value }) : value;
    },
    projectTypes: ({ kitchen, wardrobe }) =>
      kitchen && wardrobe
        ? t('leads.kitchenAndWardrobe', { kitchen: customerT('step1.kitchen'), wardrobe: customerT('step1.wardrobe') })
        : kitchen
          ? customerT('step1.kitchen')
          : wardrobe
            ? customerT('step1.wardrobe')
            : '—',
    source: (id) => (id ? t(`leads.sources.${id}`, { defaultValue: id }) : '—'),
    language: (locale) => t(`leads.languages.${locale}`, { defaultValue: locale }),
    section: (key) => customerT(`step3.sections.${key}.title`),
    step: (lead) => {
      if (lead.isCompleted) return { text: t('leads.completed'), title: t('leads.allSteps'), done: true, percent: 100 };
      const step = Math.min(Math.max(Math.round(lead.currentStep) || 1, 1), FUNNEL_STEPS.length);
      return { text: t('leads.stepOf', { step, total: FUNNEL_STEPS.length }), title: t(`leads.steps.${step}`), done: false, percent: (step - 1) * 20 };
    },
  };
}

/** The wording of leads in the user's language. */
export function useLeadWording(): LeadWording {
  const { t } = useAdminTranslation();
  const { t: customerT } = useTranslation();
  return useMemo(() => leadWording(t, customerT), [t, customerT]);
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
