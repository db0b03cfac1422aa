/**
 * /admin/materials (docs/product.md §2 'Materials'): 'All Categories' filter, 'Show Inactive Materials' switch,
 * table (Image, Name, Category, Price, Description, Status, Actions: edit, duplicate, delete) and,
 * for admins, the link to Manage Categories. Material changes also refresh the wizard's materials.
 * The filters live in the URL (useListQuery), so Back and reload keep them.
 */
import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { type AdminMaterial, type MaterialListQueryParams, materialListQuerySchema } from '@cabinetry/shared/contracts';
import materialListQueryValidator from 'virtual:validator/materialListQuerySchema';
import { Button, Select, Switch, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { useAdminUser } from '../adminContext';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, descriptionColumn, imageColumn, nameColumn, statusColumn } from '../components/columns';
import { PageHeader, RowAction } from '../components/bits';
import { deleteMaterial, getMaterial, postMaterialDuplicate, useCategories, useMaterials, useStyles } from '../api/catalogue';
import { groupedCategoryOptions } from '../lib/categories';
import { duplicateErrorMessage } from '../lib/errors';
import { duplicateMaterialFormData } from '../lib/multipart';
import { useAdminAction } from '../useAdminAction';
import { useListQuery } from '../useListQuery';
import { useConfirmDelete } from '../useConfirmDelete';
import { useAdminTranslation } from '../i18n/adminI18n';
import { MaterialDialog } from './MaterialDialog';

const ALL = 'all';
/** Active materials of every category. */
const DEFAULTS = { activeOnly: 'true' } satisfies MaterialListQueryParams;

/** The materials page. */
export default function MaterialsPage() {
  const user = useAdminUser();
  const navigate = useNavigate();
  const toast = useToast();
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const { t } = useAdminTranslation();
  const filters = useListQuery(materialListQuerySchema, materialListQueryValidator, DEFAULTS);
  const showInactive = filters.query.activeOnly === 'false';
  const categoryId = filters.query.categoryId ? Number(filters.query.categoryId) : ALL;
  const list = useMaterials({ activeOnly: !showInactive, categoryId: categoryId === ALL ? undefined : categoryId }, t('materials.fetchFailed'));
  const categories = useCategories({ activeOnly: false }, t('categories.fetchFailed'));
  const styles = useStyles(t('materials.stylesFetchFailed'));
  const stylesSettled = !!styles.data || !!styles.error;
  const [dialog, setDialog] = useState<{ material: AdminMaterial | null } | null>(null);
  const [opening, setOpening] = useState<number | null>(null);

  const categoryName = useMemo(() => new Map((categories.data ?? []).map((c) => [c.id, c.name])), [categories.data]);
  const filterOptions = useMemo(
    () => [{ value: ALL, label: t('materials.allCategories') }, ...groupedCategoryOptions(t, categories.data ?? [])],
    [categories.data, t],
  );

  const edit = async (m: AdminMaterial) => {
    if (m.id === undefined || m.id === null) {
      toast({ title: t('common.error'), description: t('materials.idUndefined'), variant: 'destructive' });
      return;
    }
    setOpening(m.id);
    try {
      setDialog({ material: await getMaterial(m.id) });
    } catch {
      toast({ title: t('common.error'), description: t('materials.loadFailed'), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };
  const duplicate = (m: AdminMaterial) =>
    run({
      call: () => postMaterialDuplicate(duplicateMaterialFormData(m)),
      success: t('materials.success'),
      successDescription: t('materials.duplicated'),
      fallback: t('materials.duplicateFailed'),
      errorMessage: duplicateErrorMessage,
      refresh: 'materials',
    });
  const remove = (m: AdminMaterial) =>
    confirm({
      title: t('materials.confirmDelete', { name: m.name }),
      onConfirm: () => run({ call: () => deleteMaterial(m.id), success: t('materials.deleted'), fallback: t('materials.deleteFailed'), refresh: 'materials' }),
    });

  const columns: TableColumnsType<AdminMaterial> = [
    imageColumn(),
    nameColumn(),
    {
      title: t('materials.category'),
      dataIndex: 'categoryId',
      width: 160,
      render: (id: number | null) => (id ? categoryName.get(id) ?? `#${id}` : <Tag>{t('materials.multiPurpose')}</Tag>),
    },
    { title: t('materials.price'), dataIndex: 'price', width: 80, render: (price: string) => price || '—' },
    descriptionColumn(),
    statusColumn(),
    actionsColumn(3, (m) => (
      <>
        <RowAction label={t('table.editRow', { name: m.name })} icon={<EditOutlined />} disabled={opening !== null || !stylesSettled} onClick={() => void edit(m)} />
        <RowAction label={t('materials.duplicate', { name: m.name })} icon={<CopyOutlined />} onClick={() => void duplicate(m)} />
        <RowAction label={t('table.deleteRow', { name: m.name })} icon={<DeleteOutlined />} danger onClick={() => remove(m)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title={t('materials.title')}
        description={t('materials.description')}
        actions={
          <>
            {user.role === 'admin' && (
              <Button
                href="/admin/material-categories"
                icon={<TagsOutlined />}
                onClick={(e) => {
                  e.preventDefault();
                  navigate('/admin/material-categories');
                }}
              >
                {t('materials.manageCategories')}
              </Button>
            )}
            <Button type="primary" icon={<PlusOutlined />} disabled={!stylesSettled} onClick={() => setDialog({ material: null })}>
              {t('materials.add')}
            </Button>
          </>
        }
      />
      <div className="admin-filters">
        <Select<number | typeof ALL>
          id="category-filter"
          aria-label={t('materials.filterByCategory')}
          value={categoryId}
          onChange={(id) => filters.update({ categoryId: id === ALL ? undefined : String(id) })}
          options={filterOptions}
          loading={categories.isLoading}
          popupMatchSelectWidth={false}
          className="admin-filters__select"
        />
        <label className="admin-filters__item switch-row">
          <Switch checked={showInactive} onChange={(on) => filters.update({ activeOnly: on ? 'false' : 'true' })} aria-label={t('materials.showInactive')} />
          <span>{t('materials.showInactive')}</span>
        </label>
      </div>
      {[categories.error, styles.error].map((err) => err && <p key={err.message} className="field__error" role="alert">{err.message}</p>)}
      <AdminTable
        label={t('materials.tableLabel')}
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error}
        onRetry={() => void list.mutate()}
        emptyText={t('materials.empty')}
        minWidth={940}
      />
      {dialog && <MaterialDialog material={dialog.material} categories={categories.data ?? []} styles={styles.data ?? []} onClose={() => setDialog(null)} />}
    </div>
  );
}
