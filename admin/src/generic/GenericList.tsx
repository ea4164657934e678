/**
 * The generic list of any ready entity: server-side sort and pagination, filters from the schema (search, enums
 * as selects, references as autocompletes, booleans, date and money ranges), a column chooser, bulk delete where
 * the rules allow it, and CSV export of the filtered rows. Row actions link to the screens the manifest names.
 */
import { Link as RouterLink } from 'react-router-dom';
import {
  AutocompleteInput,
  BulkDeleteWithConfirmButton,
  ColumnsButton,
  DataTable,
  DateInput,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import type { ReactElement } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import CopyIcon from '@mui/icons-material/ContentCopy';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useSession } from '../access/useSession.ts';
import { can } from '../access/useCan.ts';
import { entityByName, type EntityModel, type FieldModel } from '../model.ts';
import { pathFor, type Screen } from '../routing/screens.ts';
import { FieldValue, humanize, plainValue } from './FieldValue.tsx';
import { ExportAllButton } from './ExportAllButton.tsx';

type Json = Record<string, any>;

/** Fields a list can show (not hidden, not write-only, not child arrays). */
export function displayFields(entity: EntityModel): FieldModel[] {
  return entity.fields.filter((f) => !f.ui?.hidden && !f.writeOnly && !entity.children.some((c) => c.field === f.name) && f.name !== 'account_id');
}

/** Filter inputs from the schema; fields fixed by the screen's filter are left out. */
export function filterInputs(entity: EntityModel, fixed: Record<string, unknown>): ReactElement[] {
  const inputs: ReactElement[] = [];
  if (entity.searchFields.length) inputs.push(<SearchInput key="q" source="q" alwaysOn placeholder={`Search ${entity.searchFields.join(', ')}`} data-testid="filter-q" />);
  for (const f of entity.fields) {
    if (!f.filterable || f.system || f.writeOnly || f.ui?.hidden || f.name in fixed) continue;
    if (f.enum && f.jsonType === 'string') {
      inputs.push(<SelectInput key={f.name} source={f.name} label={f.title} choices={f.enum.map((v) => ({ id: v, name: humanize(v) }))} alwaysOn={entity.stateMachine?.field === f.name} />);
    } else if (f.ref) {
      const target = entityByName(f.ref.entity);
      inputs.push(
        <ReferenceInput key={f.name} source={f.name} reference={f.ref.resource} filter={f.ref.where} label={f.title}>
          <AutocompleteInput label={f.title} optionText={target?.labelField ?? 'id'} filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>,
      );
    } else if (f.jsonType === 'boolean') {
      inputs.push(<NullableBooleanInput key={f.name} source={f.name} label={f.title} />);
    } else if (f.format === 'date' || f.format === 'date-time') {
      inputs.push(<DateInput key={`${f.name}_gte`} source={`${f.name}_gte`} label={`${f.title} from`} />);
      inputs.push(<DateInput key={`${f.name}_lte`} source={`${f.name}_lte`} label={`${f.title} to`} />);
    } else if (f.money) {
      // Money filters take minor units, like the API.
      inputs.push(<NumberInput key={`${f.name}_gte`} source={`${f.name}_gte`} label={`${f.title} ≥ (minor units)`} />);
      inputs.push(<NumberInput key={`${f.name}_lte`} source={`${f.name}_lte`} label={`${f.title} ≤ (minor units)`} />);
    }
  }
  return inputs;
}

/** CSV of the filtered rows (what react-admin's export fetches), with field titles and formatted money. */
export function csvOf(entity: EntityModel, records: Json[]): string {
  const fields = displayFields(entity);
  const cols = [{ name: 'id', title: 'ID' } as FieldModel, ...fields.filter((f) => f.name !== 'id')];
  const esc = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const head = cols.map((c) => esc(c.title)).join(',');
  const rows = records.map((r) => cols.map((c) => esc(c.name === 'id' ? String(r.id) : plainValue(c, r))).join(','));
  return [head, ...rows].join('\r\n');
}

