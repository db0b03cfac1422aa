/** The list pages' filters (leads, board): a labelled, clearable select, and its options from ids. */
import { Select } from 'antd';

/** Select options of ids, each worded by `label`. */
export const toOptions = (ids: readonly string[], label: (id: string) => string) => ids.map((id) => ({ value: id, label: label(id) }));

/** A labelled, clearable filter select whose 'nothing chosen' text is `placeholder`. */
export function FilterSelect({ label, placeholder, value, options, onChange }: {
  label: string;
  placeholder: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Select
      aria-label={label}
      className="leads-filters__select"
      placeholder={placeholder}
      allowClear
      value={value}
      options={options}
      onChange={(v: string | undefined) => onChange(v ?? undefined)}
    />
  );
}
