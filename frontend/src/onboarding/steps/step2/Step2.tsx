/** Step 2 'Design Preferences': styles and colour palettes (docs/product.md §2, §4, §5). */
import { useDeferredValue } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { usePalettes, useStyles } from '../../../api/catalogue';
import { StepLayout } from '../../StepLayout';
import { PaletteGrid } from './PaletteGrid';
import { StyleGrid } from './StyleGrid';
import { useTranslation } from 'react-i18next';

/** The second wizard step. */
export default function Step2() {
  const { t } = useTranslation();
  const styles = useStyles();
  const palettes = usePalettes();
  // the card grids render in a background pass, in small slices, once the lists are in
  const styleList = useDeferredValue(styles.data);
  const paletteList = useDeferredValue(palettes.data);
  const failed = styles.error || palettes.error;
  const loading = styles.isLoading || palettes.isLoading || (!failed && (styleList === undefined || paletteList === undefined));
  return (
    <StepLayout step={2} title={t('step2.title')} subtitle={t('step2.subtitle')}>
      <div className={loading ? 'step-card step-card--loading' : 'step-card'}>
        {loading ? (
          <PageSpinner label={t('step2.loading')} />
        ) : failed ? (
          <LoadError message={t('step2.loadFailed')} onRetry={() => window.location.reload()} />
        ) : (
          <>
            <StyleGrid styles={styleList ?? []} />
            <PaletteGrid palettes={paletteList ?? []} />
          </>
        )}
      </div>
    </StepLayout>
  );
}
