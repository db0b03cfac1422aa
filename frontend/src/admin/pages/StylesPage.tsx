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
import { useAdminTranslation } from '../i18n/adminI18n';

const NEW_STYLE: StyleFormValues = { name: '', description: '', ...translatedTexts({}), isActive: true };

/** Add/edit dialog: create needs an image; edit keeps the current one unless replaced. */
function StyleDialog({ style, onClose }: { style: AdminStyle | null; onClose: () => void }) {
  const toast = useToast();
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const [image, setImage] = useState<File | null>(null);

  const onSubmit = async (values: StyleFormValues) => {
    if (!style && !image) {
      toast({ title: t('dialogs.image.required'), description: t('styles.imageRequired'), variant: 'destructive' });
      return;
    }
    const body = styleFormData(values, { image, imageUrl: style?.imageUrl });
    const ok = await run(
      style
        ? { call: () => putStyle(style.id, body), success: t('styles.updated'), fallback: t('styles.updateFailed'), refresh: 'styles' }
        : { call: () => postStyle(body), success: t('styles.created'), fallback: t('styles.createFailed'), errorMessage: styleCreateErrorMessage, refresh: 'styles' },
    );
    if (ok) onClose();
  };

  return (
    <FormDialog<StyleFormValues>
      id="style-form"
      title={style ? t('styles.editTitle') : t('styles.addTitle')}
      submitLabel={style ? t('dialogs.saveChanges') : t('styles.create')}
      initialValues={style ? { name: style.name, description: style.description, ...translatedTexts(style), isActive: style.isActive } : NEW_STYLE}
      validate={(v) => schemaErrors(styleValidator, { ...NEW_STYLE, ...v })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField name="name" label={t('common.name')} required />
      <TextAreaField name="description" label={t('common.description')} />
      <TranslationFields />
      <ImagePicker id="style-image" label={t('common.image')} required={!style} file={image} onChange={setImage} currentUrl={style?.imageUrl} />
      <SwitchField name="isActive" label={t('common.status')} />
    </FormDialog>
  );
}

/** The design styles page. */
export default function StylesPage() {
  const { t } = useAdminTranslation();
  const list = useStyles(t('styles.fetchFailed'));
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const [dialog, setDialog] = useState<{ style: AdminStyle | null } | null>(null);

  const remove = (s: AdminStyle) =>
    confirm({
      title: t('styles.confirmDelete', { name: s.name }),
      onConfirm: () => run({ call: () => deleteStyle(s.id), success: t('styles.deleted'), fallback: t('styles.deleteFailed'), refresh: 'styles' }),
    });
  const removeImage = (s: AdminStyle) =>
    confirm({
      title: t('styles.confirmDeleteImage', { name: s.name }),
      onConfirm: () => run({ call: () => deleteStyleImage(s.id), success: t('styles.imageDeleted'), fallback: t('styles.imageDeleteFailed'), refresh: 'styles' }),
    });

  const columns: TableColumnsType<AdminStyle> = [
    imageColumn(),
    nameColumn(),
    descriptionColumn(),
    statusColumn(),
    actionsColumn(3, (s) => (
      <>
        <RowAction label={t('table.editRow', { name: s.name })} icon={<EditOutlined />} onClick={() => setDialog({ style: s })} />
        {s.imageUrl && <RowAction label={t('styles.deleteImage', { name: s.name })} icon={<FileImageOutlined />} danger onClick={() => removeImage(s)} />}
        <RowAction label={t('table.deleteRow', { name: s.name })} icon={<DeleteOutlined />} danger onClick={() => remove(s)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title={t('styles.title')}
        description={t('styles.description')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ style: null })}>
            {t('styles.add')}
          </Button>
        }
      />
      <AdminTable
        label={t('styles.tableLabel')}
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        emptyText={t('styles.empty')}
      />
      {dialog && <StyleDialog style={dialog.style} onClose={() => setDialog(null)} />}
    </div>
  );
}
