/** Table columns shared by the admin pages: image thumbnail, name, description, status and row actions, titled in the staff user's language. */
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { AdminText, StatusTag, Thumb } from './bits';

interface Row {
  name: string;
  description: string;
  isActive: boolean;
}

/** 'Image': a 150 px thumbnail of `imageUrl`. */
export function imageColumn<T extends Row & { imageUrl: string }>(): TableColumnType<T> {
  return { title: <AdminText id="common.image" />, dataIndex: 'imageUrl', width: 84, render: (url: string, row) => <Thumb url={url} alt={row.name} /> };
}

/** 'Name', in bold. */
export function nameColumn<T extends Row>(): TableColumnType<T> {
  return { title: <AdminText id="common.name" />, dataIndex: 'name', width: 190, render: (name: string) => <strong className="admin-table__name">{name}</strong> };
}

/** 'Description', clamped to three lines; takes the width the other columns leave. */
export function descriptionColumn<T extends Row>(): TableColumnType<T> {
  return { title: <AdminText id="common.description" />, dataIndex: 'description', render: (text: string) => <span className="admin-table__desc">{text}</span> };
}

/** 'Status': Active / Inactive. */
export function statusColumn<T extends { isActive: boolean }>(): TableColumnType<T> {
  return { title: <AdminText id="common.status" />, dataIndex: 'isActive', width: 104, render: (active: boolean) => <StatusTag active={active} /> };
}

/** 'Actions', pinned right, wide enough for `buttons` icon buttons. */
export function actionsColumn<T>(buttons: number, render: (row: T) => ReactNode): TableColumnType<T> {
  return { title: <AdminText id="common.actions" />, key: 'actions', fixed: 'right', width: 40 * buttons + 40, render: (_, row) => <span className="row-actions">{render(row)}</span> };
}
