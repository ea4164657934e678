import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { currencyDigits, parseMoney, toDecimal } from '../../lib/money.ts';
import type { FieldInputProps } from './fieldInputProps.ts';

export interface MoneyInputProps extends FieldInputProps {
  /** Integer minor units. */
  value: number | undefined;
  currency: string;
  onChange: (minor: number | undefined) => void;
}

/**
 * An amount typed as a decimal in the record's currency (GBP 2 places, JPY 0, BHD 3) and kept as integer minor
 * units. Text that is not an amount keeps the field in error until fixed, and is not passed on.
 */
export function MoneyInput(props: MoneyInputProps) {
  const { value, currency, onChange } = props;
  const [text, setText] = useState(value === undefined ? '' : toDecimal(value, currency));
  const [bad, setBad] = useState(false);
  const last = useRef<number | undefined>(value);
  const lastCurrency = useRef(currency);

  // Follow outside changes (a product picked, a reload, a new currency), not our own keystrokes.
  useEffect(() => {
    if (value !== last.current || currency !== lastCurrency.current) {
      last.current = value;
      lastCurrency.current = currency;
      setText(value === undefined ? '' : toDecimal(value, currency));
      setBad(false);
    }
  }, [value, currency]);

  const digits = currencyDigits(currency);
  return (
    <TextField
      id={props.id}
      label={props.label}
      size={props.size}
      value={text}
      required={props.required}
      disabled={props.disabled}
      error={props.error || bad}
      helperText={bad ? `Enter an amount with at most ${digits} decimal place${digits === 1 ? '' : 's'}` : props.helperText}
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        const minor = parseMoney(t, currency);
        if (minor !== undefined && Number.isNaN(minor)) {
          setBad(true);
          return;
        }
        setBad(false);
        last.current = minor;
        onChange(minor);
      }}
      onBlur={() => {
        if (!bad && last.current !== undefined) setText(toDecimal(last.current, currency));
      }}
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'data-testid': props.testId ?? `money-${props.id}`, 'aria-label': props.label ? undefined : props.ariaLabel, style: { textAlign: 'right' } },
      }}
    />
  );
}
