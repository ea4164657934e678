/**
 * Sellyard's RJSF widgets: references (autocomplete over the referenced resource), money (minor units), and code
 * pickers (countries, currencies, languages, time zones: `x-format`), and choices an endpoint answers (`x-ui.options`).
 */
import type { WidgetProps } from '@rjsf/utils';
import { MoneyInput } from './MoneyInput.tsx';
import { ReferenceInput } from './ReferenceInput.tsx';
import { DateText } from './DateText.tsx';
import { RichTextWidget } from './RichTextWidget.tsx';
import { CodePickerWidget } from './CodePicker.tsx';
import { DescribedCheckboxesWidget } from './DescribedCheckboxes.tsx';
import { RemoteOptionsWidget } from './RemoteOptionsWidget.tsx';

export interface SellyardFormContext {
  /** The whole form's live data (a money field reads its currency field from it). */
  formData: Record<string, any>;
  /** Currency when the record names none yet (the account's). */
  defaultCurrency: string;
}

export function currencyFrom(context: SellyardFormContext | undefined, field: string | undefined): string {
  const c = field ? context?.formData?.[field] : undefined;
  return typeof c === 'string' && /^[A-Z]{3}$/.test(c) ? c : context?.defaultCurrency ?? 'GBP';
}

export function ReferenceWidget(props: WidgetProps) {
  const opts = props.options as { entity: string; where?: Record<string, unknown> };
  return (
    <ReferenceInput
      id={props.id}
      label={props.label}
      entity={opts.entity}
      where={opts.where}
      value={props.value || undefined}
      onChange={(id) => props.onChange(id)}
      required={props.required}
      disabled={props.disabled || props.readonly}
      error={!!props.rawErrors?.length}
      testId={`field-${props.id.replace(/^root_/, '')}`}
    />
  );
}

export function MoneyWidget(props: WidgetProps) {
  const opts = props.options as { currencyField?: string };
  const context = props.registry.formContext as SellyardFormContext | undefined;
  return (
    <MoneyInput
      id={props.id}
      label={props.label}
      value={typeof props.value === 'number' ? props.value : undefined}
      currency={currencyFrom(context, opts.currencyField)}
      onChange={(v) => props.onChange(v)}
      required={props.required}
      disabled={props.disabled || props.readonly}
      error={!!props.rawErrors?.length}
      testId={`field-${props.id.replace(/^root_/, '')}`}
    />
  );
}

/** `format: date` fields: typed in the account's date format (replaces RJSF's browser date picker). */
export function AccountDateWidget(props: WidgetProps) {
  return (
    <DateText
      id={props.id}
      label={props.label}
      value={typeof props.value === 'string' ? props.value : undefined}
      // Text that is not a date stays in the form as typed, so the schema's `format: date` check names the field.
      onChange={(date, invalid) => props.onChange(date ?? invalid)}
      required={props.required}
      disabled={props.disabled || props.readonly}
      error={!!props.rawErrors?.length}
      testId={`field-${props.id.replace(/^root_/, '')}`}
    />
  );
}

export const widgets = { reference: ReferenceWidget, money: MoneyWidget, DateWidget: AccountDateWidget, richtext: RichTextWidget, code: CodePickerWidget, describedCheckboxes: DescribedCheckboxesWidget, remoteOptions: RemoteOptionsWidget };
