import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionFeedback, useConfirm } from './actionFeedback';
import { PageHeading } from './PageHeading';
import { LoadError } from './QueryState';
import { useTablePagination } from './tablePagination';

/** The item whose dialog is open: one to edit, a new one, or none. */
export type Editing<T> = T | 'new' | null;

/** Translation keys (namespace `admin`) of a CRUD table; the delete texts get `{ name }`. */
export interface CrudTexts {
  add: string;
  edit: string;
  deleteTitle: string;
  deleteBody: string;
  deleted: string;
}

/** The usual keys under `prefix`: `add`, `edit`, `deleteTitle`, `deleteBody`, `deleted`. */
export function crudTexts(prefix: string): CrudTexts {
  return {
    add: `${prefix}.add`,
    edit: `${prefix}.edit`,
    deleteTitle: `${prefix}.deleteTitle`,
    deleteBody: `${prefix}.deleteBody`,
    deleted: `${prefix}.deleted`,
  };
}

interface ActionsColumnOptions<T> {
  /** False disables the delete button (e.g. a default item). */
  canDelete?: (item: T) => boolean;
  /** Buttons before Edit. */
  before?: (item: T) => ReactNode;
  width?: number;
  wrap?: boolean;
}

interface CrudOptions<T> {
  texts: CrudTexts;
  /** Deletes the item once confirmed; resolves to the RTK Query result, or null when it was called off. */
  remove: (item: T) => Promise<{ error?: unknown } | null>;
  /** The item's `{ name }` in the delete texts; its `name` when omitted. */
  nameOf?: (item: T) => string;
}

const nameProperty = (item: object): string => ('name' in item && typeof item.name === 'string' ? item.name : '');

/**
 * What administration tables share: the pager, the add / edit dialog's state and texts, and an
 * Edit / Delete column whose delete asks first and reports the result.
 */
export function useCrudTable<T extends object>({ texts, remove, nameOf = nameProperty }: CrudOptions<T>) {
  const { t } = useTranslation('admin');
  const pagination = useTablePagination();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const [editing, setEditing] = useState<Editing<T>>(null);

  const onDelete = async (item: T) => {
    const name = nameOf(item);
    const ok = await confirm({ title: t(texts.deleteTitle), content: t(texts.deleteBody, { name }), okText: t('actions.delete') });
    if (!ok) return;
    const result = await remove(item);
    if (result) feedback(result, t(texts.deleted, { name }));
  };

  const actionsColumn = ({ canDelete, before, width, wrap }: ActionsColumnOptions<T> = {}): ColumnType<T> => ({
    key: 'actions',
    title: t('actions.title'),
    ...(width === undefined ? {} : { width }),
    render: (_value, item) => (
      <Space size={0} wrap={wrap}>
        {before?.(item)}
        <Button type="link" size="small" onClick={() => setEditing(item)}>
          {t('actions.edit')}
        </Button>
        <Button type="link" size="small" danger disabled={canDelete ? !canDelete(item) : undefined} onClick={() => void onDelete(item)}>
          {t('actions.delete')}
        </Button>
      </Space>
    ),
  });

  return {
    pagination,
    editing,
    setEditing,
    actionsColumn,
    addLabel: t(texts.add),
    /** Props of the add / edit `FormDialog` that every CRUD table shares. */
    dialogProps: {
      title: editing === 'new' ? t(texts.add) : t(texts.edit),
      successMessage: t('saved'),
      onClose: () => setEditing(null),
    },
  };
}

/** An add button with a plus icon; `primary` in a page's title row. */
export function AddButton({ label, onClick, primary = false }: { label: string; onClick: () => void; primary?: boolean }) {
  return (
    <Button type={primary ? 'primary' : undefined} icon={<PlusOutlined />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** A page's heading with its add button beside it (none without `onAdd`: the user may not add). */
export function PageTitleWithAdd({ titleKey, addLabel, onAdd }: { titleKey: string; addLabel: string; onAdd?: () => void }) {
  return (
    <div className="page-title-row">
      <PageHeading titleKey={titleKey} />
      {onAdd ? <AddButton primary label={addLabel} onClick={onAdd} /> : null}
    </div>
  );
}

interface ListQuery<T> {
  data?: T[];
  error?: unknown;
  isFetching: boolean;
}

/** A table of a list query's rows (keyed by `id`), with the query's load error above it. */
export function QueryTable<T extends { id: number }>({ query, ...props }: { query: ListQuery<T> } & Omit<TableProps<T>, 'dataSource' | 'loading' | 'rowKey'>) {
  return (
    <>
      {query.error ? <LoadError error={query.error} /> : null}
      <Table<T> rowKey="id" dataSource={query.data ?? []} loading={query.isFetching} {...props} />
    </>
  );
}
