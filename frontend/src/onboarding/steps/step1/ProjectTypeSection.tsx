/** Step 1 'Project Type' (multi-select) and 'Project Purpose' (single choice). */
import HomeSvg from '@ant-design/icons-svg/es/asn/HomeOutlined';
import ShopSvg from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { ProjectPurpose, ProjectTypes } from '@cabinetry/shared/contracts';
import { Field } from 'react-final-form';
import { KitchenIcon, WardrobeIcon } from '../../../components/icons';
import { OptionCards } from '../../../components/OptionCards';
import { useOnboarding } from '../../OnboardingContext';
import { Icon } from '../../../ui/Icon';

const TYPES = [
  { value: 'kitchen' as const, title: 'Kitchen', description: 'Cabinetry, storage and countertops', icon: <KitchenIcon /> },
  { value: 'wardrobe' as const, title: 'Wardrobe', description: 'Built-in and walk-in wardrobes', icon: <WardrobeIcon /> },
];
const PURPOSES = [
  { value: 'residential' as const, title: 'Residential', description: 'For personal home or apartment spaces', icon: <Icon svg={HomeSvg} /> },
  { value: 'commercial' as const, title: 'Commercial', description: 'For business, office, or retail spaces', icon: <Icon svg={ShopSvg} /> },
];

/** Project type cards (kept in the wizard state) and purpose cards (a form field). */
export function ProjectTypeSection() {
  const { state, update } = useOnboarding();
  const selected = (Object.keys(state.projectTypes) as (keyof ProjectTypes)[]).filter((k) => state.projectTypes[k]);
  return (
    <>
      <section className="form-section" aria-labelledby="type-title">
        <h2 id="type-title" className="section-title">Project Type</h2>
        <p className="section-hint">Select all that apply</p>
        <OptionCards
          label="Project Type"
          multiple
          options={TYPES}
          selected={selected}
          onToggle={(t) => update((s) => ({ projectTypes: { ...s.projectTypes, [t]: !s.projectTypes[t] } }))}
        />
      </section>
      <section className="form-section" aria-labelledby="purpose-title">
        <h2 id="purpose-title" className="section-title">Project Purpose</h2>
        <Field<ProjectPurpose> name="projectDetails">
          {({ input }) => <OptionCards label="Project Purpose" options={PURPOSES} selected={[input.value]} onToggle={input.onChange} />}
        </Field>
      </section>
    </>
  );
}
