/** Step 1 'Project Type' (multi-select) and 'Project Purpose' (single choice). */
import HomeSvg from '@ant-design/icons-svg/es/asn/HomeOutlined';
import ShopSvg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { ProjectPurpose, ProjectTypes } from '@cabinetry/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from 'react-final-form';
import { KitchenIcon, WardrobeIcon } from '../../../components/icons';
import { OptionCards } from '../../../components/OptionCards';
import { useOnboarding } from '../../OnboardingContext';
import { Icon } from '../../../ui/Icon';

/** Project type cards (kept in the wizard state) and purpose cards (a form field). */
export function ProjectTypeSection() {
  const { state, update } = useOnboarding();
  const { t } = useTranslation();
  const types = [
    { value: 'kitchen' as const, title: t('step1.kitchen'), description: t('step1.kitchenText'), icon: <KitchenIcon /> },
    { value: 'wardrobe' as const, title: t('step1.wardrobe'), description: t('step1.wardrobeText'), icon: <WardrobeIcon /> },
  ];
  const purposes = [
    { value: 'residential' as const, title: t('step1.residential'), description: t('step1.residentialText'), icon: <Icon svg={HomeSvg} /> },
    { value: 'commercial' as const, title: t('step1.commercial'), description: t('step1.commercialText'), icon: <Icon svg={ShopSvg} /> },
  ];
  const selected = (Object.keys(state.projectTypes) as (keyof ProjectTypes)[]).filter((k) => state.projectTypes[k]);
  return (
    <>
      <section className="form-section" aria-labelledby="type-title">
        <h2 id="type-title" className="section-title">{t('step1.projectType')}</h2>
        <p className="section-hint">{t('step1.selectAll')}</p>
        <OptionCards
          label={t('step1.projectType')}
          multiple
          options={types}
          selected={selected}
          onToggle={(t) => update((s) => ({ projectTypes: { ...s.projectTypes, [t]: !s.projectTypes[t] } }))}
        />
      </section>
      <section className="form-section" aria-labelledby="purpose-title">
        <h2 id="purpose-title" className="section-title">{t('step1.purpose')}</h2>
        <Field<ProjectPurpose> name="projectDetails">
          {({ input }) => <OptionCards label={t('step1.purpose')} options={purposes} selected={[input.value]} onToggle={input.onChange} />}
        </Field>
      </section>
    </>
  );
}
