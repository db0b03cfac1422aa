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

const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', designer: 'Designer' };
const ROLE_COLORS: Record<StaffRole, string> = { admin: 'gold', editor: 'blue', designer: 'green' };
const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** Create/edit dialog. */
function UserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const run = useAdminAction();
  const onSubmit = async (values: UserFormValues) => {
    const ok = await run(
      user
        ? { call: () => putUser(user.id, userUpdateRequest(values)), success: 'User updated', fallback: 'Failed to update user', refresh: 'users' }
        : { call: () => postUser(userCreateRequest(values)), success: 'User created', fallback: 'Failed to create user', refresh: 'users' },
    );
    if (ok) onClose();
  };
  return (
    <FormDialog<UserFormValues>
      id="user-form"
      title={user ? 'Edit User' : 'Add User'}
      submitLabel={user ? 'Save Changes' : 'Create User'}
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
        <TextField name="firstName" label="First Name" autoComplete="off" />
        <TextField name="lastName" label="Last Name" autoComplete="off" />
      </div>
      <TextField name="username" label="Username" required autoComplete="off" />
      <TextField name="email" label="Email" required type="email" autoComplete="off" />
      <SelectField<StaffRole> name="role" label="Role" required options={ROLE_OPTIONS} />
      <div className="form-grid">
        <TextField
          name="password"
          label="Password"
          required={!user}
          type="password"
          autoComplete="new-password"
          help={user ? 'Leave blank to keep the current password.' : 'At least 8 characters.'}
        />
        <TextField name="confirmPassword" label="Confirm Password" required={!user} type="password" autoComplete="new-password" />
      </div>
      <SwitchField name="isActive" label="Status" />
    </FormDialog>
  );
}

/** The users page. */
export default function UsersPage() {
  const me = useAdminUser();
  const list = useUsers('Failed to fetch users');
  const run = useAdminAction();
  const confirm = useConfirmDelete();
  const [dialog, setDialog] = useState<{ user: AdminUser | null } | null>(null);
  const isMe = (u: AdminUser) => u.id === me.id;
  // a designer account's designer, linked on the Designers page
  const designers = useDesigners('Failed to fetch designers');
  const designerOf = (u: AdminUser) => (designers.data ? (designers.data.find((d) => d.staffUserId === u.id)?.displayName ?? 'Not linked: link it on the Designers page') : '');

  const remove = (u: AdminUser) =>
    confirm({
      title: `Delete the user "${u.username}"?`,
      onConfirm: () => run({ call: () => deleteUser(u.id), success: 'User deleted', fallback: 'Failed to delete user', refresh: 'users' }),
    });

  const columns: TableColumnsType<AdminUser> = [
    { title: 'Username', dataIndex: 'username', render: (name: string, u) => <strong>{name}{isMe(u) && <span className="muted"> (you)</span>}</strong> },
    { title: 'Name', key: 'name', render: (_, u) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—' },
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Role',
      dataIndex: 'role',
      render: (role: StaffRole, u) => (
        <>
          <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role] ?? role}</Tag>
          {role === 'designer' && <span className="muted">{designerOf(u)}</span>}
        </>
      ),
    },
    statusColumn(),
    actionsColumn(2, (u) => (
      <>
        <RowAction label={`Edit ${u.username}`} icon={<EditOutlined />} disabled={isMe(u)} onClick={() => setDialog({ user: u })} />
        <RowAction label={`Delete ${u.username}`} icon={<DeleteOutlined />} danger disabled={isMe(u)} onClick={() => remove(u)} />
      </>
    )),
  ];

  return (
    <div className="admin-page">
      <PageHeader
        title="Users"
        description="Staff accounts of the back office and their roles."
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ user: null })}>
            Add User
          </Button>
        }
      />
      <AdminTable
        label="Users"
        columns={columns}
        rows={list.data}
        loading={list.isLoading}
        error={list.error && new Error('Failed to load users. Please try again.', { cause: list.error })}
        onRetry={() => void list.mutate()}
        emptyText="No users found."
      />
      {dialog && <UserDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </div>
  );
}
