import { Select } from 'antd';

export interface FilterSelectProps<V> {
  /** Placeholder and accessible name. */
  label: string;
  options: { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
  value?: V;
  /** Search the options by their labels (long lists, e.g. users). */
  searchable?: boolean;
  loading?: boolean;
}

/** A clearable select above a table, named by its placeholder. */
export function FilterSelect<V extends string | number>({ label, options, onChange, value, searchable = false, loading }: FilterSelectProps<V>) {
  return (
    <Select<V>
      allowClear
      {...(searchable ? { showSearch: true, optionFilterProp: 'label' } : {})}
      className="table-filters__select"
      placeholder={label}
      aria-label={label}
      loading={loading}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
