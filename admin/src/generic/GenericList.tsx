/**
 * The generic list of any ready entity: server-side sort and pagination, filters from the schema (search, enums
 * as selects, references as autocompletes, booleans, date and money ranges), the account's custom fields as
 * columns and filters, a column chooser, bulk delete where the rules allow it, CSV export of the filtered rows
 * (streamed by the server) and CSV import for users who may create. Row actions link to the screens the manifest
 * names.
 */
import { Link as RouterLink } from 'react-router-dom';
import {
  AutocompleteInput,
  BulkDeleteWithConfirmButton,
  ColumnsButton,
  DataTable,
  FilterButton,
  List,
  NullableBooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useStore,
} from 'react-admin';
import { lazy, Suspense, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import UploadIcon from '@mui/icons-material/UploadFile';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import CopyIcon from '@mui/icons-material/ContentCopy';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useSession } from '../access/useSession.ts';
import { can, mayRunTransition } from '../access/useCan.ts';
import { entityByName, type EntityModel, type FieldModel, type Transition } from '../model.ts';
import type { SellyardDataProvider } from '../data/dataProvider.ts';
import { errorMessage, problemOf } from '../data/dataProvider.ts';
import { asksFirst, bulkSummary, bulkTransitions, refusalReason, transitionFields, type BulkOutcome } from './bulkTransitions.ts';
import { pathFor, type Screen } from '../routing/screens.ts';
import { enumLabel, FieldValue, stateField } from './FieldValue.tsx';
import { ImageThumbnails } from '../images/ImageThumbnails.tsx';
import { displayFields } from './displayFields.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { ChooserButton, Col, ColumnsChooser, ShownColumnsBody, ShownColumnsHead } from './ShownColumns.tsx';
import { ExportAllButton } from './ExportAllButton.tsx';
import { AccountDateInput } from './AccountDateInput.tsx';
import { CUSTOM_FIELDS, customFilters, customText, uniqueByKey, type CustomFieldDefinition } from '../custom-fields/customFields.ts';
import { useCustomFields } from '../custom-fields/useCustomFields.ts';
import { CsvImport } from '../transfer/CsvImport.tsx';
import { PrintMenu } from '../documents/PrintMenu.tsx';
import { documentsOf } from '../documents/documents.ts';
import { emptyListText, fieldTitle, plural, recordName, searchPlaceholder } from '../lib/words.ts';
import { SavedViews } from '../views/SavedViews.tsx';
import { RememberColumns } from '../views/RememberColumns.tsx';
import { BulkShipButton } from '../shipping/BulkShipButton.tsx';
import { PickListButton, ToShipPickListButton } from '../picking/PickListButton.tsx';
import { DropHiddenSelection, PhoneSelectionBar, PhoneSelectRows, SelectButton, type PhoneRowParts } from './PhoneSelection.tsx';
import { hasBulkActions } from './phoneSelection.ts';

type Json = Record<string, any>;

export { displayFields };

/** The question before a transition (its input form, its confirm sentence): loaded only when one asks. */
const TransitionDialog = lazy(() => import('./TransitionDialog.tsx').then((m) => ({ default: m.TransitionDialog })));

/**
 * The state machine's transitions on the selection: those allowed from at least one selected record's state, for
 * records the role may update. Each record gets its own request (with its version); the toast says how many ran
 * and names each refused record with the API's reason. Transitions that ask first (an input, a confirm sentence,
 * destructive) ask once for the whole selection.
 */
