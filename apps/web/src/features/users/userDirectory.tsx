import type { UserSummary } from '@presently/contracts';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUserQuery, useListUsersQuery, type UsersQuery } from './usersApi';

/** The users behind names in administration screens: the first 100 of the company (org's largest page). */
const DIRECTORY_QUERY: UsersQuery = { page: 1, per_page: 100 };

/** Id → name of the company's users (empty while loading, or for roles that may not list users). */
export function useUserDirectory(): Map<number, string> {
  const { data } = useListUsersQuery(DIRECTORY_QUERY);
  return useMemo(() => new Map((data?.items ?? []).map((user) => [user.id, user.full_name])), [data]);
}

/** A user's name: from the directory, else asked for on its own; `#id` when it cannot be found out. */
export function UserName({ id }: { id: number | null | undefined }) {
  const { t } = useTranslation('admin');
  const directory = useListUsersQuery(DIRECTORY_QUERY);
  const known = id ? directory.data?.items.find((user) => user.id === id)?.full_name : undefined;
  const single = useGetUserQuery(id ?? 0, { skip: !id || known !== undefined || !directory.isSuccess });
  if (!id) return <>{t('none')}</>;
  return <>{known ?? single.data?.full_name ?? `#${id}`}</>;
}

type UserSelectValue = number | number[] | null;

interface UserSelectProps extends Omit<SelectProps<UserSelectValue>, 'options' | 'showSearch' | 'filterOption' | 'onSearch' | 'mode'> {
  multiple?: boolean;
  /** Only active users are offered (a deactivated or blocked user cannot lead or manage). */
  activeOnly?: boolean;
}

/**
 * Picks users of the company, searched on the server as the user types (`q`). Names of chosen users
 * that are not among the results stay known, so the field never shows a bare id it has seen a name for.
 */
export function UserSelect({ multiple = false, activeOnly = true, value, ...rest }: UserSelectProps) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const query: UsersQuery = { ...DIRECTORY_QUERY, ...(activeOnly ? { status: 'active' } : {}), ...(q ? { q } : {}) };
  const { data, isFetching } = useListUsersQuery(query);
  const seen = useRef(new Map<number, string>());
  for (const user of data?.items ?? []) seen.current.set(user.id, user.full_name);

  const chosen = (Array.isArray(value) ? value : value ? [value] : []).filter((id): id is number => typeof id === 'number');
  const options: { value: number; label: string }[] = (data?.items ?? []).map((user: UserSummary) => ({ value: user.id, label: user.full_name }));
  for (const id of chosen) {
    if (!options.some((option) => option.value === id)) options.push({ value: id, label: seen.current.get(id) ?? `#${id}` });
  }

  return (
    <Select<UserSelectValue>
      {...rest}
      value={value}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={isFetching}
      options={options}
      allowClear
    />
  );
}
