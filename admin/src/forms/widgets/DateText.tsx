/**
 * A date typed in the account's format (DD/MM/YYYY by default, from General Settings), never the browser's own
 * date picker, whose order follows the browser's language rather than the business. The value is `YYYY-MM-DD`;
 * what is being typed stays as typed until it is a real date.
 */
import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { datePlaceholder, formatDate, parseDate } from '../../lib/dates.ts';
import type { FieldInputProps } from './fieldInputProps.ts';

export interface DateTextProps extends FieldInputProps {
  /** `YYYY-MM-DD`, or empty. */
  value: string | undefined;
  /** The date, `undefined` when emptied; `invalid` is the text when it is not a date (the form shows the error). */
  onChange: (value: string | undefined, invalid?: string) => void;
}

export function DateText({ id, label, ariaLabel, value, onChange, required, disabled, error, helperText, size, testId }: DateTextProps) {
  const [text, setText] = useState(() => formatDate(value));
  // A value set from outside (reset, another field) shows in the account's format.
  useEffect(() => {
    if (parseDate(text) !== (value || null)) setText(formatDate(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const typedWrong = text.trim() !== '' && parseDate(text) === null;
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      size={size}
      required={required}
      disabled={disabled}
      fullWidth
      placeholder={datePlaceholder()}
      error={error || typedWrong}
      helperText={typedWrong ? `Write the date as ${datePlaceholder()}` : helperText}
      onChange={(e) => {
        setText(e.target.value);
        const date = parseDate(e.target.value);
        if (e.target.value.trim() === '') onChange(undefined);
        else if (date) onChange(date);
        else onChange(undefined, e.target.value);
      }}
      slotProps={{ htmlInput: { 'data-testid': testId ?? `date-${id}`, inputMode: 'numeric', autoComplete: 'off', 'aria-label': label ? undefined : ariaLabel } }}
    />
  );
}
