/**
 * /admin/palettes (docs/product.md §2 'Color Palettes'): table with swatches; create, edit and delete dialogs.
 * Multipart bodies of docs/product.md §7 (colorsJson and colors[0..n], optional image, imageUrl kept on edit).
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { translatedTexts, type AdminPalette, type PaletteFormValues } from '@cabinetry/shared/contracts';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import paletteValidator from 'virtual:validator/paletteFormSchema';
import { TextField } from '../../components/TextField';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, descriptionColumn, imageColumn, nameColumn, statusColumn } from '../components/columns';
import { PageHeader, RowAction, Swatches } from '../components/bits';
import { ColorListField, NEW_COLOR } from '../components/ColorListField';
import { SwitchField, TextAreaField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { TranslationFields } from '../components/TranslationFields';
import { ImagePicker } from '../components/ImagePicker';
import { deletePalette, postPalette, putPalette, usePalettes } from '../api/catalogue';
import { schemaErrors } from '../lib/forms';
import { paletteFormData } from '../lib/multipart';
import { useAdminAction } from '../useAdminAction';
import { useConfirmDelete } from '../useConfirmDelete';
import { useAdminTranslation } from '../i18n/adminI18n';

const NEW_PALETTE: PaletteFormValues = { name: '', description: '', ...translatedTexts({}), colors: [NEW_COLOR], isActive: true };

/** Add/edit dialog; the image is optional. */
function PaletteDialog({ palette, onClose }: { palette: AdminPalette | null; onClose: () => void }) {
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const [image, setImage] = useState<File | null>(null);

  const onSubmit = async (values: PaletteFormValues) => {
    const body = paletteFormData(values, { image, imageUrl: palette?.imageUrl });
    const ok = await run(
      palette
        ? { call: () => putPalette(palette.id, body), success: t('palettes.updated'), fallback: t('palettes.updateFailed'), refresh: 'palettes' }
        : { call: () => postPalette(body), success: t('palettes.created'), fallback: t('palettes.createFailed'), refresh: 'palettes' },
    );
    if (ok) onClose();
  };

  return (
    <FormDialog<PaletteFormValues>
      id="palette-form"
      title={palette ? t('palettes.editTitle') : t('palettes.addTitle')}
      submitLabel={palette ? t('dialogs.saveChanges') : t('palettes.create')}
      initialValues={
        palette
          ? { name: palette.name, description: palette.description, ...translatedTexts(palette), colors: palette.colors.length ? palette.colors : [NEW_COLOR], isActive: palette.isActive }
          : NEW_PALETTE
      }
      validate={(v) => schemaErrors(paletteValidator, { ...NEW_PALETTE, ...v })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField name="name" label={t('common.name')} required />
      <TextAreaField name="description" label={t('common.description')} />
      <TranslationFields />
      <ColorListField name="colors" label={t('table.colors')} />
      <ImagePicker id="palette-image" label={t('dialogs.image.optional')} file={image} onChange={setImage} currentUrl={palette?.imageUrl} />
      <SwitchField name="isActive" label={t('common.status')} />
    </FormDialog>
  );
}

/** The colour palettes page. */
export default function PalettesPage() {
  const { t } = useAdminTranslation();
  const list = usePalettes(t('palettes.fetchFailed'));
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const [dialog, setDialog] = useState<{ palette: AdminPalette | null } | null>(null);

  const remove = (p: AdminPalette) =>
    confirm({
      title: t('palettes.confirmDelete', { name: p.name }),
      onConfirm: () => run({ call: () => deletePalette(p.id), success: t('palettes.deleted'), fallback: t('palettes.deleteFailed'), refresh: 'palettes' }),
    });

  const columns: TableColumnsType<AdminPalette> = [
    imageColumn(),
    nameColumn(),
    { title: t('table.colors'), dataIndex: 'colors', render: (colors: string[]) => <Swatches colors={colors} /> },
    descriptionColumn(),
    statusColumn(),
    actionsColumn(2, (p) => (
      <>
        <RowAction label={t('table.editRow', { name: p.name })} icon={<EditOutlined />} onClick={() => setDialog({ palette: p })} />
        <RowAction label={t('table.deleteRow', { name: p.name })} icon={<DeleteOutlined />} danger onClick={() => remove(p)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title={t('palettes.title')}
        description={t('palettes.description')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ palette: null })}>
            {t('palettes.add')}
          </Button>
        }
      />
      <AdminTable
        label={t('palettes.tableLabel')}
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        emptyText={t('palettes.empty')}
      />
      {dialog && <PaletteDialog palette={dialog.palette} onClose={() => setDialog(null)} />}
    </div>
  );
}
