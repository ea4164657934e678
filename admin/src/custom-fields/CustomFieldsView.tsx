/** The account's custom fields of a record, read-only (the view screen); nothing when the entity has none. */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { EntityModel } from '../model.ts';
import { CUSTOM_FIELDS, customText } from './customFields.ts';
import { useCustomFields } from './useCustomFields.ts';

type Json = Record<string, any>;

export function CustomFieldsView({ entity, record, meta }: { entity: EntityModel; record: Json; meta?: { ownAccount?: boolean } }) {
  const { definitions } = useCustomFields(entity, record, meta);
  if (!definitions.length) return null;
  return (
    <Box sx={{ mt: 3 }} data-testid="view-custom-fields">
      <Typography variant="subtitle1" gutterBottom>
        Custom fields
      </Typography>
      <Grid container spacing={2}>
        {definitions.map((d) => (
          <Grid key={d.key} size={{ xs: 12, sm: 6, md: 4 }} data-testid={`field-${CUSTOM_FIELDS}.${d.key}`}>
            <Typography variant="caption" color="text.secondary" component="div">
              {d.label}
            </Typography>
            <Box sx={{ fontSize: 14 }}>
              {d.type === 'URL' && record[CUSTOM_FIELDS]?.[d.key] ? (
                <a href={String(record[CUSTOM_FIELDS][d.key])} target="_blank" rel="noreferrer noopener">
                  {String(record[CUSTOM_FIELDS][d.key])}
                </a>
              ) : (
                customText(d, record[CUSTOM_FIELDS]?.[d.key]) || '—'
              )}
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
