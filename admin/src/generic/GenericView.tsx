/**
 * The read-only view of any ready entity: every field by its model, child rows as a table, and — for entities with
 * a state machine — the transitions allowed from the current status as buttons, plus the status history (with
 * each entry's note: the order rule that fired). Boolean fields with `x-ui.badge` show as a chip when true.
 * Edit, copy and delete appear only when the rules allow them and the record's state does not lock it. Audited
 * entities (x-entity.audit) get a History tab: who changed what, when (AuditHistory).
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams, Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, RecordContextProvider, useDataProvider, useGetOne, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { transitionDoneMessage, recordName } from '../lib/words.ts';
import { formatDateTime } from '../lib/dates.ts';
import { asksFirst, TransitionDialog } from './TransitionDialog.tsx';
import { useSession } from '../access/useSession.ts';
import { can, mayRunTransition } from '../access/useCan.ts';
import { type EntityModel, type FieldModel, type Transition } from '../model.ts';
import { errorMessage, problemOf, recordLoadMessage, type SellyardDataProvider } from '../data/dataProvider.ts';
import { pathFor, type Screen } from '../routing/screens.ts';
import { recordPanels } from '../routing/panels.ts';
import { transitionExtras } from '../finance/browserFacts.ts';
import { OrderTotalsPanel } from '../orders/OrderTotalsPanel.tsx';
import { XERO_STATUS_RESOURCE } from '../finance/xeroStatus.ts';
import { enumLabel, FieldValue, humanize, StatusChip, stateField } from './FieldValue.tsx';
import { displayFields } from './displayFields.ts';
import { byFormOrder, formLayout, isShortField, widthOf } from '../forms/layout.ts';
import { PrintMenu } from '../documents/PrintMenu.tsx';
import { ShipOrderButton } from '../shipping/ShipOrderButton.tsx';
import { PackOrderButton } from '../picking/PackOrderButton.tsx';
import { ShipmentLabelButton } from '../shipping/ShipmentLabelButton.tsx';
import { CarrierTestButton } from '../shipping/CarrierTestButton.tsx';
import { WarehouseProviderActions } from '../warehouses/WarehouseProviderActions.tsx';
import { CustomFieldsView } from '../custom-fields/CustomFieldsView.tsx';
import { AuditHistory } from './AuditHistory.tsx';
import { ChildLines } from './ChildLines.tsx';
import { ChildGrid, childGridOf } from './ChildGrid.tsx';
import { allowedTransitions as allowedTransitionsOf } from '../../../checks/index.ts';

/** Whether a record reached Xero: its own chunk, loaded only on the screens of records the Xero sync posts. */
const XeroStatusPanel = lazy(() => import('../finance/XeroStatusPanel.tsx').then((m) => ({ default: m.XeroStatusPanel })));
/** The sync's own columns, said by the Xero panel instead of as raw fields. */
const XERO_FIELDS = new Set(['xero_status', 'xero_error', 'xero_posted_at']);

type Json = Record<string, any>;

/** Transitions allowed from the record's current state. */
export function allowedTransitions(entity: EntityModel, record: Json) {
  // The API's own rule (checks/state-machine.ts): a held record offers only what its held-in state allows.
  return entity.stateMachine ? allowedTransitionsOf(entity.stateMachine, record).filter((t) => !t.bySystem) : [];
}

/** A transition's label from the state machine (`submit` → "Submit", `pay` → "Mark paid"). */
export function transitionLabel(entity: EntityModel, name: string): string {
  return entity.stateMachine?.transitions.find((t) => t.name === name)?.label ?? humanize(name);
}

/** The state a transition's answer reports, in the schema's words (undefined when it says none). */
function stateNow(entity: EntityModel, after: Json | undefined): string | undefined {
  const field = stateField(entity);
  const value = field && after?.[field.name];
  return typeof value === 'string' ? enumLabel(field, value) : undefined;
}

