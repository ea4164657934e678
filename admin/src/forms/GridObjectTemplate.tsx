/**
 * RJSF object template laying fields out on a grid. At the top of an entity's form the fields come in the groups
 * of the schema (`x-entity.form.groups`: a heading, an optional line under it) and each takes the share of a row
 * its width says (layout.ts: `x-ui.width`, else half for short fields and the whole row for long text, lists and
 * objects); phones get one column. Nested objects (addresses) put three short fields a row on desktops.
 */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { entityByName } from '../model.ts';
import { formLayout, GRID_SIZE, widthOf } from './layout.ts';

type Json = Record<string, any>;

/** What the form tells its templates: the entity whose layout the top level follows. */
export interface LayoutFormContext {
  entityName?: string;
}

export function GridObjectTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, schema, uiSchema, fieldPathId, registry } = props;
  const nested = fieldPathId.path.length > 0;
  const entity = nested ? undefined : entityByName((registry.formContext as LayoutFormContext | undefined)?.entityName);
  const sizeOf = (name: string) => {
    const s = (schema.properties?.[name] ?? {}) as { type?: string | string[] };
    const ui = (uiSchema?.[name] ?? {}) as Json;
    const field = entity?.fields.find((f) => f.name === name);
    if (field) return GRID_SIZE[widthOf(field, ui)];
    const wide = s.type === 'object' || s.type === 'array' || ui['ui:widget'] === 'textarea' || ui['ui:widget'] === 'checkboxes' || ui['ui:widget'] === 'describedCheckboxes' || ui['ui:widget'] === 'richtext' || ui['ui:field'] || (ui['ui:options'] as Json | undefined)?.width === 'full';
    return wide ? { xs: 12 } : nested ? { xs: 12, sm: 6, md: 4 } : { xs: 12, sm: 6 };
  };
  const byName = new Map(properties.map((p) => [p.name, p]));
  const grid = (names: string[]) => (
    <Grid container columnSpacing={2} rowSpacing={0.5} sx={{ mt: nested ? 0.5 : 0 }}>
      {names.map((name) => {
        const p = byName.get(name)!;
        return p.hidden ? p.content : <Grid key={p.name} size={sizeOf(p.name)}>{p.content}</Grid>;
      })}
    </Grid>
  );
  if (entity) {
    const groups = formLayout(entity, properties.map((p) => p.name));
    return (
      <>
        {groups.map((group, i) => {
          const visible = group.fields.some((name) => !byName.get(name)!.hidden);
          // A group that is one list or object titled as the group (Addresses) shows its own title: not twice.
          const only = group.fields.length === 1 ? entity.fields.find((f) => f.name === group.fields[0]) : undefined;
          const headed = !!group.title && !(only && (only.jsonType === 'array' || only.jsonType === 'object') && only.title === group.title);
          const headingId = `form-group-${group.name}`;
          return (
            <Box
              key={group.name || i}
              component={headed ? 'section' : 'div'}
              aria-labelledby={headed && visible ? headingId : undefined}
              sx={{ mt: i && visible ? 3 : 0 }}
              data-testid={group.title ? `form-group-${group.name}` : undefined}
            >
              {headed && visible ? (
                <Box sx={{ mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {group.title}
                  </Typography>
                  {group.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {group.description}
                    </Typography>
                  ) : null}
                </Box>
              ) : null}
              {grid(group.fields)}
            </Box>
          );
        })}
      </>
    );
  }
  // An item of a list (a barcode, a variation value) is its own card under the list's title: RJSF would title it
  // "Variation values-1 *" (the list's title, a dash and its position), which reads as a broken label.
  const listItem = typeof fieldPathId.path[fieldPathId.path.length - 1] === 'number';
  return (
    <>
      {nested && title && !listItem ? (
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
      {grid(properties.map((p) => p.name))}
    </>
  );
}
