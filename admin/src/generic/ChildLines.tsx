/**
 * A record's child rows on its view (an order's, a purchase order's, a return's lines — any entity with
 * `children`): a table on wide screens, and below the `md` breakpoint (phones, narrow tablets) a card per line
 * with each field labelled, as the form's line items (forms/LineItemsField.tsx), so nothing scrolls sideways.
 */
import { RecordContextProvider } from 'react-admin';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { childEntity, type EntityModel, type FieldModel } from '../model.ts';
import { FieldValue } from './FieldValue.tsx';

type Json = Record<string, any>;

const numeric = (f: FieldModel) => !!f.money || f.jsonType === 'integer' || f.jsonType === 'number';

export function ChildLines({ entity, field, rows, parent }: { entity: EntityModel; field: FieldModel; rows: Json[]; parent: Json }) {
  const asCards = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const child = childEntity(entity, field.name);
  if (!child) return null;
  const cols = child.fields.filter((f) => !f.system && !f.ui?.hidden && f.name !== child.childOf?.foreignKey && f.name !== 'position');
  const value = (c: FieldModel, row: Json) => (
    <RecordContextProvider value={row}>
      <FieldValue field={c} record={row} entity={child} parent={parent} />
    </RecordContextProvider>
  );
  return (
    <Box sx={{ mt: 2 }} data-testid={`view-${field.name}`}>
      <Typography variant="subtitle1" gutterBottom>
        {field.title}
      </Typography>
      {asCards ? (
        <Stack spacing={1.5} data-testid="view-lines-cards">
          {rows.map((row, i) => (
            <Paper key={row.id ?? i} variant="outlined" sx={{ p: 1.5 }} data-testid={`view-line-${i}`} role="group" aria-label={`Line ${i + 1}`}>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                Line {i + 1}
              </Typography>
              {/* Label and value side by side, both left-aligned (a list, not a column of figures); long values wrap. */}
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, 40%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5 }}>
                {cols.map((c) => (
                  <Box key={c.name} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.title}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, fontSize: 14, overflowWrap: 'anywhere' }} data-testid={`view-line-${i}-${c.name}`}>
                      {value(c, row)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
          {rows.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No lines.
            </Typography>
          ) : null}
        </Stack>
      ) : (
        // A table wider than its column scrolls here; focusable so a keyboard can scroll it.
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={field.title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                {cols.map((c) => (
                  <TableCell key={c.name} align={numeric(c) ? 'right' : 'left'}>
                    {c.title}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={row.id ?? i} data-testid={`view-line-${i}`}>
                  <TableCell>{i + 1}</TableCell>
                  {cols.map((c) => (
                    <TableCell key={c.name} align={numeric(c) ? 'right' : 'left'} data-testid={`view-line-${i}-${c.name}`}>
                      {value(c, row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
