/**
 * A child array (an order's lines) as an editable table: one column per input field of the child entity, cells
 * with the same widgets as the form (reference autocomplete, money in the parent's currency), per-cell errors from
 * browser validation and from the server, and — when the screen computes them — each line's net, tax and gross.
 */
import type { FieldProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
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

  const cell = (f: FieldModel, line: Json, i: number) => {
    const errs: string[] = errors[i]?.[f.name]?.__errors ?? [];
    const common = {
      id: `${props.fieldPathId.$id}_${i}_${f.name}`,
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
        <TextField select size="small" fullWidth value={line[f.name] ?? ''} error={common.error} helperText={common.helperText} disabled={disabled} onChange={(e) => setCell(i, f.name, e.target.value)} slotProps={{ htmlInput: { 'data-testid': common.testId } }}>
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
        value={line[f.name] ?? ''}
        error={common.error}
        helperText={common.helperText}
        disabled={disabled}
        onChange={(e) => {
          const t = e.target.value;
          setCell(i, f.name, numeric ? (t === '' ? undefined : Number(t)) : t);
        }}
        slotProps={{ htmlInput: { 'data-testid': common.testId, ...(numeric ? { style: { textAlign: 'right' } } : {}) } }}
      />
    );
  };

  const width = (f: FieldModel) => (f.ref ? 260 : f.money ? 130 : f.jsonType === 'integer' ? 90 : f.name === 'description' ? 200 : 120);

  return (
    <Box sx={{ my: 2 }} data-testid={`lines-${props.name}`}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {props.schema.title ?? props.name}
        {props.required ? ' *' : ''}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="lines-table" sx={{ minWidth: showTotals ? 1250 : 1000 }}>
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
                    {cell(f, line, i)}
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
      {errors.__errors?.length ? <FormHelperText error data-testid="lines-error">{errors.__errors.join('; ')}</FormHelperText> : null}
      <Button startIcon={<AddIcon />} onClick={() => set([...lines, emptyLine(fields)])} disabled={disabled} sx={{ mt: 1 }} data-testid="add-line">
        Add line
      </Button>
    </Box>
  );
}
