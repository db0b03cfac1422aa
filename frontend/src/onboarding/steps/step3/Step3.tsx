/** Step 3 'Materials Selection': kitchen and wardrobe tabs of material sections (docs/product.md §2, §4, §5). */
import type { ProjectTypes } from '@cabinetry/shared/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCategories, useMaterials } from '../../../api/catalogue';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { materialsForSection, SECTIONS, withSelectionContainers } from '../../../lib/materialSections';
import { stepPath, useOnboarding } from '../../OnboardingContext';
import { StepLayout } from '../../StepLayout';
import { MaterialSection } from './MaterialSection';
import { WarningAlert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Tabs } from '../../../ui/Tabs';

const TABS: { key: keyof ProjectTypes; label: string }[] = [
  { key: 'kitchen', label: 'Kitchen Materials' },
  { key: 'wardrobe', label: 'Wardrobe Materials' },
];

/**
 * The material sections: the six category lists load first, then the materials (also after a
 * category failure). Each section has its own loading state, and a category type that failed only
 * affects its own section (with 'Try again').
 */
function Materials() {
  const { state, update } = useOnboarding();
  const { projectTypes, designPreferences } = state;
  const categories = useCategories();
  const materials = useMaterials(designPreferences.styles, categories.data !== undefined);

  useEffect(() => update((s) => ({ materialSelections: withSelectionContainers(s.materialSelections, s.projectTypes) })), [projectTypes, update]);

  const tabs = TABS.filter((t) => projectTypes[t.key]);
  if (tabs.length === 0) return <EmptyState message="Please choose Kitchen and/or Wardrobe in the first step." />;
  if (materials.error) return <LoadError message="Failed to load materials. Please try again." onRetry={() => void materials.mutate()} />;
  const list = materials.data ?? [];
  const loading = categories.data === undefined || materials.isLoading;
  if (!loading && list.length === 0)
    return <EmptyState message="No compatible materials found for your selected design styles. Please select different styles in the Design Preferences step." />;
  const byType = categories.data?.byType ?? {};
  const failed = categories.data?.failed ?? [];

  return (
    <Tabs
      tabBarGutter={24}
      defaultActiveKey={projectTypes.kitchen ? 'kitchen' : 'wardrobe'}
      items={tabs.map((t) => ({
        key: t.key,
        label: t.label,
        children: (
          <div className="material-sections">
            {SECTIONS.filter((s) => s.group === t.key).map((section) => (
              <MaterialSection
                key={section.key}
                section={section}
                loading={loading}
                materials={materialsForSection(list, section, byType)}
                categoryError={
                  failed.includes(section.categoryType) && (
                    <WarningAlert
                      title="Failed to load material categories. Please try again."
                      action={<Button size="small" onClick={() => void categories.mutate()}>Try again</Button>}
                    />
                  )
                }
              />
            ))}
          </div>
        ),
      }))}
    />
  );
}

/** The third wizard step. */
export default function Step3() {
  const { state } = useOnboarding();
  const navigate = useNavigate();
  const noStyles = state.designPreferences.styles.length === 0;
  return (
    <StepLayout step={3} title="Materials Selection" subtitle="Choose the finishes for each part of your project. Materials shown match the styles you picked.">
      <div className="step-card">
        {noStyles ? (
          <div className="empty-state">
            <p>Please select at least one design style in the previous step</p>
            <Button onClick={() => navigate(stepPath(2))}>Go to Design Preferences</Button>
          </div>
        ) : (
          <Materials />
        )}
      </div>
    </StepLayout>
  );
}
