/** A react-admin input (filters) for a date typed in the account's format; the filter value is `YYYY-MM-DD`. */
import { useInput } from 'react-admin';
import { DateText } from '../forms/widgets/DateText.tsx';

export function AccountDateInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const { field, id } = useInput({ source });
  return (
    <DateText
      id={id}
      label={label}
      size="small"
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : undefined}
      // An unfinished date filters nothing yet.
      onChange={(date) => field.onChange(date ?? null)}
      testId={`filter-${source}`}
    />
  );
}
