/**
 * A child array (an order's lines) as an editable table: one column per input field of the child entity, cells
 * with the same widgets as the form (reference autocomplete, money in the parent's currency), per-cell errors from
 * browser validation and from the server, and — when the screen computes them — each line's net, tax and gross.
 * Below the `md` breakpoint (phones, narrow tablets) each line is a card of labelled fields instead of a table row,
 * so nothing scrolls sideways; on wider screens a table too wide for its column scrolls inside its own region.
 */
import type { FieldProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { entityByName, type FieldModel } from '../model.ts';
import { fieldTitle } from '../lib/words.ts';
import { formatMoney } from '../lib/money.ts';
import { inputFields } from './buildSchema.ts';
import { MoneyInput } from './widgets/MoneyInput.tsx';
import { ReferenceInput } from './widgets/ReferenceInput.tsx';
import { currencyFrom, type SellyardFormContext } from './widgets/rjsfWidgets.tsx';

type Json = Record<string, any>;

export interface LineTotalsContext extends SellyardFormContext {
  /** Computed per line by the screen (orders), in the same order as the lines. */
  lineTotals?: Array<{ net: number; tax: number; gross: number }>;
}

/** What picking a product fills in on a line (only fields the line has, only when they are empty or follow it). */
const PRODUCT_FILL: Array<[string, string]> = [
  ['sku', 'sku'],
  ['description', 'title'],
  ['unit_price', 'retail_price'],
  ['tax_id', 'tax_id'],
];

function emptyLine(fields: FieldModel[]): Json {
  const line: Json = {};
  for (const f of fields) if (f.default !== undefined && f.default !== null) line[f.name] = f.default;
  if (fields.some((f) => f.name === 'quantity')) line.quantity = 1;
  return line;
}

export function LineItemsField(props: FieldProps) {
  const opts = (props.uiSchema?.['ui:options'] ?? {}) as { entity: string };
  const child = entityByName(opts.entity);
  const context = props.registry.formContext as LineTotalsContext;
  const lines: Json[] = Array.isArray(props.formData) ? props.formData : [];
  if (!child) return null;
  const fields = inputFields(child);
  const currency = currencyFrom(context, 'currency');
  const disabled = props.disabled || props.readonly;
  const errors = (props.errorSchema ?? {}) as Json;
  const asCards = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const title = String(props.schema.title ?? props.name);
  const showTotals = !!context.lineTotals;

  const set = (next: Json[]) => props.onChange(next, props.fieldPathId.path);
  const setCell = (i: number, name: string, value: unknown, picked?: Json) => {
    const next = lines.map((l) => ({ ...l }));
    if (value === undefined || value === '') delete next[i][name];
    else next[i][name] = value;
    const field = fields.find((f) => f.name === name);
    if (picked && field?.ref?.entity === 'product') {
      for (const [lineField, productField] of PRODUCT_FILL) {
        if (!fields.some((f) => f.name === lineField)) continue;
        const v = picked[productField];
        if (v === null || v === undefined) delete next[i][lineField];
        else next[i][lineField] = v;
      }
    }
    set(next);
  };

  /** One field of line `i`: labelled on a card; in a table, named for screen readers by column and line. */
  const cell = (f: FieldModel, line: Json, i: number, labelled: boolean) => {
    const errs: string[] = errors[i]?.[f.name]?.__errors ?? [];
    const name = `${fieldTitle(f)}, line ${i + 1}`;
    const common = {
      id: `${props.fieldPathId.$id}_${i}_${f.name}`,
      label: labelled ? fieldTitle(f) : undefined,
      ariaLabel: name,
      error: errs.length > 0,
      helperText: errs.join('; ') || undefined,
      disabled,
      size: 'small' as const,
      testId: `line-${i}-${f.name}`,
    };
    if (f.ref) {
      return <ReferenceInput {...common} entity={f.ref.entity} where={f.ref.where} value={line[f.name]} onChange={(id, rec) => setCell(i, f.name, id, rec)} />;
    }
    if (f.money) {
      return <MoneyInput {...common} value={typeof line[f.name] === 'number' ? line[f.name] : undefined} currency={currency} onChange={(v) => setCell(i, f.name, v)} />;
    }
    if (f.enum) {
      return (
        <TextField select size="small" fullWidth label={common.label} value={line[f.name] ?? ''} error={common.error} helperText={common.helperText} disabled={disabled} onChange={(e) => setCell(i, f.name, e.target.value)} slotProps={{ htmlInput: { 'data-testid': common.testId }, select: { inputProps: { 'aria-label': labelled ? undefined : name } } }}>
          {f.enum.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    const numeric = f.jsonType === 'integer' || f.jsonType === 'number';
    return (
      <TextField
        size="small"
        fullWidth
        type={numeric ? 'number' : 'text'}
        label={common.label}
        value={line[f.name] ?? ''}
        error={common.error}
        helperText={common.helperText}
        disabled={disabled}
        onChange={(e) => {
          const t = e.target.value;
          setCell(i, f.name, numeric ? (t === '' ? undefined : Number(t)) : t);
        }}
        slotProps={{ htmlInput: { 'data-testid': common.testId, 'aria-label': labelled ? undefined : name, ...(numeric ? { style: { textAlign: 'right' } } : {}) } }}
      />
    );
  };

  const width = (f: FieldModel) => (f.ref ? 220 : f.money ? 110 : f.jsonType === 'integer' ? 80 : f.name === 'description' ? 180 : 100);

  return (
    <Box sx={{ my: 2 }} data-testid={`lines-${props.name}`}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {title}
        {props.required ? ' *' : ''}
      </Typography>
      {asCards ? (
        <Stack spacing={1.5} data-testid="lines-cards">
          {lines.map((line, i) => (
            <Paper key={i} variant="outlined" sx={{ p: 1.5 }} data-testid={`line-row-${i}`} role="group" aria-label={`Line ${i + 1}`}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="subtitle2">Line {i + 1}</Typography>
                <IconButton aria-label={`Remove line ${i + 1}`} size="small" disabled={disabled} onClick={() => set(lines.filter((_l, j) => j !== i))} data-testid={`remove-line-${i}`}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Stack spacing={1.5}>{fields.map((f) => <Box key={f.name}>{cell(f, line, i, true)}</Box>)}</Stack>
              {showTotals ? (
                <Stack direction="row" spacing={2} sx={{ mt: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                  <Typography variant="body2">Net <span data-testid={`line-${i}-net`}>{formatMoney(context.lineTotals?.[i]?.net ?? 0, currency)}</span></Typography>
                  <Typography variant="body2">Tax <span data-testid={`line-${i}-tax`}>{formatMoney(context.lineTotals?.[i]?.tax ?? 0, currency)}</span></Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>Gross <span data-testid={`line-${i}-gross`}>{formatMoney(context.lineTotals?.[i]?.gross ?? 0, currency)}</span></Typography>
                </Stack>
              ) : null}
            </Paper>
          ))}
          {lines.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No lines yet.
            </Typography>
          ) : null}
        </Stack>
      ) : (
      // A table wider than its column scrolls here, not the page; focusable so a keyboard can scroll it.
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" data-testid="lines-table">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 32 }}>#</TableCell>
              {fields.map((f) => (
                <TableCell key={f.name} sx={{ minWidth: width(f) }} align={f.money || f.jsonType === 'integer' ? 'right' : 'left'}>
                  {f.title}
                  {f.required ? ' *' : ''}
                </TableCell>
              ))}
              {showTotals ? (
                <>
                  <TableCell align="right">Net</TableCell>
                  <TableCell align="right">Tax</TableCell>
                  <TableCell align="right">Gross</TableCell>
                </>
              ) : null}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={i} data-testid={`line-row-${i}`}>
                <TableCell>{i + 1}</TableCell>
                {fields.map((f) => (
                  <TableCell key={f.name} sx={{ verticalAlign: 'top' }}>
                    {cell(f, line, i, false)}
                  </TableCell>
                ))}
                {showTotals ? (
                  <>
                    <TableCell align="right" data-testid={`line-${i}-net`}>{formatMoney(context.lineTotals?.[i]?.net ?? 0, currency)}</TableCell>
                    <TableCell align="right" data-testid={`line-${i}-tax`}>{formatMoney(context.lineTotals?.[i]?.tax ?? 0, currency)}</TableCell>
                    <TableCell align="right" data-testid={`line-${i}-gross`}>{formatMoney(context.lineTotals?.[i]?.gross ?? 0, currency)}</TableCell>
                  </>
                ) : null}
                <TableCell>
                  <IconButton aria-label={`Remove line ${i + 1}`} size="small" disabled={disabled} onClick={() => set(lines.filter((_l, j) => j !== i))} data-testid={`remove-line-${i}`}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={fields.length + (showTotals ? 5 : 2)}>
                  <Typography variant="body2" color="text.secondary">
                    No lines yet.
                  </Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </Box>
      )}
      {errors.__errors?.length ? <FormHelperText error data-testid="lines-error">{errors.__errors.join('; ')}</FormHelperText> : null}
      <Button startIcon={<AddIcon />} onClick={() => set([...lines, emptyLine(fields)])} disabled={disabled} sx={{ mt: 1 }} data-testid="add-line">
        Add line
      </Button>
    </Box>
  );
}
