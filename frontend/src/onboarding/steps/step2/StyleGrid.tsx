/** Step 2 'Style Preferences': style cards filtered by project type, with a preview dialog. */
import type { PublicStyle } from '@cabinetry/shared/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { LazyImage } from '../../../components/LazyImage';
import { PreviewDialog } from '../../../components/PreviewDialog';
import { SelectableCard } from '../../../components/SelectableCard';
import { cardImageSrcSet, sizedImageUrl } from '../../../lib/imageUrl';
import { filterStylesByProjectType, toggleId } from '../../../lib/styleFilter';
import { useOnboarding } from '../../OnboardingContext';
import { useTranslation } from 'react-i18next';

/** The selectable style cards. */
export function StyleGrid({ styles }: { styles: PublicStyle[] }) {
  const { state, update } = useOnboarding();
  const { t } = useTranslation();
  const [preview, setPreview] = useState<PublicStyle | null>(null);
  const chosen = state.designPreferences.styles;
  const toggle = (id: number) =>
    update((s) => ({ designPreferences: { ...s.designPreferences, styles: toggleId(s.designPreferences.styles, String(id)) } }));
  const shown = filterStylesByProjectType(styles, state.projectTypes);

  return (
    <section className="form-section" aria-labelledby="styles-title">
      <h2 id="styles-title" className="section-title">{t('step2.styles')}</h2>
      <p className="section-hint">{t('step2.stylesHint')}</p>
      {shown.length === 0 ? (
        <EmptyState message={t('step2.noStyles')} />
      ) : (
        <div className="card-grid">
          {shown.map((style, index) => (
            <SelectableCard
              key={style.id}
              name={style.name}
              description={style.description}
              selected={chosen.includes(String(style.id))}
              onToggle={() => toggle(style.id)}
              onPreview={() => setPreview(style)}
              media={
                // the first card's image is the page's largest paint: requested at once, ahead of the rest
                <LazyImage src={sizedImageUrl(style.imageUrl, 400)} srcSet={cardImageSrcSet(style.imageUrl, 400)} width={400} height={300} priority={index === 0} alt="" />
              }
            />
          ))}
        </div>
      )}
      {preview && (
        <PreviewDialog
          title={preview.name}
          kind="style"
          image={sizedImageUrl(preview.imageUrl, 400)}
          description={preview.description}
          selected={chosen.includes(String(preview.id))}
          onToggle={() => toggle(preview.id)}
          onClose={() => setPreview(null)}
        />
      )}
    </section>
  );
}
