/**
 * The History tab of a generic view (x-entity.audit): every create, change, delete and transition of the record,
 * newest first, in words: who (a user, a platform admin acting here, or Sellyard's own job and why), when (in the
 * account's date format), and each changed field by its title with its old and new value shown as the view shows
 * values (enum labels, references by their label, money in major units) — the generic field renderer, given a
 * copy of the record holding that value. Secrets say only that they changed.
 */
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useDataProvider } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { childEntity, type EntityModel } from '../model.ts';
import { jobTitle } from '../jobs/jobs.ts';
import { errorMessage, type AuditEntry, type SellyardDataProvider } from '../data/dataProvider.ts';
import { formatDateTime } from '../lib/dates.ts';
import { humanize } from '../lib/words.ts';
import { FieldValue } from './FieldValue.tsx';
import { useSession } from '../access/useSession.ts';

type Json = Record<string, any>;

/** What the API writes in place of a secret's value. */
const REDACTED = '[redacted]';

/**
 * "owner@acme.test", "owner@acme.test (goods received (PO-000012))", "admin@sellyard.test (Sellyard support)",
 * "Sellyard (Import channel orders: eBay order 1-2 on channel Acme eBay)".
 */
export function whoText(by: AuditEntry['by']): string {
  if (by.kind === 'system') return `Sellyard (${[by.job && jobTitle(by.job), by.cause].filter(Boolean).join(': ') || 'a background job'})`;
  if (by.kind === 'platform-admin') return `${by.email ?? 'a platform admin'} (Sellyard support)`;
  return `${by.email ?? 'someone'}${by.cause ? ` (${by.cause})` : ''}`;
}

/**
 * Lines whose figures the server keeps (allocated, backordered, shipped, received) as the log records them: each
 * line's SKU and those figures by their titles ("ABC-1: Allocated 2, Backordered 0"); null for lines as a person
 * edits them (those read "3 lines").
 */
export function serverLinesText(child: EntityModel | undefined, lines: unknown[]): string[] | null {
  if (!child || !lines.length) return null;
  const fields = new Map(child.fields.map((f) => [f.name, f]));
  const figures = (line: Json) => Object.keys(line).filter((k) => k !== 'id' && k !== 'sku');
  const kept = lines.every((line) => line && typeof line === 'object' && figures(line as Json).every((k) => fields.get(k)?.readOnly === true));
  if (!kept) return null;
  return lines.map((line) => {
    const l = line as Json;
    return `${l.sku ?? 'a line'}: ${figures(l).map((k) => `${fields.get(k)!.title} ${l[k] ?? 0}`).join(', ')}`;
  });
}

/** "created this product", "changed", "deleted this product", or the transition's label ("Cancel"). */
export function actionText(entity: EntityModel, entry: AuditEntry): string {
  const noun = entity.title.toLowerCase();
  switch (entry.action) {
    case 'create': return `created this ${noun}`;
    case 'delete': return `deleted this ${noun}`;
    case 'update': return 'changed';
    default: {
      const label = entity.stateMachine?.transitions.find((t) => t.name === entry.transition)?.label ?? humanize(entry.transition ?? 'changed');
      return `ran “${label}”`;
    }
  }
}

function ChangeValue({ entity, record, name, value }: { entity: EntityModel; record: Json; name: string; value: unknown }) {
  if (value === REDACTED) return <Typography component="span" variant="body2" color="text.secondary" data-testid="audit-redacted">hidden (secret)</Typography>;
  const field = entity.fields.find((f) => f.name === name);
  const child = entity.children.find((c) => c.field === name);
  if (child && Array.isArray(value)) {
    const figures = serverLinesText(childEntity(entity, name), value);
    if (figures) return <>{figures.map((text, i) => <Box key={i} component="span" sx={{ display: 'block' }}>{text}</Box>)}</>;
    return <span>{value.length} line{value.length === 1 ? '' : 's'}</span>;
  }
  // A field no longer in the schema: its raw value.
  if (!field) return <span>{value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value)}</span>;
  // The record as it is, with this one value: money finds its currency, a reference its target, as on the view.
  const shown = { ...record, [name]: value };
  return (
    <RecordContextProvider value={shown}>
      <FieldValue field={field} record={shown} entity={entity} inList />
    </RecordContextProvider>
  );
}

/**
 * The history of `record`: `GET /api/<resource>/:id/audit`, or for a singleton (settings pages)
 * `GET /api/<resource>/audit`, the acting account's record's.
 */
export function AuditHistory({ entity, resource, record }: { entity: EntityModel; resource: string; record: Json }) {
  const dataProvider = useDataProvider<SellyardDataProvider>();
  const { actingAccountId } = useSession();
  const { data, error, isPending } = useQuery({
    // A singleton not saved yet has no id: the acting account tells one account's from another's.
    queryKey: [resource, 'audit', record.id ?? null, record.version ?? null, entity.singleton ? actingAccountId ?? 'own' : null],
    queryFn: () => dataProvider.audit(resource, entity.singleton ? undefined : String(record.id)).then((r) => r.data),
  });
  const titleOf = (name: string) => entity.fields.find((f) => f.name === name)?.title ?? humanize(name);
  if (error) return <Alert severity="warning">{errorMessage(error)}</Alert>;
  if (isPending) return <Typography variant="body2" color="text.secondary">Loading the history…</Typography>;
  if (!data.length) return <Typography variant="body2" color="text.secondary" data-testid="audit-empty">No recorded changes yet.</Typography>;
  return (
    <Box data-testid="audit-history">
      {[...data].reverse().map((entry) => {
        const names = Object.keys(entry.changes);
        return (
          <Box key={entry.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }} data-testid={`audit-${entry.action}`}>
            <Typography variant="body2" sx={{ mb: names.length ? 1 : 0 }}>
              <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>{formatDateTime(entry.at)}</Box>
              <Box component="span" sx={{ fontWeight: 500 }} data-testid="audit-who">{whoText(entry.by)}</Box>{' '}
              <span data-testid="audit-what">{actionText(entity, entry)}</span>
            </Typography>
            {names.length ? (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" sx={{ '& td, & th': { py: 0.5 } }}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ width: '30%' }}>Field</TableCell>
                      <TableCell sx={{ width: '35%' }}>Before</TableCell>
                      <TableCell sx={{ width: '35%' }}>After</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {names.map((name) => (
                      <TableRow key={name} data-testid={`audit-change-${name}`}>
                        <TableCell>{titleOf(name)}</TableCell>
                        <TableCell data-testid="audit-before"><ChangeValue entity={entity} record={record} name={name} value={entry.changes[name].from} /></TableCell>
                        <TableCell data-testid="audit-after"><ChangeValue entity={entity} record={record} name={name} value={entry.changes[name].to} /></TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
