/**
 * RJSF object template laying fields out on a grid: two per row at the top level (three inside nested objects such
 * as addresses); objects, arrays and text areas take a whole row.
 */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, schema, uiSchema, fieldPathId } = props;
  const nested = fieldPathId.path.length > 0;
  const sizeOf = (name: string) => {
    const s = (schema.properties?.[name] ?? {}) as { type?: string | string[] };
    const ui = (uiSchema?.[name] ?? {}) as Record<string, unknown>;
    const wide = s.type === 'object' || s.type === 'array' || ui['ui:widget'] === 'textarea' || ui['ui:widget'] === 'checkboxes' || ui['ui:field'];
    return wide ? { xs: 12 } : nested ? { xs: 12, sm: 6, md: 4 } : { xs: 12, md: 6 };
  };
  return (
    <>
      {nested && title ? (
        <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 500 }}>
          {title}
          {props.required ? ' *' : ''}
        </Typography>
      ) : null}
      {nested && description ? (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      ) : null}
      <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ mt: nested ? 0.5 : 0 }}>
        {properties.map((p) => (p.hidden ? p.content : <Grid key={p.name} size={sizeOf(p.name)}>{p.content}</Grid>))}
      </Grid>
    </>
  );
}
