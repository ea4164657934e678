/** RJSF widget of `richtext` fields: the label, then the editor, loaded lazily with Tiptap (RichTextEditor). */
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';

const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

export function RichTextWidget(props: WidgetProps) {
  const labelId = `${props.id}-label`;
  return (
    <div style={{ marginTop: 8, marginBottom: 4 }}>
      <FormLabel id={labelId} htmlFor={props.id} required={props.required} error={!!props.rawErrors?.length} sx={{ display: 'block', mb: 0.5, fontSize: 14 }}>
        {props.label}
      </FormLabel>
      <Suspense fallback={<LinearProgress aria-label={`Loading the ${props.label} editor`} />}>
        <RichTextEditor
          id={props.id}
          label={props.label}
          value={typeof props.value === 'string' ? props.value : undefined}
          onChange={(html) => props.onChange(html)}
          disabled={props.disabled || props.readonly}
          error={!!props.rawErrors?.length}
          describedBy={`${props.id}__help`}
        />
      </Suspense>
    </div>
  );
}
