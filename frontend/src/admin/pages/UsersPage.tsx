/**
 * /admin/users (docs/product.md §2 'Users', admin only): table (Username, Name, Email, Role badge, Status badge,
 * Actions) with create, edit and delete; the signed-in user's own row cannot be edited or deleted.
 * Create needs a password of 8+ that matches; on edit the password is optional and omitted when blank.
 * A designer account's role badge names the designer linked to it (the link is set on the Designers page).
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { STAFF_ROLES, type StaffRole, type AdminUser } from '@cabinetry/shared/contracts';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { TextField } from '../../components/TextField';
import { useAdminUser } from '../adminContext';
import { AdminTable } from '../components/AdminTable';
import { actionsColumn, statusColumn } from '../components/columns';
import { PageHeader, RowAction } from '../components/bits';
import { SelectField, SwitchField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { deleteUser, postUser, putUser, useUsers } from '../api/identity';
import { useDesigners } from '../api/scheduling';
import { NEW_USER, userCreateRequest, userErrors, type UserFormValues, userUpdateRequest } from '../lib/forms';
import { useAdminAction } from '../useAdminAction';
import { useConfirmDelete } from '../useConfirmDelete';
import { useAdminTranslation } from '../i18n/adminI18n';

const ROLE_COLORS: Record<StaffRole, string> = { admin: 'gold', editor: 'blue', designer: 'green' };

/** Create/edit dialog. */
function UserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const run = useAdminAction();
  const { t } = useAdminTranslation();
  const onSubmit = async (values: UserFormValues) => {
    const ok = await run(
      user
        ? { call: () => putUser(user.id, userUpdateRequest(values)), success: t('users.updated'), fallback: t('users.updateFailed'), refresh: 'users' }
        : { call: () => postUser(userCreateRequest(values)), success: t('users.created'), fallback: t('users.createFailed'), refresh: 'users' },
    );
    if (ok) onClose();
  };
  return (
    <FormDialog<UserFormValues>
      id="user-form"
      title={user ? t('users.editTitle') : t('users.addTitle')}
      submitLabel={user ? t('dialogs.saveChanges') : t('users.create')}
      initialValues={
        user
          ? { ...NEW_USER, username: user.username, email: user.email, firstName: user.firstName ?? '', lastName: user.lastName ?? '', role: user.role, isActive: user.isActive }
          : NEW_USER
      }
      validate={(v) => userErrors({ ...NEW_USER, ...v }, !!user)}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="form-grid">
        <TextField name="firstName" label={t('users.firstName')} autoComplete="off" />
        <TextField name="lastName" label={t('users.lastName')} autoComplete="off" />
      </div>
      <TextField name="username" label={t('users.username')} required autoComplete="off" />
      <TextField name="email" label={t('common.email')} required type="email" autoComplete="off" />
      <SelectField<StaffRole> name="role" label={t('users.role')} required options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
      <div className="form-grid">
        <TextField
          name="password"
          label={t('users.password')}
          required={!user}
          type="password"
          autoComplete="new-password"
          help={user ? t('users.passwordKeep') : t('users.passwordMin')}
        />
        <TextField name="confirmPassword" label={t('users.confirmPassword')} required={!user} type="password" autoComplete="new-password" />
      </div>
      <SwitchField name="isActive" label={t('common.status')} />
    </FormDialog>
  );
}

/** The users page. */
export default function UsersPage() {
  const me = useAdminUser();
  const { t } = useAdminTranslation();
  const list = useUsers(t('users.fetchFailed'));
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const [dialog, setDialog] = useState<{ user: AdminUser | null } | null>(null);
  const isMe = (u: AdminUser) => u.id === me.id;
  // a designer account's designer, linked on the Designers page
  const designers = useDesigners(t('users.designersFetchFailed'));
  const designerOf = (u: AdminUser) => (designers.data ? (designers.data.find((d) => d.staffUserId === u.id)?.displayName ?? t('users.notLinked')) : '');

  const remove = (u: AdminUser) =>
    confirm({
      title: t('users.confirmDelete', { name: u.username }),
      onConfirm: () => run({ call: () => deleteUser(u.id), success: t('users.deleted'), fallback: t('users.deleteFailed'), refresh: 'users' }),
    });

  const columns: TableColumnsType<AdminUser> = [
    { title: t('users.username'), dataIndex: 'username', render: (name: string, u) => <strong>{name}{isMe(u) && <span className="muted"> {t('users.you')}</span>}</strong> },
    { title: t('common.name'), key: 'name', render: (_, u) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—' },
    { title: t('common.email'), dataIndex: 'email' },
    {
      title: t('users.role'),
      dataIndex: 'role',
      render: (role: StaffRole, u) => (
        <>
          <Tag color={ROLE_COLORS[role]}>{STAFF_ROLES.includes(role) ? t(`roles.${role}`) : role}</Tag>
          {role === 'designer' && <span className="muted">{designerOf(u)}</span>}
        </>
      ),
    },
    statusColumn(),
    actionsColumn(2, (u) => (
      <>
        <RowAction label={t('table.editRow', { name: u.username })} icon={<EditOutlined />} disabled={isMe(u)} onClick={() => setDialog({ user: u })} />
        <RowAction label={t('table.deleteRow', { name: u.username })} icon={<DeleteOutlined />} danger disabled={isMe(u)} onClick={() => remove(u)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ user: null })}>
            {t('users.add')}
          </Button>
        }
      />
      <AdminTable
        label={t('users.tableLabel')}
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error && new Error(t('users.loadFailed'), { cause: list.error })}
        onRetry={() => void list.mutate()}
        emptyText={t('users.empty')}
      />
      {dialog && <UserDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </div>
  );
}
