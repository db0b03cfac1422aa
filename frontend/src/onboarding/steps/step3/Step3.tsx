/** Step 3 'Materials Selection': kitchen and wardrobe tabs of material sections (docs/product.md §2, §4, §5). */
import type { ProjectTypes } from '@cabinetry/shared/contracts';
import { useEffect } from 'react';
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
import { useTranslation } from 'react-i18next';
import { useLocaleNavigate } from '../../../i18n/useLocale';


/**
 * The material sections: the six category lists load first, then the materials (also after a
 * category failure). Each section has its own loading state, and a category type that failed only
 * affects its own section (with 'Try again').
 */
function Materials() {
  const { state, update } = useOnboarding();
  const { t } = useTranslation();
  const { projectTypes, designPreferences } = state;
  const categories = useCategories();
  const materials = useMaterials(designPreferences.styles, categories.data !== undefined);

  useEffect(() => update((s) => ({ materialSelections: withSelectionContainers(s.materialSelections, s.projectTypes) })), [projectTypes, update]);

  const allTabs: { key: keyof ProjectTypes; label: string }[] = [
    { key: 'kitchen', label: t('step3.kitchenTab') },
    { key: 'wardrobe', label: t('step3.wardrobeTab') },
  ];
  const tabs = allTabs.filter((tab) => projectTypes[tab.key]);
  if (tabs.length === 0) return <EmptyState message={t('step3.noProjectType')} />;
  if (materials.error) return <LoadError message={t('step3.loadFailed')} onRetry={() => void materials.mutate()} />;
  const list = materials.data ?? [];
  const loading = categories.data === undefined || materials.isLoading;
  if (!loading && list.length === 0)
    return <EmptyState message={t('step3.noMaterials')} />;
  const byType = categories.data?.byType ?? {};
  const failed = categories.data?.failed ?? [];

  return (
    <Tabs
      tabBarGutter={24}
      defaultActiveKey={projectTypes.kitchen ? 'kitchen' : 'wardrobe'}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        children: (
          <div className="material-sections">
            {SECTIONS.filter((s) => s.group === tab.key).map((section) => (
              <MaterialSection
                key={section.key}
                section={section}
                loading={loading}
                materials={materialsForSection(list, section, byType)}
                categoryError={
                  failed.includes(section.categoryType) && (
                    <WarningAlert
                      title={t('step3.categoriesFailed')}
                      action={<Button size="small" onClick={() => void categories.mutate()}>{t('shell.tryAgain')}</Button>}
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
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  const noStyles = state.designPreferences.styles.length === 0;
  return (
    <StepLayout step={3} title={t('step3.title')} subtitle={t('step3.subtitle')}>
      <div className="step-card">
        {noStyles ? (
          <div className="empty-state">
            <p>{t('step3.noStyles')}</p>
            <Button onClick={() => navigate(stepPath(2))}>{t('step3.toStep2')}</Button>
          </div>
        ) : (
          <Materials />
        )}
      </div>
    </StepLayout>
  );
}
