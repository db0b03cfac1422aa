/** Step 2 'Color Preferences': palette cards showing their swatches. */
import type { PublicPalette } from '@cabinetry/shared/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { SelectableCard } from '../../../components/SelectableCard';
import { toggleId } from '../../../lib/styleFilter';
import { useOnboarding } from '../../OnboardingContext';
import { useTranslation } from 'react-i18next';

/** The selectable palette cards. */
export function PaletteGrid({ palettes }: { palettes: PublicPalette[] }) {
  const { state, update } = useOnboarding();
  const { t } = useTranslation();
  const chosen = state.designPreferences.colorPalettes;
  const toggle = (id: number) =>
    update((s) => ({ designPreferences: { ...s.designPreferences, colorPalettes: toggleId(s.designPreferences.colorPalettes, String(id)) } }));

  return (
    <section className="form-section" aria-labelledby="palettes-title">
      <h2 id="palettes-title" className="section-title">{t('step2.palettes')}</h2>
      <p className="section-hint">{t('step2.palettesHint')}</p>
      {palettes.length === 0 ? (
        <EmptyState message={t('step2.noPalettes')} />
      ) : (
        <div className="card-grid card-grid--palettes">
          {palettes.map((p) => (
            <SelectableCard
              key={p.id}
              name={p.name}
              description={p.description || undefined}
              selected={chosen.includes(String(p.id))}
              onToggle={() => toggle(p.id)}
              media={
                <div className="swatches" aria-hidden="true">
                  {(p.colors ?? []).map((c, i) => (
                    <span key={`${c}-${i}`} style={{ background: c }} title={c} />
                  ))}
                </div>
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