function RowActions({ screen, record }: { screen: Screen; record: Json }) {
  const session = useSession();
  const entity = screen.entity!;
  const resource = entity.resource!;
  const locked = entity.readOnlyWhen && entity.readOnlyWhen.in.includes(String(record[entity.readOnlyWhen.field]));
  const view = pathFor(screen, 'view', record.id);
  const edit = !locked && can(session, 'update', resource, record) ? pathFor(screen, 'edit', record.id) : undefined;
  const copy = can(session, 'create', resource) ? pathFor(screen, 'copy', record.id) : undefined;
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Stack direction="row" spacing={0} onClick={stop} sx={{ justifyContent: 'flex-end' }}>
      {view ? (
        <Tooltip title="View">
          <IconButton size="small" component={RouterLink} to={view} aria-label="View" data-testid="row-view">
            <ViewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {edit ? (
        <Tooltip title="Edit">
          <IconButton size="small" component={RouterLink} to={edit} aria-label="Edit" data-testid="row-edit">
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {copy ? (
        <Tooltip title="Copy">
          <IconButton size="small" component={RouterLink} to={copy} aria-label="Copy" data-testid="row-copy">
            <CopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

function ListActions({ screen, canCreate, meta }: { screen: Screen; canCreate: boolean; meta?: Json }) {
  const create = canCreate ? pathFor(screen, 'create') : undefined;
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton storeKey={`${screen.path}.datatable`} />
      <ExportAllButton toCsv={(rows) => csvOf(screen.entity!, rows)} filename={screen.path.replace(/^\//, '').replace(/\//g, '-')} meta={meta} />
      {create ? (
        <Button component={RouterLink} to={create} startIcon={<AddIcon />} variant="contained" size="small" data-testid="create-button">
          New
        </Button>
      ) : null}
    </TopToolbar>
  );
}

export default function GenericList({ screen }: { screen: Screen }) {
  const session = useSession();
  const entity = screen.entity!;
  const resource = entity.resource!;
  const ownAccount = screen.group === 'partner-portal';
  const canCreate = can(session, 'create', resource);
  const canDelete = can(session, 'delete', resource);
  const fields = displayFields(entity);
  const visible = new Set(entity.listColumns);
  const columns = [...entity.listColumns.map((n) => fields.find((f) => f.name === n)).filter((f): f is FieldModel => !!f), ...fields.filter((f) => !visible.has(f.name) && f.name !== 'id')];
  const hidden = columns.filter((f) => !visible.has(f.name)).map((f) => f.name);
  const view = (id: unknown) => pathFor(screen, 'view', id as string) ?? false;

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }} data-testid="screen-heading">
        {screen.title}
      </Typography>
      <List
        resource={resource}
        title={screen.title}
        filter={screen.filter}
        filters={filterInputs(entity, screen.filter)}
        sort={entity.defaultSort}
        perPage={25}
        storeKey={screen.path}
        exporter={false}
        actions={<ListActions screen={screen} canCreate={canCreate} meta={ownAccount ? { ownAccount: true } : undefined} />}
        queryOptions={{ meta: ownAccount ? { ownAccount: true } : undefined }}
        disableAuthentication
        empty={false}
        data-testid="generic-list"
      >
        <DataTable
          storeKey={`${screen.path}.datatable`}
          hiddenColumns={hidden}
          rowClick={view}
          bulkActionButtons={canDelete ? <BulkDeleteWithConfirmButton mutationMode="pessimistic" /> : false}
        >
          {columns.map((f) => (
            <DataTable.Col
              key={f.name}
              source={f.name}
              label={f.title}
              disableSort={!f.sortable}
              align={f.money || f.jsonType === 'integer' || f.jsonType === 'number' ? 'right' : undefined}
              render={(record: Json) => <FieldValue field={f} record={record} entity={entity} />}
            />
          ))}
          <DataTable.Col label="" disableSort render={(record: Json) => <RowActions screen={screen} record={record} />} />
        </DataTable>
      </List>
    </>
  );
}
