/**
 * A field offered from a list the API answers (`x-ui.options`): Xero's accounts as "200 — Sales", its tax rates,
 * its tracking categories. The list is read once per screen visit (react-query, by endpoint) and searchable. While
 * the endpoint cannot answer (Xero not connected yet, or unreachable) the field stays a text box and says why, so the
 * settings can still be saved; the API checks the value by its schema either way.
 */
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { apiFetch, errorMessage } from '../../data/dataProvider.ts';
import type { OptionsSourceModel } from '../../model.ts';
import { optionsOf, remoteOptionsKey, withCurrent, type RemoteOption } from './remoteOptions.ts';

export function RemoteOptionsWidget(props: WidgetProps) {
  const source = (props.options as { source?: OptionsSourceModel }).source!;
  const { data, error, isPending } = useQuery({
    queryKey: remoteOptionsKey(source.from),
    queryFn: async () => (await apiFetch(source.from)).json(),
    retry: false,
    staleTime: 60_000,
  });
  const testId = `field-${props.id.replace(/^root_/, '')}`;
  const value = typeof props.value === 'string' ? props.value : '';
  const disabled = props.disabled || props.readonly;
  if (error) {
    return (
      <TextField
        id={props.id}
        label={props.label}
        value={value}
        required={props.required}
        disabled={disabled}
        error={!!props.rawErrors?.length}
        fullWidth
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
        // 409: the source is not connected yet (Xero before Connect), which the screen says once above the form; any
        // other failure is this field's news.
        helperText={(error as { status?: number }).status === 409 ? 'Typed: the list comes once connected' : `Type it: the list could not be read (${errorMessage(error)})`}
        slotProps={{ htmlInput: { 'data-testid': testId, 'data-options': 'unavailable' } }}
      />
    );
  }
  const options = withCurrent(optionsOf(data, source), value);
  const selected = options.find((o) => o.value === value) ?? null;
  return (
    <Autocomplete<RemoteOption>
      id={props.id}
      options={options}
      value={selected}
      loading={isPending}
      disabled={disabled}
      autoHighlight
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      onChange={(_e, option) => props.onChange(option?.value ?? undefined)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={!!props.rawErrors?.length}
          placeholder={isPending ? 'Loading the list…' : 'Choose or type to search'}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, 'data-options': isPending ? 'loading' : 'ready' } }}
        />
      )}
    />
  );
}
