/**
 * The placeholders a document type can fill, as buttons: each inserts its `{{name}}` where the caret is; and how a
 * section (`{{#name}}…{{/name}}`) prints its text only when the value is there.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PLACEHOLDER_CATALOGUE, type TemplateType } from '../../../checks/template-render.ts';

export function PlaceholderPalette({ type, onInsert, disabled }: { type: TemplateType; onInsert: (token: string) => void; disabled?: boolean }) {
  return (
    <Box data-testid="placeholder-palette" role="group" aria-label="Placeholders">
      <Typography variant="subtitle2" gutterBottom>
        Placeholders
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {PLACEHOLDER_CATALOGUE[type].map((p) => (
          <Tooltip key={p.name} title={p.label}>
            <span>
              <Button
                size="small"
                variant="outlined"
                disabled={disabled}
                onClick={() => onInsert(`{{${p.name}}}`)}
                sx={{ textTransform: 'none', fontFamily: 'monospace', fontSize: 12, py: 0, minWidth: 0 }}
                data-testid={`placeholder-${p.name}`}
                aria-label={`Insert ${p.label}: {{${p.name}}}`}
              >
                {p.name}
              </Button>
            </span>
          </Tooltip>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="placeholder-sections-help">
        To print a sentence only when its value is there, wrap it in a section: {'{{#payment_method}}'}Paid by {'{{payment_method}}'}.{'{{/payment_method}}'}
      </Typography>
    </Box>
  );
}
