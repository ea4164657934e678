/**
 * A list of checkboxes where each choice explains itself: the choice's words as its label, and a line of help under
 * it (`ui:options.enumHelp`, by value), tied to the checkbox with aria-describedby so a screen reader reads it too.
 * Used for the permissions of a user: "Purchase orders — Purchase orders, ASNs, and the suppliers they are placed
 * with." Two columns where the screen is wide enough, one on a phone.
 */
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, optionId } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';

export function DescribedCheckboxesWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, value, onChange, onBlur, onFocus, options } = props;
  const enumOptions = (options.enumOptions ?? []) as Array<{ label: string; value: unknown }>;
  const help = (options.enumHelp ?? {}) as Record<string, string>;
  const selected: unknown[] = Array.isArray(value) ? value : [];
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {!hideLabel && label ? <FormLabel component="legend" required={required} sx={{ mb: 1 }}>{label}</FormLabel> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}>
        {enumOptions.map((option, index) => {
          const optId = optionId(id, index);
          const text = help[String(option.value)];
          return (
            <Box key={String(option.value)} sx={{ minWidth: 0 }}>
              <FormControlLabel
                sx={{ mr: 0 }}
                label={option.label}
                control={
                  <Checkbox
                    id={optId}
                    name={id}
                    checked={enumOptionsIsSelected(option.value as never, selected as never)}
                    disabled={disabled || readonly}
                    onChange={(e) => onChange(e.target.checked ? enumOptionsSelectValue(index, selected as never, enumOptions as never) : enumOptionsDeselectValue(index, selected as never, enumOptions as never))}
                    onBlur={() => onBlur(id, value)}
                    onFocus={() => onFocus(id, value)}
                    slotProps={{ input: { 'aria-describedby': text ? `${optId}__help` : undefined } as never }}
                  />
                }
              />
              {text ? (
                <Typography id={`${optId}__help`} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5, overflowWrap: 'anywhere' }}>
                  {text}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
