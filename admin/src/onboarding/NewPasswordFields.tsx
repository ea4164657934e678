/**
 * The "choose a password" pair (the password and its repeat) of every page that sets one: accepting an invitation
 * and a password reset. One place for the policy hint, the autocomplete hints password managers read, and how a
 * field's error reads.
 */
import TextField from '@mui/material/TextField';
import { checkPassword, PASSWORD_MIN_LENGTH } from '../../../checks/password-policy.ts';
import type { FieldMessages } from './api.ts';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** `password` and `confirm` messages, each the end of a sentence ("is too short"). */
  errors: FieldMessages;
  /** The two fields' labels: the page says whether the password is new. */
  labels: { password: string; confirm: string };
  /** The two inputs' test ids. */
  testIds: { password: string; confirm: string };
}

/** What is wrong with the pair before it is sent: the password policy, and the repeat matching (empty: nothing). */
export function newPasswordProblems(password: string, confirm: string): FieldMessages {
  const found: FieldMessages = {};
  if (!password) found.password = 'is required';
  else {
    const weak = checkPassword(password);
    if (weak) found.password = weak;
  }
  if (password && confirm !== password) found.confirm = 'does not match the password';
  return found;
}

export function NewPasswordFields({ password, confirm, onPassword, onConfirm, errors, labels, testIds }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password ? `Password ${errors.password}` : `At least ${PASSWORD_MIN_LENGTH} characters; not your email, not a common password.`}
        fullWidth
        margin="normal"
        required
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': testIds.password } }}
      />
      <TextField
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={!!errors.confirm}
        helperText={errors.confirm ? `The repeated password ${errors.confirm}` : ' '}
        fullWidth
        margin="normal"
        required
        slotProps={{ htmlInput: { 'data-testid': testIds.confirm } }}
      />
    </>
  );
}
