/**
 * The child grid of a record's view (x-entity.childGrid): a parent product's variants, or any parent's children.
 * With `combine`, the merchant picks values from each list once (Size: S M L; Colour: Navy Charcoal) and gets one
 * row per combination the parent does not have yet; each row's fields (`columns`, e.g. SKU from the pattern,
 * price, barcode, weight) and its opening stock per location are editable; Create makes them all in one request
 * (all or none), and the server's errors land on their row and cell. Cards instead of a table on a phone.
 */
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { API_URL, errorMessage, httpClient, problemOf } from '../data/dataProvider.ts';
import { formatMoney } from '../lib/money.ts';
import { entityByName, type EntityModel } from '../model.ts';
import { fetchStock } from '../stock/api.ts';
import {
  cellErrors, cellKind, combinations, comboKey, fillPattern, missingCombinations, requestRows, startingPattern,
  type GridRow, type Pick, type PickList,
} from './childGrid.ts';

type Json = Record<string, any>;

/** Whether `record` has the grid (its `when`), and the grid. */
export function childGridOf(entity: EntityModel, record: Json) {
  const grid = entity.childGrid;
  if (!grid) return undefined;
  if (grid.when && !grid.when.in.includes(String(record[grid.when.field]))) return undefined;
  return grid;
}

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

