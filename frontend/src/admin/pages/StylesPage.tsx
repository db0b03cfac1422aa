/**
 * /admin/styles (docs/product.md §2 'Design Styles'): table (Image, Name, Description, Status, Actions) with add,
 * edit, delete and a delete-image action shown only when the style has an image. Multipart bodies of
 * docs/product.md §7; create requires an image ('Image required': 'Please select an image for the design style.').
 */
import { DeleteOutlined, EditOutlined, FileImageOutlined, PlusOutlined } from '@ant-design/icons';
import { translatedTexts, type AdminStyle, type StyleFormValues } from '@cabinetry/shared/contracts';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import styleValidator from 'virtual:validator/styleFormSchema';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, descriptionColumn, imageColumn, nameColumn, statusColumn } from '../components/columns';
import { PageHeader, RowAction } from '../components/bits';
import { SwitchField, TextAreaField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { TranslationFields } from '../components/TranslationFields';
import { ImagePicker } from '../components/ImagePicker';
import { deleteStyle, deleteStyleImage, postStyle, putStyle, useStyles } from '../api/catalogue';
import { styleCreateErrorMessage } from '../lib/errors';
import { schemaErrors } from '../lib/forms';
import { styleFormData } from '../lib/multipart';
import { useAdminAction } from '../useAdminAction';
import { useConfirmDelete } from '../useConfirmDelete';

const NEW_STYLE: StyleFormValues = { name: '', description: '', ...translatedTexts({}), isActive: true };

/** Add/edit dialog: create needs an image; edit keeps the current one unless replaced. */
function StyleDialog({ style, onClose }: { style: AdminStyle | null; onClose: () => void }) {
  const toast = useToast();
  const run = useAdminAction();
  const [image, setImage] = useState<File | null>(null);

  const onSubmit = async (values: StyleFormValues) => {
    if (!style && !image) {
      toast({ title: 'Image required', description: 'Please select an image for the design style.', variant: 'destructive' });
      return;
    }
    const body = styleFormData(values, { image, imageUrl: style?.imageUrl });
    const ok = await run(
      style
        ? { call: () => putStyle(style.id, body), success: 'Style updated', fallback: 'Failed to update style', refresh: 'styles' }
        : { call: () => postStyle(body), success: 'Style created', fallback: 'Failed to create style', errorMessage: styleCreateErrorMessage, refresh: 'styles' },
    );
    if (ok) onClose();
  };

  return (
    <FormDialog<StyleFormValues>
      id="style-form"
      title={style ? 'Edit Design Style' : 'Add Design Style'}
      submitLabel={style ? 'Save Changes' : 'Create Style'}
      initialValues={style ? { name: style.name, description: style.description, ...translatedTexts(style), isActive: style.isActive } : NEW_STYLE}
      validate={(v) => schemaErrors(styleValidator, { ...NEW_STYLE, ...v })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField name="name" label="Name" required />
      <TextAreaField name="description" label="Description" />
      <TranslationFields />
      <ImagePicker id="style-image" label="Image" required={!style} file={image} onChange={setImage} currentUrl={style?.imageUrl} />
      <SwitchField name="isActive" label="Status" />
    </FormDialog>
  );
}

/** The design styles page. */
export default function StylesPage() {
  const list = useStyles('Failed to fetch styles');
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const [dialog, setDialog] = useState<{ style: AdminStyle | null } | null>(null);

  const remove = (s: AdminStyle) =>
    confirm({
      title: `Delete the style "${s.name}"?`,
      onConfirm: () => run({ call: () => deleteStyle(s.id), success: 'Style deleted', fallback: 'Failed to delete style', refresh: 'styles' }),
    });
  const removeImage = (s: AdminStyle) =>
    confirm({
      title: `Delete the image of "${s.name}"?`,
      onConfirm: () => run({ call: () => deleteStyleImage(s.id), success: 'Image deleted', fallback: 'Failed to delete image', refresh: 'styles' }),
    });

  const columns: TableColumnsType<AdminStyle> = [
    imageColumn(),
    nameColumn(),
    descriptionColumn(),
    statusColumn(),
    actionsColumn(3, (s) => (
      <>
        <RowAction label={`Edit ${s.name}`} icon={<EditOutlined />} onClick={() => setDialog({ style: s })} />
        {s.imageUrl && <RowAction label={`Delete image of ${s.name}`} icon={<FileImageOutlined />} danger onClick={() => removeImage(s)} />}
        <RowAction label={`Delete ${s.name}`} icon={<DeleteOutlined />} danger onClick={() => remove(s)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Design Styles"
        description="The looks customers choose from in step 2 of the wizard."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ style: null })}>
            Add Style
          </Button>
        }
      />
      <AdminTable
        label="Design styles"
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        emptyText="No design styles found."
      />
      {dialog && <StyleDialog style={dialog.style} onClose={() => setDialog(null)} />}
    </div>
  );
}
