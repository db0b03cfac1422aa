/** One step 3 section (e.g. 'Lower Cabinet Materials'): its sorted material cards and preview dialog. */
import type { PublicMaterial } from '@cabinetry/shared/contracts';
import { useState, type ReactNode } from 'react';
import { LazyImage } from '../../../components/LazyImage';
import { PreviewDialog } from '../../../components/PreviewDialog';
import { SelectableCard } from '../../../components/SelectableCard';
import { cardImageSrcSet, sizedImageUrl } from '../../../lib/imageUrl';
import { isMultiPurpose, sectionIds, setSectionIds, type Section } from '../../../lib/materialSections';
import { toggleId } from '../../../lib/styleFilter';
import { useOnboarding } from '../../OnboardingContext';
import { Spin } from '../../../ui/Spin';
import { useTranslation } from 'react-i18next';

interface Props {
  section: Section;
  materials: PublicMaterial[];
  loading: boolean;
  /** shown above the cards when this section's category list failed to load */
  categoryError?: ReactNode;
}

/** Cards of a section; selection is kept per section without duplicates. */
export function MaterialSection({ section, materials, loading, categoryError }: Props) {
  const { state, update } = useOnboarding();
  const { t } = useTranslation();
  const title = t(`step3.sections.${section.key}.title`);
  const [preview, setPreview] = useState<PublicMaterial | null>(null);
  const chosen = sectionIds(state.materialSelections, section);
  const width = section.key === 'tallCabinets' ? 400 : 300;
  const toggle = (id: number) =>
    update((s) => ({ materialSelections: setSectionIds(s.materialSelections, section, toggleId(sectionIds(s.materialSelections, section), String(id))) }));

  return (
    <section className="material-section" aria-labelledby={`sec-${section.key}`}>
      <header className="material-section__head">
        <div>
          <h3 id={`sec-${section.key}`} className="material-section__title">{title}</h3>
          <p className="section-hint">{t(`step3.sections.${section.key}.description`)}</p>
        </div>
        {chosen.length > 0 && <span className="pill">{t('step3.selected', { count: chosen.length })}</span>}
      </header>
      {categoryError}
      {loading ? (
        <Spin aria-label={t('step3.loadingSection', { section: title })} />
      ) : materials.length === 0 ? (
        <p className="muted">{t('step3.emptySection')}</p>
      ) : (
        <div className="card-grid card-grid--materials">
          {materials.map((m) => (
            <SelectableCard
              key={m.id}
              name={m.name}
              badge={isMultiPurpose(m) ? t('step3.multiPurpose') : undefined}
              selected={chosen.includes(String(m.id))}
              onToggle={() => toggle(m.id)}
              onPreview={() => setPreview(m)}
              media={<LazyImage src={sizedImageUrl(m.imageUrl, width)} srcSet={cardImageSrcSet(m.imageUrl, width)} width={width} height={(width * 3) / 4} alt="" />}
            />
          ))}
        </div>
      )}
      {preview && (
        <PreviewDialog
          title={preview.name}
          kind="material"
          image={sizedImageUrl(preview.imageUrl, 400)}
          description={preview.description}
          extra={preview.price ? <p className="preview__price">{t('step3.price', { price: preview.price })}</p> : undefined}
          selected={chosen.includes(String(preview.id))}
          onToggle={() => toggle(preview.id)}
          onClose={() => setPreview(null)}
        />
      )}
    </section>
  );
}
