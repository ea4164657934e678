/** What every one of Sellyard's form inputs (money, reference, date) takes besides its value. */
export interface FieldInputProps {
  id: string;
  label?: string;
  /** The input's accessible name where no label is shown (a cell of a table whose column header names it). */
  ariaLabel?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  /** `data-testid` of the input element. */
  testId?: string;
}
