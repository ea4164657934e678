/**
 * Step 3 of List Products: the channel's own fields, once for the whole batch, as an RJSF form of the channel's
 * listing schema (the one the listing schema's if/then picks for this channel), with its rules resolved against
 * what is entered (an eBay auction offers auction durations only) and its messages shown before anything is sent:
 * the channel schema's compiled check (generated/validators/shared.ts), the code the API runs on each listing, less
 * what the batch leaves to each product.
 */
import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import Form from '@rjsf/mui';
import type { ErrorSchema } from '@rjsf/utils';
import { dropUnknownKeys, resolveConditions } from '../forms/conditions.ts';
import { CompiledFormValidator } from '../forms/compiledValidation.ts';
import { widgets } from '../forms/widgets/rjsfWidgets.tsx';
import { GridObjectTemplate } from '../forms/GridObjectTemplate.tsx';
import { batchErrors, fieldsUiSchema, type ChannelInfo } from './channels.ts';
import { CategorySearchWidget } from './CategorySearchWidget.tsx';
import { ItemSpecificsField } from './ItemSpecificsField.tsx';
import { patchedFields, type ListingFormContext } from './listingFormUi.ts';

type Json = Record<string, any>;

export interface ChannelFieldsFormHandle {
  /** Validates and shows the messages; true when the fields are valid. */
  validate(): boolean;
}

export interface ChannelFieldsFormProps {
  channel: ChannelInfo;
  /** The sales channel listed on: what the category search asks. */
  salesChannelId?: string;
  schema: Json;
  value: Json;
  onChange: (value: Json) => void;
  extraErrors?: ErrorSchema;
  disabled?: boolean;
}

const templates = { ObjectFieldTemplate: GridObjectTemplate };
const formWidgets = { ...widgets, categorySearch: CategorySearchWidget };
const fields = { itemSpecifics: ItemSpecificsField };

export const ChannelFieldsForm = forwardRef<ChannelFieldsFormHandle, ChannelFieldsFormProps>(function ChannelFieldsForm(
  { channel, salesChannelId, schema, value, onChange, extraErrors, disabled },
  ref,
) {
  // The latest fields, for a widget's patch made after a render (the category chosen from an answer that came later).
  const latest = useRef(value);
  latest.current = value;
  const listingChannel: ListingFormContext['listingChannel'] = { salesChannelId, fields: value, patch: (values) => onChange(patchedFields(latest.current, values)) };
  const form = useRef<{ validateForm(): boolean } | null>(null);
  useImperativeHandle(ref, () => ({ validate: () => form.current?.validateForm() ?? true }), []);
  const validator = useMemo(() => new CompiledFormValidator((data) => batchErrors(channel, data)), [channel]);
  const resolvedNow = resolveConditions(schema, value);
  const key = JSON.stringify(resolvedNow);
  // A new schema object only when a rule's outcome changes, so RJSF keeps its state between keystrokes.
  const resolved = useMemo(() => resolvedNow, [key]);
  const uiSchema = useMemo(() => ({ ...fieldsUiSchema(channel, resolved), 'ui:submitButtonOptions': { norender: true } }), [channel, resolved]);
  return (
    <div data-testid="channel-fields-form">
      <Form
        ref={form as never}
        schema={resolved}
        uiSchema={uiSchema}
        formData={value}
        validator={validator}
        widgets={formWidgets}
        fields={fields}
        templates={templates}
        formContext={{ formData: value, defaultCurrency: 'GBP', listingChannel }}
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        disabled={disabled}
        onChange={(e) => onChange(dropUnknownKeys(resolveConditions(schema, e.formData ?? {}), e.formData ?? {}) as Json)}
        onSubmit={() => undefined}
      />
    </div>
  );
});
