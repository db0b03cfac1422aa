/**
 * /admin/material-categories (docs/product.md §2, admin only): type filter, 'Show Inactive Categories',
 * 'Back to Materials', table (Name, Type, Description, Display Order, Status) with add, edit and
 * delete; JSON bodies of docs/product.md §7 with displayOrder coerced to an integer. The filters live
 * in the URL (useListQuery), so Back and reload keep them.
 */
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type AdminCategory, CATEGORY_TYPES, type CategoryListQueryParams, categoryListQuerySchema, type CategoryType, translatedTexts } from '@cabinetry/shared/contracts';
import categoryListQueryValidator from 'virtual:validator/categoryListQuerySchema';
import type { TFunction } from 'i18next';
import { Button, InputNumber, Select, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Field } from 'react-final-form';
import { Link } from 'react-router-dom';
import { FormField } from '../../components/FormField';
import { TextField } from '../../components/TextField';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, descriptionColumn, nameColumn, statusColumn } from '../components/columns';
import { PageHeader, RowAction } from '../components/bits';
import { SelectField, SwitchField, TextAreaField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { TranslationFields } from '../components/TranslationFields';
import { deleteCategory, postCategory, putCategory, useCategories } from '../api/catalogue';
import { categoryTypeLabel } from '../lib/categories';
import { categoryErrors, type CategoryFormValues, categoryRequest } from '../lib/forms';
import { useAdminAction } from '../useAdminAction';
import { useListQuery } from '../useListQuery';
import { useConfirmDelete } from '../useConfirmDelete';
import { useAdminTranslation } from '../i18n/adminI18n';

const ALL = 'all';
/** Active categories of every type. */
const DEFAULTS = { activeOnly: 'true' } satisfies CategoryListQueryParams;
/** The category types as select options, named in `t`'s language. */
const typeOptions = (t: TFunction) => CATEGORY_TYPES.map(({ id }) => ({ value: id, label: categoryTypeLabel(t, id) }));
const NEW_CATEGORY: CategoryFormValues = { name: '', description: '', ...translatedTexts({}), type: '', displayOrder: 0, isActive: true };

/** Whole-number input for displayOrder (lower first). */
function DisplayOrderField() {
  const { t } = useAdminTranslation();
  return (
    <Field<number | string | null> name="displayOrder">
      {({ input }) => (
        <FormField id="displayOrder" label={t('categories.displayOrder')} help={t('categories.displayOrderHelp')}>
          <InputNumber id="displayOrder" value={input.value === '' ? null : input.value} onChange={(v) => input.onChange(v)} onBlur={() => input.onBlur()} precision={0} style={{ width: '100%' }} />
        </FormField>
      )}
    </Field>
  );
}

/** Add/edit dialog. */
function CategoryDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const onSubmit = async (values: CategoryFormValues) => {
    const body = categoryRequest(values);
    const ok = await run(
      category
        ? { call: () => putCategory(category.id, body), success: t('categories.updated'), fallback: t('categories.updateFailed'), refresh: 'categories' }
        : { call: () => postCategory(body), success: t('categories.created'), fallback: t('categories.createFailed'), refresh: 'categories' },
    );
    if (ok) onClose();
  };
  return (
    <FormDialog<CategoryFormValues>
      id="category-form"
      title={category ? t('categories.editTitle') : t('categories.addTitle')}
      submitLabel={category ? t('dialogs.saveChanges') : t('categories.create')}
      initialValues={category ? { name: category.name, description: category.description, ...translatedTexts(category), type: category.type, displayOrder: category.displayOrder, isActive: category.isActive } : NEW_CATEGORY}
      validate={(v) => categoryErrors({ ...NEW_CATEGORY, ...v })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField name="name" label={t('common.name')} required />
      <TextAreaField name="description" label={t('common.description')} />
      <TranslationFields />
      <div className="form-grid">
        <SelectField<CategoryType> name="type" label={t('common.type')} required options={typeOptions(t)} placeholder={t('categories.chooseType')} />
        <DisplayOrderField />
      </div>
      <SwitchField name="isActive" label={t('common.status')} />
    </FormDialog>
  );
}

/** The material categories page. */
export default function CategoriesPage() {
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const { t } = useAdminTranslation();
  const filters = useListQuery(categoryListQuerySchema, categoryListQueryValidator, DEFAULTS);
  const type: CategoryType | typeof ALL = filters.query.type ?? ALL;
  const showInactive = filters.query.activeOnly === 'false';
  const list = useCategories({ activeOnly: !showInactive, type: type === ALL ? undefined : type }, t('categories.fetchFailed'));
  const [dialog, setDialog] = useState<{ category: AdminCategory | null } | null>(null);

  const remove = (c: AdminCategory) =>
    confirm({
      title: t('categories.confirmDelete', { name: c.name }),
      warning: t('categories.deleteWarning'),
      onConfirm: () => run({ call: () => deleteCategory(c.id), success: t('categories.deleted'), fallback: t('categories.deleteFailed'), refresh: 'categories' }),
    });

  const columns: TableColumnsType<AdminCategory> = [
    nameColumn(),
    { title: t('common.type'), dataIndex: 'type', width: 200, render: (id: string) => categoryTypeLabel(t, id) },
    descriptionColumn(),
    { title: t('categories.displayOrder'), dataIndex: 'displayOrder', width: 170, align: 'right' },
    statusColumn(),
    actionsColumn(2, (c) => (
      <>
        <RowAction label={t('table.editRow', { name: c.name })} icon={<EditOutlined />} onClick={() => setDialog({ category: c })} />
        <RowAction label={t('table.deleteRow', { name: c.name })} icon={<DeleteOutlined />} danger onClick={() => remove(c)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <Link to="/admin/materials" className="admin-back">
        <ArrowLeftOutlined className="flip-rtl" aria-hidden /> {t('categories.back')}
      </Link>
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ category: null })}>
            {t('categories.add')}
          </Button>
        }
      />
      <div className="admin-filters">
        <Select<CategoryType | typeof ALL>
          id="type-filter"
          aria-label={t('categories.filterByType')}
          value={type}
          onChange={(value) => filters.update({ type: value === ALL ? undefined : value })}
          options={[{ value: ALL, label: t('categories.allTypes') }, ...typeOptions(t)]}
          popupMatchSelectWidth={false}
          className="admin-filters__select"
        />
        <label className="admin-filters__item switch-row">
          <Switch checked={showInactive} onChange={(on) => filters.update({ activeOnly: on ? 'false' : 'true' })} aria-label={t('categories.showInactive')} />
          <span>{t('categories.showInactive')}</span>
        </label>
      </div>
      <AdminTable
        label={t('categories.tableLabel')}
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        emptyText={t('categories.empty')}
      />
      {dialog && <CategoryDialog category={dialog.category} onClose={() => setDialog(null)} />}
    </div>
  );
}
