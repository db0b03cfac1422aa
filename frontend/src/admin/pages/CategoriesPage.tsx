/**
 * /admin/material-categories (docs/product.md §2, admin only): type filter, 'Show Inactive Categories',
 * 'Back to Materials', table (Name, Type, Description, Display Order, Status) with add, edit and
 * delete; JSON bodies of docs/product.md §7 with displayOrder coerced to an integer.
 */
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type AdminCategory, CATEGORY_TYPES, type CategoryType, translatedTexts } from '@cabinetry/shared/contracts';
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
import { useConfirmDelete } from '../useConfirmDelete';

const ALL = 'all';
const TYPE_OPTIONS = CATEGORY_TYPES.map((t) => ({ value: t.id, label: t.label }));
const NEW_CATEGORY: CategoryFormValues = { name: '', description: '', ...translatedTexts({}), type: '', displayOrder: 0, isActive: true };

/** Whole-number input for displayOrder (lower first). */
function DisplayOrderField() {
  return (
    <Field<number | string | null> name="displayOrder">
      {({ input }) => (
        <FormField id="displayOrder" label="Display Order" help="Whole number; lower numbers are listed first.">
          <InputNumber id="displayOrder" value={input.value === '' ? null : input.value} onChange={(v) => input.onChange(v)} onBlur={() => input.onBlur()} precision={0} style={{ width: '100%' }} />
        </FormField>
      )}
    </Field>
  );
}

/** Add/edit dialog. */
function CategoryDialog({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const run = useAdminAction();
  const onSubmit = async (values: CategoryFormValues) => {
    const body = categoryRequest(values);
    const ok = await run(
      category
        ? { call: () => putCategory(category.id, body), success: 'Category updated', fallback: 'Failed to update category', refresh: 'categories' }
        : { call: () => postCategory(body), success: 'Category created', fallback: 'Failed to create category', refresh: 'categories' },
    );
    if (ok) onClose();
  };
  return (
    <FormDialog<CategoryFormValues>
      id="category-form"
      title={category ? 'Edit Category' : 'Add Category'}
      submitLabel={category ? 'Save Changes' : 'Create Category'}
      initialValues={category ? { name: category.name, description: category.description, ...translatedTexts(category), type: category.type, displayOrder: category.displayOrder, isActive: category.isActive } : NEW_CATEGORY}
      validate={(v) => categoryErrors({ ...NEW_CATEGORY, ...v })}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField name="name" label="Name" required />
      <TextAreaField name="description" label="Description" />
      <TranslationFields />
      <div className="form-grid">
        <SelectField<CategoryType> name="type" label="Type" required options={TYPE_OPTIONS} placeholder="Choose a type" />
        <DisplayOrderField />
      </div>
      <SwitchField name="isActive" label="Status" />
    </FormDialog>
  );
}

/** The material categories page. */
export default function CategoriesPage() {
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const [type, setType] = useState<CategoryType | typeof ALL>(ALL);
  const [showInactive, setShowInactive] = useState(false);
  const list = useCategories({ activeOnly: !showInactive, type: type === ALL ? undefined : type }, 'Failed to fetch material categories');
  const [dialog, setDialog] = useState<{ category: AdminCategory | null } | null>(null);

  const remove = (c: AdminCategory) =>
    confirm({
      title: `Delete the category "${c.name}"?`,
      warning: 'Deleting this category may affect materials assigned to it.',
      onConfirm: () => run({ call: () => deleteCategory(c.id), success: 'Category deleted', fallback: 'Failed to delete category', refresh: 'categories' }),
    });

  const columns: TableColumnsType<AdminCategory> = [
    nameColumn(),
    { title: 'Type', dataIndex: 'type', width: 200, render: (t: string) => categoryTypeLabel(t) },
    descriptionColumn(),
    { title: 'Display Order', dataIndex: 'displayOrder', width: 150, align: 'right' },
    statusColumn(),
    actionsColumn(2, (c) => (
      <>
        <RowAction label={`Edit ${c.name}`} icon={<EditOutlined />} onClick={() => setDialog({ category: c })} />
        <RowAction label={`Delete ${c.name}`} icon={<DeleteOutlined />} danger onClick={() => remove(c)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <Link to="/admin/materials" className="admin-back">
        <ArrowLeftOutlined aria-hidden /> Back to Materials
      </Link>
      <PageHeader
        title="Material Categories"
        description="How materials are grouped into the wizard's cabinet, countertop and wardrobe sections."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ category: null })}>
            Add Category
          </Button>
        }
      />
      <div className="admin-filters">
        <Select<CategoryType | typeof ALL>
          id="type-filter"
          aria-label="Filter by type"
          value={type}
          onChange={setType}
          options={[{ value: ALL, label: 'All Types' }, ...TYPE_OPTIONS]}
          popupMatchSelectWidth={false}
          className="admin-filters__select"
        />
        <label className="admin-filters__item switch-row">
          <Switch checked={showInactive} onChange={setShowInactive} aria-label="Show Inactive Categories" />
          <span>Show Inactive Categories</span>
        </label>
      </div>
      <AdminTable
        label="Material categories"
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        emptyText="No material categories found."
      />
      {dialog && <CategoryDialog category={dialog.category} onClose={() => setDialog(null)} />}
    </div>
  );
}