function BulkTransitionButtons({ entity }: { entity: EntityModel }) {
  const session = useSession();
  const resource = entity.resource!;
  const { selectedIds, data, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<SellyardDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Transition | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const selected = new Set(selectedIds);
  const records = (data ?? []).filter((r: Json) => selected.has(r.id));
  const offered = bulkTransitions(entity, records, (r) => can(session, 'update', resource, r)).filter((t) => mayRunTransition(session, t));

  const run = async (transition: Transition, input?: Json) => {
    setRunning(transition.name);
    const outcomes: BulkOutcome[] = [];
    // One after the other: the API checks each against its record's version and state, and the server is spared a burst.
    for (const record of records) {
      try {
        await dataProvider.transition(resource, record.id, transition.name, record.version, input);
        outcomes.push({ record });
      } catch (e) {
        const status = stateField(entity);
        outcomes.push({ record, refused: refusalReason(transition, problemOf(e) as Json | undefined, (state) => (status ? enumLabel(status, state) : state), errorMessage(e)) });
      }
    }
    const refused = outcomes.filter((o) => o.refused).length;
    notify(bulkSummary(entity, transition, outcomes), { type: refused === 0 ? 'success' : refused === outcomes.length ? 'error' : 'warning', multiLine: refused > 0, autoHideDuration: refused ? 10_000 : undefined });
    await queryClient.invalidateQueries({ queryKey: [resource] });
    onUnselectItems();
    setRunning(null);
    setAsking(null);
  };

  if (!offered.length) return null;
  return (
    <>
      {offered.map((t) => (
        <Button
          key={t.name}
          size="small"
          color={t.destructive ? 'error' : 'primary'}
          disabled={running !== null}
          onClick={() => (asksFirst(t) ? setAsking(t) : run(t))}
          data-testid={`bulk-transition-${t.name}`}
        >
          {running === t.name ? '…' : t.label}
        </Button>
      ))}
      {asking ? (
        <Suspense fallback={null}>
          <TransitionDialog
            entity={entity}
            transition={asking}
            heading={`(${records.length} selected)`}
            onCancel={() => setAsking(null)}
            onRun={(input) => run(asking, input)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * What a list's selection can do: the state machine's transitions, print its documents as one (a page per record),
 * delete where allowed.
 */
function SelectionActions({ entity, canDelete }: { entity: EntityModel; canDelete: boolean }) {
  const { selectedIds } = useListContext();
  return (
    <>
      {entity.name === 'sales-order' ? <BulkShipButton /> : null}
      {entity.name === 'sales-order' ? <PickListButton ids={selectedIds} /> : null}
      <BulkTransitionButtons entity={entity} />
      <PrintMenu entityName={entity.name} ids={selectedIds} label={`Print ${selectedIds.length}`} />
      {canDelete ? <BulkDeleteWithConfirmButton mutationMode="pessimistic" /> : null}
    </>
  );
}

/** The list's rows once its first page has arrived; until then the skeleton (never a blank or a spinner). */
function LoadedRows({ skeleton, children }: { skeleton: ReactElement; children: ReactElement }) {
  const { isPending } = useListContext();
  return isPending ? skeleton : children;
}

/**
 * Money filter values: shown and typed in major units, sent in minor units. Records of one list may be in several
 * currencies, so the two-decimal scale of most currencies is used (a JPY amount is typed in yen ÷ 100's place).
 */
const minorToMajor = (minor: unknown) => (typeof minor === 'number' ? minor / 100 : minor ?? '');
const majorToMinor = (major: unknown) => (major === '' || major === null || major === undefined ? null : Math.round(Number(major) * 100));

/** Filter inputs from the schema; fields fixed by the screen's filter are left out. */
export function filterInputs(entity: EntityModel, fixed: Record<string, unknown>): ReactElement[] {
  const inputs: ReactElement[] = [];
  if (entity.searchFields.length) inputs.push(<SearchInput key="q" source="q" alwaysOn placeholder={searchPlaceholder(entity)} data-testid="filter-q" />);
  for (const f of entity.fields) {
    if (!f.filterable || f.system || f.writeOnly || f.ui?.hidden || f.name in fixed) continue;
    if (f.enum && f.jsonType === 'string') {
      inputs.push(<SelectInput key={f.name} source={f.name} label={fieldTitle(f)} choices={f.enum.map((v) => ({ id: v, name: enumLabel(f, v) }))} alwaysOn={entity.stateMachine?.field === f.name} />);
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
      inputs.push(<AccountDateInput key={`${f.name}_gte`} source={`${f.name}_gte`} label={`${fieldTitle(f)} from`} />);
      inputs.push(<AccountDateInput key={`${f.name}_lte`} source={`${f.name}_lte`} label={`${fieldTitle(f)} to`} />);
    } else if (f.money) {
      // People type amounts (12.50); the API filters in minor units (1250).
      inputs.push(<NumberInput key={`${f.name}_gte`} source={`${f.name}_gte`} label={`${fieldTitle(f)} from`} format={minorToMajor} parse={majorToMinor} step={0.01} />);
      inputs.push(<NumberInput key={`${f.name}_lte`} source={`${f.name}_lte`} label={`${fieldTitle(f)} to`} format={minorToMajor} parse={majorToMinor} step={0.01} />);
    }
  }
  return inputs;
}

/** Filter inputs for the account's custom fields (sources `custom_fields.<key>`, which react-admin nests). */
export function customFilterInputs(definitions: CustomFieldDefinition[]): ReactElement[] {
  return definitions.flatMap((d) => customFilters(d).map((f) => {
    switch (f.kind) {
      case 'choice': return <SelectInput key={f.source} source={f.source} label={f.label} choices={d.options.map((o) => ({ id: o, name: o }))} />;
      case 'boolean': return <NullableBooleanInput key={f.source} source={f.source} label={f.label} />;
      case 'date': return <AccountDateInput key={f.source} source={f.source} label={f.label} />;
      case 'number': return <NumberInput key={f.source} source={f.source} label={f.label} />;
      default: return <TextInput key={f.source} source={f.source} label={f.label} />;
    }
  }));
}

/** Custom-field columns shown at first; the others wait in the column chooser. */
const CUSTOM_COLUMNS_SHOWN = 3;

/**
 * One row action: an icon link with its tooltip, or nothing when the action is not allowed (`to` unset). The tooltip
 * is mounted only once its row is `armed` (see RowActions): a page of 25 rows otherwise builds 75 tooltips that are
 * never opened, a measurable share of the list's first render (issue 22 item 9). The link names itself either way.
 */
function RowLink({ to, label, testId, icon, armed }: { to?: string; label: string; testId: string; icon: React.ReactNode; armed: boolean }) {
  if (!to) return null;
  const link = (
    <IconButton size="small" component={RouterLink} to={to} aria-label={label} data-testid={testId}>
      {icon}
    </IconButton>
  );
  return armed ? <Tooltip title={label}>{link}</Tooltip> : link;
}

/**
 * Whether the row around `anchor` has been pointed at or focused. The row's tooltips are set up then, before the
 * pointer or the focus usually reaches an action: a row is entered at its left (the selection checkbox comes first in
 * the tab order), the actions are its last cell. When the focus lands on an action itself (Shift+Tab from the row
 * below), that link is focused again once it has its tooltip, so the keyboard never loses its place.
 */
function useArmedByRow(anchor: React.RefObject<HTMLElement | null>): boolean {
  const [armed, setArmed] = useState(false);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const row = anchor.current?.closest('tr') ?? anchor.current;
    if (!row || armed) return;
    const arm = (event: Event) => {
      const target = event.target as HTMLElement | null;
      if (event.type === 'focusin' && target && anchor.current?.contains(target)) refocus.current = target.getAttribute('data-testid');
      setArmed(true);
    };
    row.addEventListener('pointerenter', arm);
    row.addEventListener('focusin', arm);
    return () => {
      row.removeEventListener('pointerenter', arm);
      row.removeEventListener('focusin', arm);
    };
  }, [anchor, armed]);
  useEffect(() => {
    if (!armed || !refocus.current) return;
    anchor.current?.querySelector<HTMLElement>(`[data-testid="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [anchor, armed]);
  return armed;
}

function RowActions({ screen, record }: { screen: Screen; record: Json }) {
  const session = useSession();
  const anchor = useRef<HTMLDivElement>(null);
  const armed = useArmedByRow(anchor);
  const entity = screen.entity!;
  const resource = entity.resource!;
  const locked = entity.readOnlyWhen && entity.readOnlyWhen.in.includes(String(record[entity.readOnlyWhen.field]));
  const view = pathFor(screen, 'view', record.id);
  const edit = !locked && can(session, 'update', resource, record) ? pathFor(screen, 'edit', record.id) : undefined;
  const copy = can(session, 'create', resource) ? pathFor(screen, 'copy', record.id) : undefined;
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Stack ref={anchor} direction="row" spacing={0} onClick={stop} sx={{ justifyContent: 'flex-end' }}>
      <RowLink to={view} label="View" testId="row-view" icon={<ViewIcon fontSize="small" />} armed={armed} />
      <RowLink to={edit} label="Edit" testId="row-edit" icon={<EditIcon fontSize="small" />} armed={armed} />
      <RowLink to={copy} label="Copy" testId="row-copy" icon={<CopyIcon fontSize="small" />} armed={armed} />
    </Stack>
  );
}

/** Import button and dialog: CSV rows go to this list's resource, with the screen's fixed values (customers: type). */
function ImportButton({ screen, meta }: { screen: Screen; meta?: Json }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const entity = screen.entity!;
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)} data-testid="import-csv">
        Import
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xl" fullWidth data-testid="import-dialog">
        <DialogTitle>Import {screen.title.toLowerCase()} from CSV</DialogTitle>
        <DialogContent>
          <CsvImport
            resource={entity.resource!}
            noun={screen.title.toLowerCase()}
            defaults={Object.keys(screen.filter).length ? screen.filter : undefined}
            meta={meta}
            onImported={() => queryClient.invalidateQueries({ queryKey: [entity.resource] })}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}

function ListActions({ screen, canCreate, meta, onSelect }: { screen: Screen; canCreate: boolean; meta?: Json; onSelect?: () => void }) {
  const create = canCreate ? pathFor(screen, 'create') : undefined;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {onSelect ? <SelectButton onSelect={onSelect} /> : null}
      <FilterButton />
      <ChooserButton>
        <ColumnsButton storeKey={`${screen.path}.datatable`} />
      </ChooserButton>
      {screen.entity!.name === 'sales-order' ? <ToShipPickListButton /> : null}
      <ExportAllButton meta={meta} />
      {canCreate && screen.entity!.tenancy === 'account' ? <ImportButton screen={screen} meta={meta} /> : null}
      {create ? (
        <Button component={RouterLink} to={create} startIcon={<AddIcon />} variant="contained" size="small" data-testid="create-button">
          New
        </Button>
      ) : null}
    </TopToolbar>
  );
}

/** An empty list says so in the entity's words and offers the first Create. Filters may be what empties it. */
function EmptyList({ screen, canCreate }: { screen: Screen; canCreate: boolean }) {
  const { filterValues } = useListContext();
  const create = canCreate ? pathFor(screen, 'create') : undefined;
  const filtered = Object.keys(filterValues ?? {}).some((key) => !(key in screen.filter));
  return (
    <Stack spacing={1.5} sx={{ py: 5, alignItems: 'center' }} data-testid="empty-list">
      <Typography color="text.secondary">
        {filtered ? `No ${plural(screen.entity!.title).toLowerCase()} match these filters` : emptyListText(screen.entity!)}
      </Typography>
      {create && !filtered ? (
        <Button component={RouterLink} to={create} startIcon={<AddIcon />} variant="outlined" size="small" data-testid="empty-create">
          Create the first {screen.entity!.title.toLowerCase()}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * `header`: shown above the rows, inside the list (so it can read and set the list's filters): the Listings page's
 * quick filters.
 */
export default function GenericList({ screen, header }: { screen: Screen; header?: ReactNode }) {
  const session = useSession();
  const entity = screen.entity!;
  const resource = entity.resource!;
  const ownAccount = screen.group === 'partner-portal';
  const canCreate = can(session, 'create', resource);
  const canDelete = can(session, 'delete', resource);
  const printable = documentsOf(entity.name);
  const fields = displayFields(entity);
  const visible = new Set(entity.listColumns);
  const columns = [...entity.listColumns.map((n) => fields.find((f) => f.name === n)).filter((f): f is FieldModel => !!f), ...fields.filter((f) => !visible.has(f.name) && f.name !== 'id')];
  const customFields = useCustomFields(entity, screen.filter, ownAccount ? { ownAccount: true } : undefined);
  const custom = uniqueByKey(customFields.definitions);
  // Custom fields marked "not a column at first" (a gift message) and those past the first few wait in the chooser.
  const customShown = new Set(custom.filter((d) => d.in_list !== false).slice(0, CUSTOM_COLUMNS_SHOWN).map((d) => d.key));
  const hidden = [
    ...columns.filter((f) => !visible.has(f.name)).map((f) => f.name),
    ...custom.filter((d) => !customShown.has(d.key)).map((d) => `${CUSTOM_FIELDS}.${d.key}`),
  ];
  const view = (id: unknown) => pathFor(screen, 'view', id as string) ?? false;
  // A platform admin not acting in one account sees every account's records: say whose each one is.
  const crossAccount = session.me?.sessionUser.role === 'admin' && !session.actingAccountId && entity.tenancy === 'account' && !ownAccount;
  // Below the small breakpoint a table cannot fit: each record is a line with its label, two more list columns
  // and its status chip.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const status = entity.stateMachine ? fields.find((f) => f.name === entity.stateMachine!.field) : undefined;
  const primary = fields.find((f) => f.name === entity.labelField) ?? columns[0];
  // A record's main image (an `x-upload` column) leads its phone line, as a thumbnail.
  const image = columns.find((f) => f.upload && visible.has(f.name));
  const secondary = columns.filter((f) => visible.has(f.name) && f !== primary && f !== status && f !== image && !f.ref).slice(0, 2);
  // Ask the API for the columns shown (the chooser's choice, stored under the table's key) and what every row
  // needs to render and act on, not every column of every row.
  const [hiddenNow] = useStore<string[]>(`${screen.path}.datatable`, hidden);
  // A phone shows the label, two list columns and the status instead of the table.
  const shown = phone ? [primary, ...secondary, ...(image ? [image] : [])] : columns.filter((f) => !hiddenNow.includes(f.name));
  const named = new Set<string>(['id', 'version', entity.tenantColumn]);
  for (const name of [entity.labelField, ...transitionFields(entity), entity.readOnlyWhen?.field]) if (name) named.add(name);
  for (const f of shown) {
    // A secret is never sent, only whether it is set; money is shown in its record's currency.
    named.add(f.secret ? `${f.name}_set` : f.name);
    if (f.money?.currencyField) named.add(f.money.currencyField);
  }
  if (custom.length) named.add(CUSTOM_FIELDS);
  const known = new Set(entity.fields.filter((f) => !f.writeOnly || f.secret).flatMap((f) => (f.secret ? [`${f.name}_set`] : [f.name])));
  const listMeta = { ...(ownAccount ? { ownAccount: true } : {}), fields: [...named].filter((name) => name === 'id' || known.has(name)) };

  const canTransition = !!entity.stateMachine?.transitions.some((t) => !t.bySystem) && can(session, 'update', resource);
  const bulk = hasBulkActions({ delete: canDelete, print: printable.length > 0, transition: canTransition });
  // A phone list's selection mode (the table's checkboxes do not fit): its rows become checkboxes and a bar at the
  // bottom offers the same actions as the table's selection.
  const [selecting, setSelecting] = useState(false);
  // A window widened past a phone's leaves selection mode (its bar cleared the selection as it went).
  useEffect(() => {
    if (!phone) setSelecting(false);
  }, [phone]);
  const phoneRow: PhoneRowParts = {
    primary: (record) => <FieldValue field={primary} record={record} entity={entity} inLink inList />,
    secondary: (record) => (
      <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
        {secondary.map((f) => <span key={f.name}><FieldValue field={f} record={record} entity={entity} inLink inList /></span>)}
      </Stack>
    ),
    tertiary: status ? (record) => <FieldValue field={status} record={record} entity={entity} inLink /> : undefined,
    leftIcon: image ? (record) => <ImageThumbnails field={image} value={record[image.name]} size="small" placeholder /> : undefined,
    name: (record) => recordName(entity, record) ?? entity.title,
  };
  const skeleton = (
    <ListSkeleton
      phone={phone}
      selectable={bulk}
      columns={[
        ...columns.filter((f) => !hiddenNow.includes(f.name)).map((f) => ({ label: fieldTitle(f), align: f.money || f.jsonType === 'integer' || f.jsonType === 'number' ? 'right' as const : undefined })),
        ...(crossAccount ? [{ label: 'Account' }] : []),
        ...custom.filter((d) => !hiddenNow.includes(`${CUSTOM_FIELDS}.${d.key}`)).map((d) => ({ label: d.label })),
        { label: '' },
      ]}
    />
  );

  // The column set must be known when the table first renders (it seeds the column chooser). The definitions
  // normally come with the session; a client account's are fetched, and the skeleton stands in meanwhile.
  if (customFields.isPending) {
    return (
      <>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }} data-testid="screen-heading">
          {screen.title}
        </Typography>
        {skeleton}
      </>
    );
  }

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }} data-testid="screen-heading">
        {screen.title}
      </Typography>
      <ColumnsChooser>
        <List
          resource={resource}
          title={screen.title}
          filter={screen.filter}
          filters={[...filterInputs(entity, screen.filter), ...customFilterInputs(custom)]}
          sort={entity.defaultSort}
          perPage={25}
          storeKey={screen.path}
          exporter={false}
          actions={<ListActions screen={screen} canCreate={canCreate} meta={ownAccount ? { ownAccount: true } : undefined} onSelect={phone && bulk && !selecting ? () => setSelecting(true) : undefined} />}
          queryOptions={{ meta: listMeta }}
          disableAuthentication
          empty={false}
          data-testid="generic-list"
        >
          <RememberColumns list={screen.path} storeKey={`${screen.path}.datatable`} defaults={hidden} />
          <SavedViews entityName={entity.name} list={screen.path} fixed={screen.filter} />
          {header}
          <LoadedRows skeleton={skeleton}>
          {phone && bulk && selecting ? (
            <>
              <PhoneSelectRows parts={phoneRow} empty={<EmptyList screen={screen} canCreate={canCreate} />} />
              <PhoneSelectionBar noun={entity.title} onLeave={() => setSelecting(false)}>
                <SelectionActions entity={entity} canDelete={canDelete} />
              </PhoneSelectionBar>
            </>
          ) : phone ? (
            <>
            <DropHiddenSelection />
            <SimpleList
              primaryText={phoneRow.primary}
              secondaryText={phoneRow.secondary}
              tertiaryText={phoneRow.tertiary}
              leftIcon={phoneRow.leftIcon}
              rowClick={(id) => view(id)}
              empty={<EmptyList screen={screen} canCreate={canCreate} />}
              data-testid="phone-list"
            />
            </>
          ) : (
          <DataTable
            head={ShownColumnsHead}
            body={ShownColumnsBody}
            storeKey={`${screen.path}.datatable`}
            empty={<EmptyList screen={screen} canCreate={canCreate} />}
            hiddenColumns={hidden}
            rowClick={view}
            bulkActionButtons={bulk ? <SelectionActions entity={entity} canDelete={canDelete} /> : false}
          >
            {columns.map((f) => (
              <Col
                key={f.name}
                source={f.name}
                label={fieldTitle(f)}
                disableSort={!f.sortable}
                align={f.money || f.jsonType === 'integer' || f.jsonType === 'number' ? 'right' : undefined}
                render={(record: Json) => <FieldValue field={f} record={record} entity={entity} inList />}
              />
            ))}
            {crossAccount ? (
              <Col
                source="account_id"
                label="Account"
                disableSort
                render={(record: Json) => (
                  <ReferenceField record={record} source="account_id" reference="accounts" link={false} emptyText="—">
                    <TextField source="name" />
                  </ReferenceField>
                )}
              />
            ) : null}
            {custom.map((d) => (
              <Col
                key={`${CUSTOM_FIELDS}.${d.key}`}
                source={`${CUSTOM_FIELDS}.${d.key}`}
                label={d.label}
                align={d.type === 'NUMBER' ? 'right' : undefined}
                render={(record: Json) => customText(d, record?.[CUSTOM_FIELDS]?.[d.key]) || '—'}
              />
            ))}
            <Col label="" disableSort render={(record: Json) => <RowActions screen={screen} record={record} />} />
          </DataTable>
          )}
          </LoadedRows>
        </List>
      </ColumnsChooser>
    </>
  );
}