export function ChildGrid({ entity, record, viewPath }: { entity: EntityModel; record: Json; viewPath: (child: EntityModel, id: string) => string | undefined }) {
  const grid = entity.childGrid!;
  const child = entityByName(grid.entity)!;
  const combine = grid.combine;
  const listEntity = combine ? entityByName(combine.entity) : undefined;
  const session = useSession();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canCreate = can(session, 'create', child.resource!) && can(session, 'update', entity.resource!, record);
  const stockAllowed = grid.openingStock && can(session, 'update', 'stock-levels') && can(session, 'read', 'locations');
  const currency = String(record.currency ?? 'GBP');
  const nameField = child.naturalKey[0] ?? child.labelField;

  const existingQuery = useQuery({
    queryKey: [child.resource, 'children', grid.foreignKey, record.id],
    queryFn: () => dataProvider.getList(child.resource!, { filter: { [grid.foreignKey]: record.id }, pagination: { page: 1, perPage: 250 }, sort: { field: nameField, order: 'ASC' } }).then((r) => r.data as Json[]),
  });
  const listsQuery = useQuery({
    enabled: !!listEntity,
    queryKey: [listEntity?.resource, 'grid-lists'],
    queryFn: () => dataProvider.getList(listEntity!.resource!, { filter: {}, pagination: { page: 1, perPage: 100 }, sort: { field: listEntity!.defaultSort.field, order: listEntity!.defaultSort.order } }).then((r) => r.data as Json[]),
  });
  const locationsQuery = useQuery({
    enabled: stockAllowed,
    queryKey: ['locations', 'grid-locations'],
    queryFn: () => dataProvider.getList('locations', { filter: {}, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } }).then((r) => r.data as Json[]),
  });
  const existing = existingQuery.data ?? [];
  const stockQuery = useQuery({
    enabled: can(session, 'read', 'stock-levels') && existing.length > 0,
    queryKey: ['stock', 'family', record.id, existing.length],
    queryFn: () => fetchStock({ q: String(record[nameField] ?? '') }, 0, 500),
  });
  const onHand = useMemo(() => {
    const sums = new Map<string, number>();
    for (const r of stockQuery.data?.rows ?? []) sums.set(r.product_id, (sums.get(r.product_id) ?? 0) + Number(r.on_hand));
    return sums;
  }, [stockQuery.data]);

  const lists: PickList[] = useMemo(() => (listsQuery.data ?? []).map((l) => ({ id: String(l.id), name: String(l[listEntity?.labelField ?? 'name']), values: (l[combine?.valuesField ?? 'values'] ?? []) as string[] })), [listsQuery.data, listEntity, combine]);
  // The values the family already uses start picked, so "add a value" offers only what is missing.
  const used = useMemo(() => {
    const picked: Record<string, string[]> = {};
    if (!combine) return picked;
    for (const c of existing) {
      for (const p of (c[combine.field] ?? []) as Json[]) {
        const id = String(p[combine.refField]);
        picked[id] = [...new Set([...(picked[id] ?? []), String(p[combine.valueField])])];
      }
    }
    return picked;
  }, [existing, combine]);
  const [picked, setPicked] = useState<Record<string, string[]> | null>(null);
  const chosen = picked ?? used;
  const pickedLists = lists.filter((l) => (chosen[l.id] ?? []).length);
  const [patterns, setPatterns] = useState<Record<string, string>>({});
  const patternOf = (field: string) => patterns[field] ?? startingPattern(grid, field, pickedLists) ?? '';
  const [cells, setCells] = useState<Record<string, Record<string, string>>>({});
  const [stock, setStock] = useState<Record<string, Record<string, string>>>({});
  const [skipped, setSkipped] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef(newKey());

  const combos = combine ? missingCombinations(combinations(lists, chosen), existing, combine) : [];
  const columns = grid.columns.map((name) => child.fields.find((f) => f.name === name)).filter((f): f is NonNullable<typeof f> => !!f);
  const locations = locationsQuery.data ?? [];
  // A column with a pattern shows the pattern's value until the merchant types over it.
  const cellText = (key: string, combo: Pick[], column: string) => cells[key]?.[column] ?? (grid.patterns[column] ? fillPattern(patternOf(column), record[column], combo) : '');
  const change = (key: string, column: string, value: string) => {
    setCells((c) => ({ ...c, [key]: { ...c[key], [column]: value } }));
    idempotencyKey.current = newKey();
  };
  const toggle = (list: PickList, value: string) => {
    const now = chosen[list.id] ?? [];
    const next = now.includes(value) ? now.filter((v) => v !== value) : [...now, value];
    // A value the family already has stays picked: its variants exist.
    if (!next.includes(value) && (used[list.id] ?? []).includes(value)) return;
    setPicked({ ...chosen, [list.id]: next });
    idempotencyKey.current = newKey();
  };

  const toMake = combos.filter((combo) => !skipped[comboKey(combo)]);
  const create = async () => {
    setProblem(null);
    const gridRows: GridRow[] = toMake.map((combo) => {
      const key = comboKey(combo);
      return {
        combo,
        cells: Object.fromEntries([...columns.map((f) => [f.name, cellText(key, combo, f.name)]), ...Object.keys(grid.patterns).filter((f) => !grid.columns.includes(f)).map((f) => [f, fillPattern(patternOf(f), record[f], combo)])]),
        stock: stock[key] ?? {},
      };
    });
    // Patterned fields outside the columns (a variant's title) are sent as made, so the grid shows what is stored.
    const { rows, errors: local } = requestRows({ ...grid, columns: [...grid.columns, ...Object.keys(grid.patterns).filter((f) => !grid.columns.includes(f))] }, child, gridRows, currency);
    const byKey = (found: Record<string, string>) => Object.fromEntries(Object.entries(found).map(([k, v]) => {
      const [i, ...rest] = k.split('/');
      return [`${comboKey(toMake[Number(i)]!)}/${rest.join('/')}`, v];
    }));
    if (Object.keys(local).length) {
      setErrors(byKey(local));
      setProblem('Some cells need a change before the variants can be made.');
      return;
    }
    setBusy(true);
    try {
      await httpClient(`${API_URL}/${entity.resource}/${encodeURIComponent(record.id)}/children/${grid.name}`, {
        method: 'POST', body: JSON.stringify({ rows }), headers: new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey.current }),
      });
      notify(`${rows.length} ${rows.length === 1 ? grid.title.toLowerCase().replace(/s$/, '') : grid.title.toLowerCase()} made`, { type: 'success' });
      setErrors({});
      setCells({});
      setStock({});
      setSkipped({});
      setPicked(null);
      idempotencyKey.current = newKey();
      await queryClient.invalidateQueries({ queryKey: [child.resource] });
      await queryClient.invalidateQueries({ queryKey: ['stock'] });
    } catch (e) {
      const p = problemOf(e);
      setErrors(byKey(cellErrors(p?.errors ?? [], rows)));
      setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const valuesText = (c: Json) => ((c[combine?.field ?? ''] ?? []) as Json[]).map((p) => String(p[combine!.valueField])).join(', ');

  const cellInput = (key: string, combo: Pick[], f: (typeof columns)[number], rowName: string) => {
    const error = errors[`${key}/${f.name}`];
    const kind = cellKind(f);
    return (
      <TextField
        size="small"
        fullWidth
        value={cellText(key, combo, f.name)}
        onChange={(e) => change(key, f.name, e.target.value)}
        error={!!error}
        helperText={error}
        placeholder={kind === 'money' && record[f.name] != null ? formatMoney(Number(record[f.name]), currency) : kind === 'integer' && record[f.name] != null ? String(record[f.name]) : undefined}
        slotProps={{ htmlInput: { 'aria-label': `${f.title}, ${rowName}`, inputMode: kind === 'money' ? 'decimal' : kind === 'integer' || kind === 'barcode' ? 'numeric' : 'text', 'data-testid': `grid-cell-${f.name}` } }}
        sx={{ minWidth: phone ? 0 : f.name === nameField ? 180 : 110 }}
      />
    );
  };
  const stockInput = (key: string, location: Json, rowName: string) => {
    const error = errors[`${key}/stock/${location.id}`];
    return (
      <TextField
        size="small"
        fullWidth
        value={stock[key]?.[location.id] ?? ''}
        onChange={(e) => { setStock((s) => ({ ...s, [key]: { ...s[key], [location.id]: e.target.value } })); idempotencyKey.current = newKey(); }}
        error={!!error}
        helperText={error}
        placeholder="0"
        slotProps={{ htmlInput: { 'aria-label': `Opening stock at ${location.name}, ${rowName}`, inputMode: 'numeric', 'data-testid': `grid-stock-${location.code ?? location.id}` } }}
        sx={{ minWidth: phone ? 0 : 80 }}
      />
    );
  };

  return (
    <Box data-testid={`child-grid-${grid.name}`}>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {existing.length ? `${existing.length} ${grid.title.toLowerCase()}` : `No ${grid.title.toLowerCase()} yet`}
          </Typography>
          {existing.length ? (
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} data-testid="grid-existing">
              {existing.map((c) => (
                <Box component="li" key={c.id} sx={{ py: 0.75, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }} data-testid="grid-existing-row">
                  {viewPath(child, c.id) ? <Link component={RouterLink} to={viewPath(child, c.id)!} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{String(c[nameField])}</Link> : <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{String(c[nameField])}</Typography>}
                  <Typography variant="body2" color="text.secondary">{valuesText(c)}</Typography>
                  <Box sx={{ flex: 1 }} />
                  {c.retail_price != null ? <Typography variant="body2">{formatMoney(Number(c.retail_price), c.currency ?? currency)}</Typography> : null}
                  {stockQuery.data ? <Typography variant="body2" color="text.secondary" data-testid="grid-existing-stock">{onHand.get(c.id) ?? 0} in stock</Typography> : null}
                </Box>
              ))}
            </Stack>
          ) : null}
        </CardContent>
      </Card>

      {canCreate && combine ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h2">Add {grid.title.toLowerCase()}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Pick the values once; every combination the product does not have yet gets a row below.
            </Typography>
            {listsQuery.isPending ? <Typography variant="body2">Loading…</Typography> : null}
            {!listsQuery.isPending && !lists.length ? (
              <Alert severity="info">Add a variation (Size, Colour…) with its values in Settings first.</Alert>
            ) : null}
            {lists.map((list) => (
              <Box key={list.id} role="group" aria-label={list.name} sx={{ mb: 1.5 }} data-testid={`grid-list-${list.name}`}>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>{list.name}</Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  {list.values.map((value) => {
                    const on = (chosen[list.id] ?? []).includes(value);
                    const made = (used[list.id] ?? []).includes(value);
                    return (
                      <Chip
                        key={value}
                        label={value}
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        onClick={made ? undefined : () => toggle(list, value)}
                        aria-pressed={on}
                        aria-label={made ? `${value} (${grid.title.toLowerCase()} made)` : value}
                        data-testid={`grid-value-${list.name}-${value}`}
                      />
                    );
                  })}
                </Box>
              </Box>
            ))}

            {combos.length ? (
              <>
                {Object.keys(grid.patterns).filter((f) => grid.columns.includes(f)).map((field) => (
                  <TextField
                    key={field}
                    size="small"
                    label={`${child.fields.find((f) => f.name === field)?.title ?? field} pattern`}
                    value={patternOf(field)}
                    onChange={(e) => setPatterns((p) => ({ ...p, [field]: e.target.value }))}
                    helperText={`{parent} is this product's ${child.fields.find((f) => f.name === field)?.title ?? field}; ${pickedLists.map((l) => `{${l.name}}`).join(', ')} the row's values.`}
                    sx={{ mt: 1, mb: 2, maxWidth: 420, width: '100%' }}
                    slotProps={{ htmlInput: { 'data-testid': `grid-pattern-${field}` } }}
                  />
                ))}
                {phone ? (
                  <Stack spacing={1.5} data-testid="grid-cards">
                    {combos.map((combo) => {
                      const key = comboKey(combo);
                      const rowName = combo.map((p) => p.value).join(', ');
                      return (
                        <Card key={key} variant="outlined" data-testid="grid-row">
                          <CardContent sx={{ display: 'grid', gap: 1.25 }}>
                            <Box sx={{ display: 'flex', alignItems: 'center' }}>
                              <Checkbox checked={!skipped[key]} onChange={(e) => setSkipped((s) => ({ ...s, [key]: !e.target.checked }))} slotProps={{ input: { 'aria-label': `Make ${rowName}` } }} sx={{ ml: -1 }} />
                              <Typography sx={{ fontWeight: 600 }}>{rowName}</Typography>
                            </Box>
                            {errors[`${key}/row`] || errors[`${key}/${combine.field}`] ? <Alert severity="error">{errors[`${key}/row`] ?? errors[`${key}/${combine.field}`]}</Alert> : null}
                            {columns.map((f) => (
                              <Box key={f.name}>
                                <Typography variant="caption" color="text.secondary" component="div">{f.title}</Typography>
                                {cellInput(key, combo, f, rowName)}
                              </Box>
                            ))}
                            {stockAllowed && locations.length ? (
                              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
                                {locations.map((l) => (
                                  <Box key={l.id}>
                                    <Typography variant="caption" color="text.secondary" component="div">Stock at {l.name}</Typography>
                                    {stockInput(key, l, rowName)}
                                  </Box>
                                ))}
                              </Box>
                            ) : null}
                          </CardContent>
                        </Card>
                      );
                    })}
                  </Stack>
                ) : (
                  <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
                    <Table size="small" aria-label={`${grid.title} to make`}>
                      <TableHead>
                        <TableRow>
                          <TableCell padding="checkbox"><span className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Make</span></TableCell>
                          {pickedLists.map((l) => <TableCell key={l.id}>{l.name}</TableCell>)}
                          {columns.map((f) => <TableCell key={f.name}>{f.title}</TableCell>)}
                          {stockAllowed ? locations.map((l) => <TableCell key={l.id}>Stock at {l.name}</TableCell>) : null}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {combos.map((combo) => {
                          const key = comboKey(combo);
                          const rowName = combo.map((p) => p.value).join(', ');
                          const rowError = errors[`${key}/row`] ?? errors[`${key}/${combine.field}`];
                          return (
                            <TableRow key={key} data-testid="grid-row" sx={{ opacity: skipped[key] ? 0.5 : 1, verticalAlign: 'top' }}>
                              <TableCell padding="checkbox">
                                <Checkbox checked={!skipped[key]} onChange={(e) => setSkipped((s) => ({ ...s, [key]: !e.target.checked }))} slotProps={{ input: { 'aria-label': `Make ${rowName}` } }} />
                              </TableCell>
                              {pickedLists.map((l, i) => (
                                <TableCell key={l.id} sx={{ whiteSpace: 'nowrap', pt: 1.5 }}>
                                  {combo.find((p) => p.listId === l.id)?.value}
                                  {i === 0 && rowError ? <Typography variant="caption" color="error" component="div" sx={{ whiteSpace: 'normal', maxWidth: 220 }} role="alert">{rowError}</Typography> : null}
                                </TableCell>
                              ))}
                              {columns.map((f) => <TableCell key={f.name}>{cellInput(key, combo, f, rowName)}</TableCell>)}
                              {stockAllowed ? locations.map((l) => <TableCell key={l.id}>{stockInput(key, l, rowName)}</TableCell>) : null}
                            </TableRow>
                          );
                        })}
                      </TableBody>
                    </Table>
                  </TableContainer>
                )}
                {problem ? <Alert severity="error" sx={{ mt: 2 }} data-testid="grid-problem">{problem}</Alert> : null}
                <Box sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Button variant="contained" onClick={create} disabled={busy || !toMake.length} data-testid="grid-create">
                    {busy ? 'Making…' : `Create ${toMake.length} ${toMake.length === 1 ? grid.title.toLowerCase().replace(/s$/, '') : grid.title.toLowerCase()}`}
                  </Button>
                  {stockAllowed ? <Typography variant="body2" color="text.secondary">Opening stock is added to each location as the {grid.title.toLowerCase()} are made.</Typography> : null}
                </Box>
              </>
            ) : pickedLists.length ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="grid-complete">
                Every combination of the picked values is made. Pick another value to add more.
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
