/** Create, edit and copy screens of any ready entity (its own lazy chunk: RJSF and ajv load only here). */
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../data/dataProvider.ts';
import type { Screen } from '../routing/screens.ts';
import { EntityForm } from './EntityForm.tsx';

/** What an entity's edit screen shows below its form, by entity name (a record's history of work done for it). */
const recordPanels: Record<string, LazyExoticComponent<ComponentType<{ record: { id: string } }>>> = {
  'csv-schedule': lazy(() => import('../schedules/CsvScheduleRuns.tsx')),
};

export default function GenericFormScreen({ screen }: { screen: Screen }) {
  const entity = screen.entity!;
  const resource = entity.resource!;
  const { id } = useParams();
  const mode = screen.action === 'edit' ? 'edit' : screen.action === 'copy' ? 'copy' : 'create';
  const needsRecord = mode !== 'create';
  const { data, isPending, error, refetch } = useGetOne(resource, { id: id as string, meta: screen.group === 'partner-portal' ? { ownAccount: true } : undefined }, { enabled: needsRecord && !!id });

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }} data-testid="screen-heading">
        {screen.title}
        {mode === 'edit' && data ? ` ${String(data[entity.labelField] ?? '')}` : ''}
      </Typography>
      {needsRecord && isPending ? (
        <Loading />
      ) : needsRecord && error ? (
        <Alert severity="error" data-testid="load-error">
          {errorMessage(error)}
        </Alert>
      ) : (
        <EntityForm key={`${mode}-${id ?? 'new'}-${data?.version ?? ''}`} screen={screen} entity={entity} mode={mode} record={data} reload={refetch} />
      )}
      {mode === 'edit' && data && recordPanels[entity.name] ? (
        <Suspense fallback={null}>
          {(() => { const Panel = recordPanels[entity.name]; return <Panel record={data as { id: string }} />; })()}
        </Suspense>
      ) : null}
    </>
  );
}
