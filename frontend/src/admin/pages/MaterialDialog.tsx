/**
 * The material add/edit dialog (docs/product.md §5 'Material'): name required, category (none = 0), free-text
 * price, compatible styles chosen among ACTIVE styles only, image required on create, status.
 */
import { translatedTexts, type AdminCategory, type AdminMaterial, type AdminStyle, type MaterialFormValues } from '@cabinetry/shared/contracts';
import { useMemo, useState } from 'react';
import materialValidator from 'virtual:validator/materialFormSchema';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast';
import { PriceField, SelectField, SwitchField, TextAreaField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { TranslationFields } from '../components/TranslationFields';
import { ImagePicker } from '../components/ImagePicker';
import { postMaterial, putMaterial } from '../api/catalogue';
import { groupedCategoryOptions } from '../lib/categories';
import { schemaErrors } from '../lib/forms';
import { materialFormData, materialFormValues } from '../lib/multipart';
import { useAdminAction } from '../useAdminAction';
import { useAdminTranslation } from '../i18n/adminI18n';

const NEW_MATERIAL: MaterialFormValues = { name: '', description: '', ...translatedTexts({}), categoryId: 0, price: '', isActive: true, styleIds: [] };

interface Props {
  /** the material loaded from GET /api/admin/materials/{id}, or null to add one */
  material: AdminMaterial | null;
  categories: AdminCategory[];
  /** every design style (only the active ones are offered) */
  styles: AdminStyle[];
  onClose: () => void;
}

/** Add or edit a material. */
export function MaterialDialog({ material, categories, styles, onClose }: Props) {
  const toast = useToast();
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [initial] = useState(() => (material ? materialFormValues(material) : NEW_MATERIAL));

  const categoryOptions = useMemo(
    () => [
      { value: 0, label: t('materials.noCategory') },
      ...groupedCategoryOptions(t, categories.filter((c) => c.isActive || c.id === material?.categoryId)),
    ],
    [categories, material, t],
  );
  const styleOptions = styles.filter((s) => s.isActive).map((s) => ({ value: String(s.id), label: s.name }));
  // links to styles that are inactive now are not offered, but kept on save
  const inactive = new Set(styles.filter((s) => !s.isActive).map((s) => String(s.id)));
  const keptIds = (initial.styleIds ?? []).filter((id) => inactive.has(id));

  const onSubmit = async (values: MaterialFormValues) => {
    if (!material && !image) {
      toast({ title: t('dialogs.image.required'), description: t('materials.imageRequired'), variant: 'destructive' });
      return;
    }
    if (material && (material.id === undefined || material.id === null)) {
      toast({ title: t('common.error'), description: t('materials.idUndefined'), variant: 'destructive' });
      return;
    }
    const body = materialFormData({ ...values, styleIds: [...new Set([...(values.styleIds ?? []), ...keptIds])] }, image);
    const ok = await run(
      material
        ? { call: () => putMaterial(material.id, body), success: t('materials.updated'), fallback: t('materials.updateFailed'), refresh: 'materials' }
        : { call: () => postMaterial(body), success: t('materials.created'), fallback: t('materials.createFailed'), refresh: 'materials' },
    );
    if (ok) onClose();
  };

  return (
    <FormDialog<MaterialFormValues>
      id="material-form"
      title={material ? t('materials.editTitle') : t('materials.addTitle')}
      submitLabel={material ? t('dialogs.saveChanges') : t('materials.create')}
      initialValues={{ ...initial, styleIds: (initial.styleIds ?? []).filter((id) => !inactive.has(id)) }}
      validate={(v) => schemaErrors(materialValidator, { ...NEW_MATERIAL, ...v })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField name="name" label={t('common.name')} required />
      <TextAreaField name="description" label={t('common.description')} />
      <TranslationFields />
      <div className="form-grid">
        <SelectField<number> name="categoryId" label={t('materials.category')} options={categoryOptions} />
        <PriceField name="price" label={t('materials.price')} />
      </div>
      <SelectField<string>
        name="styleIds"
        label={t('materials.compatibleStyles')}
        multiple
        options={styleOptions}
        placeholder={t('materials.stylesPlaceholder')}
        help={t('materials.stylesHelp')}
      />
      <ImagePicker id="material-image" label={t('common.image')} required={!material} file={image} onChange={setImage} currentUrl={material?.imageUrl} />
      <SwitchField name="isActive" label={t('common.status')} />
    </FormDialog>
  );
}
