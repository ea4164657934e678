/** Create, edit and copy screens of any ready entity (its own lazy chunk: RJSF and ajv load only here). */
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../data/dataProvider.ts';
import type { Screen } from '../routing/screens.ts';
import { EntityForm } from './EntityForm.tsx';
import { recordPanels } from '../routing/panels.ts';


export default function GenericFormScreen({ screen }: { screen: Screen }) {
  const entity = screen.entity!;
  const resource = entity.resource!;
  const { id } = useParams();
  const mode = screen.action === 'edit' ? 'edit' : screen.action === 'copy' ? 'copy' : 'create';
  const needsRecord = mode !== 'create';
  const Panel = recordPanels[entity.name];
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
      {Panel && mode === 'edit' && data ? <Suspense fallback={null}><Panel record={data} /></Suspense> : null}
    </>
  );
}
