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

const NEW_PALETTE: PaletteFormValues = { name: '', description: '', ...translatedTexts({}), colors: [NEW_COLOR], isActive: true };

/** Add/edit dialog; the image is optional. */
function PaletteDialog({ palette, onClose }: { palette: AdminPalette | null; onClose: () => void }) {
  const run = useAdminAction();
  const [image, setImage] = useState<File | null>(null);

  const onSubmit = async (values: PaletteFormValues) => {
    const body = paletteFormData(values, { image, imageUrl: palette?.imageUrl });
    const ok = await run(
      palette
        ? { call: () => putPalette(palette.id, body), success: 'Palette updated', fallback: 'Failed to update color palette', refresh: 'palettes' }
        : { call: () => postPalette(body), success: 'Palette created', fallback: 'Failed to create color palette', refresh: 'palettes' },
    );
    if (ok) onClose();
  };

  return (
    <FormDialog<PaletteFormValues>
      id="palette-form"
      title={palette ? 'Edit Color Palette' : 'Add Color Palette'}
      submitLabel={palette ? 'Save Changes' : 'Create Palette'}
      initialValues={
        palette
          ? { name: palette.name, description: palette.description, ...translatedTexts(palette), colors: palette.colors.length ? palette.colors : [NEW_COLOR], isActive: palette.isActive }
          : NEW_PALETTE
      }
      validate={(v) => schemaErrors(paletteValidator, { ...NEW_PALETTE, ...v })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField name="name" label="Name" required />
      <TextAreaField name="description" label="Description" />
      <TranslationFields />
      <ColorListField name="colors" label="Colors" />
      <ImagePicker id="palette-image" label="Image (optional)" file={image} onChange={setImage} currentUrl={palette?.imageUrl} />
      <SwitchField name="isActive" label="Status" />
    </FormDialog>
  );
}

/** The colour palettes page. */
export default function PalettesPage() {
  const list = usePalettes('Failed to fetch color palettes');
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const [dialog, setDialog] = useState<{ palette: AdminPalette | null } | null>(null);

  const remove = (p: AdminPalette) =>
    confirm({
      title: `Delete the palette "${p.name}"?`,
      onConfirm: () => run({ call: () => deletePalette(p.id), success: 'Palette deleted', fallback: 'Failed to delete color palette', refresh: 'palettes' }),
    });

  const columns: TableColumnsType<AdminPalette> = [
    imageColumn(),
    nameColumn(),
    { title: 'Colors', dataIndex: 'colors', render: (colors: string[]) => <Swatches colors={colors} /> },
    descriptionColumn(),
    statusColumn(),
    actionsColumn(2, (p) => (
      <>
        <RowAction label={`Edit ${p.name}`} icon={<EditOutlined />} onClick={() => setDialog({ palette: p })} />
        <RowAction label={`Delete ${p.name}`} icon={<DeleteOutlined />} danger onClick={() => remove(p)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Color Palettes"
        description="Curated colour combinations offered in step 2 of the wizard."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ palette: null })}>
            Add Palette
          </Button>
        }
      />
      <AdminTable
        label="Color palettes"
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        emptyText="No color palettes found."
      />
      {dialog && <PaletteDialog palette={dialog.palette} onClose={() => setDialog(null)} />}
    </div>
  );
}
