/** Step 4 'Document Upload': floor plans, inspiration images, file list and notes (docs/product.md §2, §5, §7). */
import { useState } from 'react';
import { postNotes } from '../../../api/onboarding';
import { FormField } from '../../../components/FormField';
import { useToast } from '../../../components/toast';
import { useOnboarding } from '../../OnboardingContext';
import { StepLayout } from '../../StepLayout';
import { FileList } from './FileList';
import { UploadArea } from './UploadArea';
import { useDocuments } from './useDocuments';
import { useTranslation } from 'react-i18next';

/** The fourth wizard step. */
export default function Step4() {
  const { state, update, submitStep, saveAndExit } = useOnboarding();
  const toast = useToast();
  const { t } = useTranslation();
  const docs = useDocuments();
  const [savingNotes, setSavingNotes] = useState(false);

  /**
   * Saves the notes (docs/product.md §7: on Continue when non-empty, always on Save & Exit); false (after a
   * toast) when they could not be saved, and the step is then not left.
   */
  const saveNotes = async (always: boolean): Promise<boolean> => {
    if (!always && !state.notes.trim()) return true;
    if (!state.customerId) {
      toast({ title: t('toast.error'), description: t('step4.previousFirst'), variant: 'destructive' });
      return false;
    }
    setSavingNotes(true);
    try {
      await postNotes(state.customerId, state.notes);
      toast({ title: t('step4.notesSaved'), description: t('step4.notesSavedText') });
      return true;
    } catch {
      toast({ title: t('toast.error'), description: t('step4.notesFailed'), variant: 'destructive' });
      return false;
    } finally {
      setSavingNotes(false);
    }
  };

  const areaProps = { disabled: !docs.hasCustomer || docs.uploading !== null, onFiles: docs.upload };
  return (
    <StepLayout
      step={4}
      title={t('step4.title')}
      subtitle={t('step4.subtitle')}
      busy={docs.uploading !== null || savingNotes}
      onContinue={async () => (await saveNotes(false)) && void submitStep(4)}
      onSaveExit={async () => (await saveNotes(true)) && void saveAndExit(4)}
    >
      <div className="step-card">
        {!docs.hasCustomer && <p className="notice">{t('step4.previousFirst')}</p>}
        <div className="upload-grid">
          <UploadArea
            {...areaProps}
            category="floor-plans"
            title={t('step4.floorPlans')}
            description={t('step4.floorPlansText')}
            progress={docs.uploading === 'floor-plans' ? docs.progress : null}
          />
          <UploadArea
            {...areaProps}
            category="inspiration"
            title={t('step4.inspiration')}
            description={t('step4.inspirationText')}
            progress={docs.uploading === 'inspiration' ? docs.progress : null}
          />
        </div>
        <FileList files={docs.documents} deleting={docs.deleting} onDelete={docs.remove} />
        <FormField id="notes" label={t('step4.notes')} help={t('step4.notesHelp')}>
          <textarea id="notes" className="text-input" rows={4} value={state.notes} onChange={(e) => update({ notes: e.target.value })} aria-describedby="notes-msg" />
        </FormField>
      </div>
    </StepLayout>
  );
}