function History({ entity, resource, id, version }: { entity: EntityModel; resource: string; id: string; version: number }) {
  const dataProvider = useDataProvider<SellyardDataProvider>();
  const { data, error } = useQuery({ queryKey: [resource, 'history', id, version], queryFn: () => dataProvider.history(resource, id).then((r) => r.data) });
  return (
    <Card variant="outlined" sx={{ mt: 2 }} data-testid="status-history">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          Status history
        </Typography>
        {error ? <Alert severity="warning">{errorMessage(error)}</Alert> : null}
        {data && data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No changes of status yet.
          </Typography>
        ) : null}
        {data?.map((h, i) => (
          <Box key={i} sx={{ py: 0.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid={`history-${i}`}>
            <Typography variant="body2" sx={{ minWidth: 150 }} color="text.secondary">
              {formatDateTime(h.at)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {transitionLabel(entity, h.transition)}
            </Typography>
            {h.from_status ? <StatusChip value={h.from_status} testId="history-from" labels={stateField(entity)} /> : null}→<StatusChip value={h.to_status} testId="history-to" labels={stateField(entity)} />
            {h.user_email ? (
              <Typography variant="body2" color="text.secondary">
                by {h.user_email}
              </Typography>
            ) : null}
            {h.note ? (
              <Typography variant="body2" sx={{ width: '100%' }} data-testid="history-note">
                {h.note}
              </Typography>
            ) : null}
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

export default function GenericView({ screen }: { screen: Screen }) {
  const entity = screen.entity!;
  const resource = entity.resource!;
  const { id } = useParams();
  const session = useSession();
  const dataProvider = useDataProvider<SellyardDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: record, isPending, error, refetch } = useGetOne(resource, { id: id as string, meta: screen.group === 'partner-portal' ? { ownAccount: true } : undefined });
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [asking, setAsking] = useState<Transition | null>(null);
  const [tab, setTab] = useState<'details' | 'history' | 'children'>('details');

  if (isPending) return <Loading />;
  if (error || !record) {
    return (
      <Alert severity="error" data-testid="load-error">
        {recordLoadMessage(error, entity.title)}
      </Alert>
    );
  }

  const locked = !!entity.readOnlyWhen && entity.readOnlyWhen.in.includes(String(record[entity.readOnlyWhen.field]));
  const canUpdate = can(session, 'update', resource, record);
  const editPath = !locked && canUpdate ? pathFor(screen, 'edit', record.id) : undefined;
  const copyPath = can(session, 'create', resource) ? pathFor(screen, 'copy', record.id) : undefined;
  const canDelete = !locked && can(session, 'delete', resource, record);
  const transitions = canUpdate ? allowedTransitions(entity, record).filter((t) => mayRunTransition(session, t)) : [];
  // In the form's order (`x-ui.order`, then the schema's), so a record reads as it was entered.
  // Records the Xero sync posts show whether they reached Xero in one panel (the same for all of them).
  const xero = entity.name in XERO_STATUS_RESOURCE && entity.fields.some((f) => f.name === 'xero_status');
  const fields = byFormOrder(displayFields(entity).filter((f) => f.name !== 'id' && f.name !== 'version' && !(xero && XERO_FIELDS.has(f.name))));
  const children = entity.fields.filter((f) => entity.children.some((c) => c.field === f.name));
  const isOrder = entity.name === 'sales-order';
  const Panel = recordPanels[entity.name];
  // x-entity.childGrid: a tab making many children at once (a parent product's variants).
  const grid = childGridOf(entity, record);

  const runTransition = async (name: string, input?: Json) => {
    setBusy(name);
    try {
      const extra = transitionExtras[entity.name]?.[name]?.();
      const { data: after } = await dataProvider.transition(resource, record.id, name, record.version, extra ? { ...input, ...extra } : input);
      notify(transitionDoneMessage(entity, transitionLabel(entity, name), stateNow(entity, after)), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [resource] });
      await refetch();
    } catch (e) {
      const p = problemOf(e);
      notify(p?.allowed ? `${errorMessage(e)} Allowed now: ${p.allowed.join(', ') || 'none'}.` : errorMessage(e), { type: 'error' });
      await refetch();
    } finally {
      setBusy(null);
    }
  };

  const doDelete = async () => {
    setConfirmDelete(false);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      notify(`${entity.title} deleted`, { type: 'success' });
      queryClient.invalidateQueries({ queryKey: [resource] });
      navigate(pathFor(screen, 'list') ?? '/dashboard');
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    }
  };

  const heading = recordName(entity, record);
  return (
    <RecordContextProvider value={record}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }} data-testid="screen-heading">
          {heading ? `${screen.title}: ${heading}` : screen.title}
        </Typography>
        {entity.stateMachine ? <StatusChip value={String(record[entity.stateMachine.field])} testId="record-status" labels={stateField(entity)} /> : null}
        {entity.fields.filter((f) => f.ui?.badge && record[f.name] === true).map((f) => (
          <Chip key={f.name} label={f.ui.badge} color="warning" size="small" data-testid={`badge-${f.name}`} />
        ))}
        <Box sx={{ flex: 1 }} />
        {transitions.map((t) => (
          <Button
            key={t.name}
            variant="outlined"
            size="small"
            color={t.destructive ? 'error' : 'primary'}
            disabled={!!busy}
            onClick={() => (asksFirst(t) ? setAsking(t) : runTransition(t.name))}
            data-testid={`transition-${t.name}`}
          >
            {busy === t.name ? '…' : t.label}
          </Button>
        ))}
        <PrintMenu entityName={entity.name} ids={[record.id]} />
        {entity.name === 'shipment' ? <ShipmentLabelButton record={record} /> : null}
        {entity.name === 'warehouse-provider' && canUpdate ? <WarehouseProviderActions record={record} /> : null}
        {entity.name === 'shipping-carrier' && canUpdate ? <CarrierTestButton record={record} /> : null}
        {isOrder ? <PackOrderButton record={record} /> : null}
        {isOrder ? <ShipOrderButton record={record} onShipped={() => void refetch()} /> : null}
        {editPath ? (
          <Button component={RouterLink} to={editPath} variant="contained" size="small" data-testid="edit-button">
            Edit
          </Button>
        ) : null}
        {copyPath ? (
          <Button component={RouterLink} to={copyPath} variant="outlined" size="small" data-testid="copy-button">
            Copy
          </Button>
        ) : null}
        {canDelete ? (
          <Button color="error" size="small" onClick={() => setConfirmDelete(true)} data-testid="delete-button">
            Delete
          </Button>
        ) : null}
      </Stack>
      {locked ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="read-only-state">
          This {entity.title.toLowerCase()} is {enumLabel(entity.fields.find((f) => f.name === entity.readOnlyWhen!.field), record[entity.readOnlyWhen!.field]).toLowerCase()}: it is read-only everywhere.
        </Alert>
      ) : null}
      {entity.audit || grid ? (
        <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="details" label="Details" data-testid="tab-details" />
          {grid ? <Tab value="children" label={grid.title} data-testid="tab-children" /> : null}
          {entity.audit ? <Tab value="history" label="History" data-testid="tab-history" /> : null}
        </Tabs>
      ) : null}
      {tab === 'children' && grid ? <ChildGrid entity={entity} record={record} viewPath={(child, childId) => { const from = { ...screen, entity: child, filter: child.name === entity.name ? screen.filter : {} }; return pathFor(from, 'view', childId) ?? pathFor(from, 'edit', childId); }} /> : null}
      {tab === 'history' ? (
        <Card variant="outlined">
          <CardContent>
            <AuditHistory entity={entity} resource={resource} record={record} />
          </CardContent>
        </Card>
      ) : null}
      <Box sx={{ display: tab !== 'details' ? 'none' : 'flex', gap: 3, alignItems: 'flex-start', flexWrap: { xs: 'wrap', lg: 'nowrap' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Card variant="outlined">
            <CardContent>
              <Box data-testid="record-fields">
                {formLayout(entity, fields.map((f) => f.name)).map((group, i) => (
                  <Box key={group.name || i} component={group.title ? 'section' : 'div'} aria-label={group.title} sx={{ mt: i ? 2.5 : 0 }} data-testid={group.title ? `view-group-${group.name}` : undefined}>
                    {group.title ? (
                      <Typography variant="subtitle2" component="h2" sx={{ mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider', fontWeight: 600 }}>
                        {group.title}
                      </Typography>
                    ) : null}
                    <Grid container spacing={2}>
                      {group.fields.map((name) => fields.find((f) => f.name === name)!).map((f) => (
                        // On a phone short fields (numbers, dates, money, status) sit two to a row; long ones keep the row.
                        <Grid key={f.name} size={widthOf(f) === 'full' ? { xs: 12 } : { xs: isShortField(f) ? 6 : 12, sm: 6, md: 4 }} data-testid={`field-${f.name}`}>
                          <Typography variant="caption" color="text.secondary" component="div">
                            {f.title}
                          </Typography>
                          <Box sx={{ fontSize: 14, overflowWrap: 'anywhere' }}>
                            <FieldValue field={f} record={record} entity={entity} />
                          </Box>
                        </Grid>
                      ))}
                    </Grid>
                  </Box>
                ))}
              </Box>
              <CustomFieldsView entity={entity} record={record} meta={screen.group === 'partner-portal' ? { ownAccount: true } : undefined} />
              {children.map((f) => (
                <ChildLines key={f.name} entity={entity} field={f} rows={Array.isArray(record[f.name]) ? record[f.name] : []} parent={record} />
              ))}
            </CardContent>
          </Card>
        </Box>
        {isOrder || entity.stateMachine || Panel || xero ? (
          <Box sx={{ width: { xs: '100%', lg: Panel ? 480 : 320 } }}>
            {isOrder ? <OrderTotalsPanel totals={record as never} currency={record.currency ?? 'GBP'} /> : null}
            {xero ? <Suspense fallback={null}><XeroStatusPanel entityName={entity.name} record={record} /></Suspense> : null}
            {entity.stateMachine ? <History entity={entity} resource={resource} id={record.id} version={record.version} /> : null}
            {Panel ? <Suspense fallback={null}><Panel record={record} /></Suspense> : null}
          </Box>
        ) : null}
      </Box>
      {asking ? (
        <TransitionDialog
          entity={entity}
          transition={asking}
          heading={heading ?? ''}
          onCancel={() => setAsking(null)}
          onRun={async (input) => {
            // Errors stay in the dialog, on their fields; success closes it.
            const extra = transitionExtras[entity.name]?.[asking.name]?.();
            const { data: after } = await dataProvider.transition(resource, record.id, asking.name, record.version, extra ? { ...input, ...extra } : input);
            setAsking(null);
            notify(transitionDoneMessage(entity, asking.label, stateNow(entity, after)), { type: 'success' });
            await queryClient.invalidateQueries({ queryKey: [resource] });
            await refetch();
          }}
        />
      ) : null}
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)}>
        <DialogTitle>Delete {entity.title.toLowerCase()} {heading}?</DialogTitle>
        <DialogContent>This cannot be undone.</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Keep</Button>
          <Button color="error" variant="contained" onClick={doDelete} data-testid="confirm-delete">
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </RecordContextProvider>
  );
}
